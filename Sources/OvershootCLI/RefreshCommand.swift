import ArgumentParser
import FeedCore
import Foundation

/// `overshoot-cli refresh --db PATH`: refreshes every stored feed and prints one line per feed.
struct RefreshCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "refresh",
    abstract: "Refresh every stored feed without a display; print a per-feed summary.")

  @OptionGroup var database: FeedDatabaseOption

  @Option(help: "Feeds fetched at once.")
  var concurrency: Int = 6

  @Option(help: "Seconds before one feed's fetch times out.")
  var timeout: Double = 10

  /// Kills this process with SIGKILL after N entry writes of a merge, to prove that an
  /// interrupted refresh loses nothing (used by the store tests).
  @Option(help: .hidden)
  var killAfterWrites: Int?

  func run() async throws {
    let store = try database.open()
    var refresher = FeedRefresher(
      store: store, fetcher: FeedFetcher(policy: FetchPolicy(timeout: timeout)),
      maxConcurrent: concurrency)
    if let limit = killAfterWrites {
      refresher.afterEachWrite = { count in
        if count >= limit { kill(getpid(), SIGKILL) }
      }
    }
    let results = await refresher.refresh { progress in
      print("[\(progress.completed)/\(progress.total)] \(progress.latest.summaryLine)")
    }
    let failed = results.filter(\.failed).count
    let new = results.reduce(0) { $0 + $1.newEntries }
    print("\(results.count) feeds, \(new) new entries, \(failed) failed")
    if results.isEmpty { print("No feeds yet: add one with `overshoot-cli add --db PATH URL`.") }
    if failed > 0 && failed == results.count { throw ExitCode.failure }
  }
}
