import Foundation
import TestSupport
import Testing

@testable import FeedCore

/// Deleting entries by age (the app's "Days to keep entries"): an entry exactly that many days
/// old stays and one a minute older goes, starred entries stay whatever their age, unread ones
/// go like read ones, and an entry the feed still lists is never deleted, so a refresh cannot
/// bring a deleted entry back as new and unread.
@Suite struct AgeRetentionTests {
  let directory: TemporaryDirectory
  let store: FeedStore
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  init() throws {
    directory = try TemporaryDirectory()
    store = try FeedStore(url: directory.file("feeds.sqlite"))
  }

  @Test func theBoundaryDayStaysAMinuteOlderGoesAndStarredStays() async throws {
    let feed = try await store.addFeed(url: URL(string: "https://example.org/feed")!, at: now)
    try await store.setRetention(.forever)
    let days = 30.0 * 86_400
    try await store.merge(
      try feedDocument([
        ("boundary", now.addingTimeInterval(-days)),
        ("older", now.addingTimeInterval(-days - 60)),
        ("starred", now.addingTimeInterval(-3 * days)),
        ("read", now.addingTimeInterval(-2 * days)),
      ]), into: feed.id, at: now.addingTimeInterval(-30))
    let stored = try await store.entries(in: .all)
    let starred = try #require(stored.first { $0.entry.id == "starred" })
    try await store.setStarred(starred.id, true)
    let read = try #require(stored.first { $0.entry.id == "read" })
    try await store.setRead([read.id], true)
    // The feed moves on: none of them is listed any more.
    try await store.merge(
      try feedDocument([("new", now.addingTimeInterval(-60))]), into: feed.id,
      at: now.addingTimeInterval(-1))
    #expect(try await store.entryCount(feed: feed.id) == 5, "forever keeps every age")

    try await store.setRetention(Retention(maxAgeDays: 30))
    let removed = try await store.applyRetention(now: now)
    #expect(removed == 2)
    let kept = Set(try await store.entries(in: .all).map(\.entry.id))
    #expect(kept == ["boundary", "starred", "new"])
  }

  @Test func anOldEntryTheFeedStillListsStaysAndIsNotNewAgain() async throws {
    let feed = try await store.addFeed(url: URL(string: "https://example.org/feed")!, at: now)
    try await store.setRetention(Retention(maxAgeDays: 7))
    let old = try feedDocument([("old", now.addingTimeInterval(-30 * 86_400))])
    let first = try await store.merge(old, into: feed.id, at: now)
    #expect(first.inserted == 1)
    let entry = try #require(try await store.entries(in: .all).first)
    try await store.setRead([entry.id], true)
    #expect(try await store.applyRetention(now: now.addingTimeInterval(60)) == 0)

    // Refreshed later, still listed: kept, read, and not counted as new.
    let again = try await store.merge(old, into: feed.id, at: now.addingTimeInterval(3_600))
    #expect(again.inserted == 0)
    #expect(again.removed == 0)
    #expect(try await store.entries(in: .unread).isEmpty)
    #expect(try await store.entries(in: .all).map(\.id) == [entry.id])
  }

  /// A parsed RSS document of `items` (guid, date).
  private func feedDocument(_ items: [(String, Date)]) throws -> ParsedFeed {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
    let body = items.map { guid, date in
      "<item><guid>\(guid)</guid><title>\(guid)</title>"
        + "<pubDate>\(formatter.string(from: date))</pubDate></item>"
    }
    let xml = """
      <?xml version="1.0"?><rss version="2.0"><channel><title>Ageing</title>
      <link>https://example.org/</link>\(body.joined())</channel></rss>
      """
    return try FeedParser().parse(Data(xml.utf8))
  }
}
