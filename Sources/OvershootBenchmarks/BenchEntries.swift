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
