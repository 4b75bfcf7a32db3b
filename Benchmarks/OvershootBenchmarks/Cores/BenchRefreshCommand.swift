import ArgumentParser
import FeedCore
import Foundation

/// `overshoot-benchmarks cores refresh`: refreshes N feeds served from 127.0.0.1 with a fixed latency
/// each, and compares the wall time with the ideal `ceil(N / concurrency) × latency`.
struct BenchRefreshCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "refresh",
    abstract: "Refresh feeds served locally with latency; print wall time and the ratio to ideal.")

  @Option(help: "Number of feeds.")
  var feeds: Int = 50

  @Option(help: "Server latency per request, in milliseconds.")
  var latencyMs: Int = 200

  @Option(help: "Feeds fetched at once.")
  var concurrency: Int = 6

  func run() async throws {
    let server = try BenchRefreshServer(latency: Double(latencyMs) / 1000)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("overshoot-bench-\(getpid())", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try FeedStore(url: folder.appendingPathComponent("bench.sqlite"))
    for index in 0..<feeds {
      try await store.addFeed(url: URL(string: "http://127.0.0.1:\(server.port)/feed/\(index)")!)
    }
    let refresher = FeedRefresher(store: store, maxConcurrent: concurrency)
    let start = DispatchTime.now().uptimeNanoseconds
    let results = await refresher.refresh()
    let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let rounds = (feeds + concurrency - 1) / concurrency
    let ideal = Double(rounds) * Double(latencyMs) / 1000
    let failed = results.filter(\.failed)
    let stored = try await store.entryCount()
    print("\(feeds) feeds, \(latencyMs) ms latency each, concurrency \(concurrency)")
    print("stored \(stored) entries; \(failed.count) failed")
    for result in failed.prefix(3) { print("  \(result.summaryLine)") }
    print(String(format: "wall time: %.0f ms", wall * 1000))
    print(
      String(
        format: "ideal ceil(%d / %d) x %d ms = %.0f ms; ratio %.2fx", feeds, concurrency,
        latencyMs, ideal * 1000, wall / ideal))
  }
}
