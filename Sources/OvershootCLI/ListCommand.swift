import ArgumentParser
import FeedCore
import Foundation

/// `overshoot-cli list --db PATH`: the subscriptions with unread counts and last errors, feeds
/// in a folder under its name (`Tech:`) and indented, and optionally the newest entries;
/// `--opml` prints the subscriptions as OPML instead, folders included.
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
    if opml {
      return OPML.export(
        feeds.map { OPMLOutline(url: $0.url, title: $0.title, folder: $0.folder) })
    }
    var lines: [String] = []
    for group in FolderGroup.grouping(feeds) {
      let indent = group.folder == nil ? "" : "  "
      if let folder = group.folder { lines.append("\(folder):") }
      for feed in group.feeds { lines.append(indent + Self.line(feed)) }
    }
    let newest = entries > 0 ? try await store.entries(in: .all, limit: entries) : []
    for stored in newest {
      let mark = (stored.isRead ? " " : "*") + (stored.isStarred ? "★" : " ")
      let title = stored.entry.displayTitle
      lines.append("\(mark) \(FeedDate.iso8601(stored.sortDate))  \(stored.feedTitle): \(title)")
    }
    return lines.joined(separator: "\n")
  }

  /// One subscription: id, unread count, title and address, tab-separated, and its last error.
  private static func line(_ feed: Subscription) -> String {
    let status = feed.lastError.map { " [error: \($0)]" } ?? ""
    return "\(feed.id)\t\(feed.unreadCount) unread\t\(feed.title)\t\(feed.url.absoluteString)"
      + status
  }
}
