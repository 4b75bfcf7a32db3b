import ArgumentParser
import FeedCore
import Foundation

/// `overshoot-cli list --db PATH`: the subscriptions with unread counts and last errors, and
/// optionally the newest entries; `--opml` prints the subscriptions as OPML instead.
struct ListCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List subscriptions (and the newest entries), or export OPML.")

  @OptionGroup var database: FeedDatabaseOption

  @Option(help: "Also print this many of the newest entries.")
  var entries: Int = 0

  @Flag(help: "Print the subscriptions as OPML.")
  var opml = false

  func run() async throws {
    let store = try database.open()
    do {
      try await print(listing(store))
    } catch {
      throw Terminal.failure(error.description)
    }
  }

  /// The text to print.
  private func listing(_ store: FeedStore) async throws(StoreError) -> String {
    let feeds = try await store.subscriptions()
    if opml { return OPML.export(feeds.map { OPMLOutline(url: $0.url, title: $0.title) }) }
    var lines: [String] = []
    for feed in feeds {
      let status = feed.lastError.map { " [error: \($0)]" } ?? ""
      lines.append(
        "\(feed.id)\t\(feed.unreadCount) unread\t\(feed.title)\t\(feed.url.absoluteString)\(status)"
      )
    }
    let newest = entries > 0 ? try await store.entries(in: .all, limit: entries) : []
    for stored in newest {
      let mark = (stored.isRead ? " " : "*") + (stored.isStarred ? "★" : " ")
      let title = stored.entry.title ?? "(untitled)"
      lines.append("\(mark) \(FeedDate.iso8601(stored.sortDate))  \(stored.feedTitle): \(title)")
    }
    return lines.joined(separator: "\n")
  }
}
