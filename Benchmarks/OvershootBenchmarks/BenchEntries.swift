import FeedCore
import Foundation

/// Stored entries for the timeline benches, written to and read back from a real `FeedStore`
/// (StoredEntry has no public initializer: entries come from the store, as in the app).
enum BenchEntries {
  /// The titles' printf format, for the C baselines; `title(_:)` must print the same.
  static let cFormat = "Entry %u: the quick brown fox jumps over the lazy dog"

  /// The title of entry `index`, as the C baselines build it.
  static func title(_ index: Int) -> String {
    "Entry \(index): the quick brown fox jumps over the lazy dog"
  }

  /// The summary of entry `index`, as the C timeline baseline builds it.
  static func summary(_ index: Int) -> String {
    "Summary of entry \(index), long enough to wrap onto a second line in a window of the "
      + "usual width, as feed summaries do."
  }

  /// Writes `count` entries of one feed into a store at `url` (no retention cap) and returns
  /// the store; entry `i` is `i % 60 + 1` minutes old and all are unread (as merged).
  static func makeStore(at url: URL, count: Int, feedURL: URL, feedTitle: String) async throws
    -> FeedStore
  {
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? FileManager.default.removeItem(at: url)
    let store = try FeedStore(url: url)
    try await store.setRetention(Retention())
    let feedID = try await store.addFeed(url: feedURL, title: feedTitle).id
    let now = Date()
    let entries = (0..<count).map { index in
      Entry(
        id: "bench:\(index)", title: title(index),
        published: now.addingTimeInterval(-60 * Double(index % 60 + 1) - Double(index) / 1000),
        summary: summary(index))
    }
    let feed = Feed(title: feedTitle, format: .rss)
    try await store.merge(ParsedFeed(feed: feed, entries: entries), into: feedID, at: now)
    return store
  }

  /// The same `count` entries as an RSS 2.0 document (the feed titled `feedTitle`), for a build
  /// whose store only its own code can write: its `overshoot-cli add` reads this file.
  static func rss(count: Int, feedTitle: String) -> String {
    let now = Date()
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    let items = (0..<count).map { index in
      let published = now.addingTimeInterval(-60 * Double(index % 60 + 1) - Double(index))
      return "<item><title>\(title(index))</title><guid isPermaLink=\"false\">bench:\(index)</guid>"
        + "<pubDate>\(formatter.string(from: published))</pubDate>"
        + "<description>\(summary(index))</description></item>"
    }
    return """
      <?xml version="1.0" encoding="utf-8"?>
      <rss version="2.0"><channel><title>\(feedTitle)</title>\
      <link>https://example.org/</link><description>Start-up bench</description>
      \(items.joined(separator: "\n"))
      </channel></rss>

      """
  }

  /// `count` stored entries, newest first, from a fresh temporary store.
  static func load(count: Int) async throws -> [StoredEntry] {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("overshoot-bench-\(getpid())/feeds.sqlite")
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let store = try await makeStore(
      at: url, count: count, feedURL: URL(string: "https://example.org/bench.xml")!,
      feedTitle: "Bench Feed")
    return try await store.entries(in: .all, limit: count)
  }
}
