import Foundation
import Testing

@testable import FeedCore

/// The pages a timeline reads: `before` continues after a page, `through` reads the pages shown
/// again (with what arrived above them) and never drops the last ones, and `entry(_:)` finds a
/// saved reading position's entry wherever it is; `nextUnread` finds where reading on goes,
/// however many read entries lie between.
@Suite struct TimelinePagingTests {
  let directory: TemporaryDirectory
  let store: FeedStore
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  init() throws {
    directory = try TemporaryDirectory()
    store = try FeedStore(url: directory.file("feeds.sqlite"))
  }

  /// Stores `count` entries titled "Entry N news", entry 0 the newest; some share a date, so the
  /// id breaks the tie as the timeline does.
  func fill(_ count: Int, from first: Int = 0) async throws -> Subscription {
    let feed = try await store.addFeed(url: URL(string: "https://a.example/feed")!, at: now)
    try await merge(into: feed, (first..<(first + count)))
    return feed
  }

  func merge(into feed: Subscription, _ range: Range<Int>) async throws {
    let entries = range.map { index in
      Entry(
        id: "entry-\(index)", title: "Entry \(index) news",
        published: now.addingTimeInterval(-60 * Double(index / 2)))
    }
    try await store.merge(
      ParsedFeed(feed: Feed(title: "A", format: .rss), entries: entries), into: feed.id, at: now)
  }

  @Test func throughReadsTheShownPagesAgainWithWhatArrivedAbove() async throws {
    let feed = try await fill(50)
    let first = try await store.entries(in: .all, limit: 20)
    let second = try await store.entries(in: .all, limit: 20, before: first.last)
    let shown = first + second
    #expect(try await store.entries(in: .all, limit: .max, through: shown.last) == shown)
    // Newer entries arrive: they come on top, and the 40 shown are all still there below them.
    try await merge(into: feed, (-5)..<0)
    let again = try await store.entries(in: .all, limit: .max, through: shown.last)
    #expect(again.count == 45)
    #expect(Array(again.suffix(40)) == shown)
    #expect(again.prefix(5).allSatisfy { $0.entry.title?.hasPrefix("Entry -") == true })
  }

  @Test func searchStopsThroughTheSameEntry() async throws {
    _ = try await fill(60)
    let page = try await store.search("news", limit: 25)
    #expect(try await store.search("news", limit: .max, through: page.last) == page)
    let unread = try await store.search("news", in: .unread, limit: .max, through: page[9])
    #expect(unread == Array(page.prefix(10)))
  }

  @Test func entryFindsAStoredEntryAndNilForAnUnknownOne() async throws {
    _ = try await fill(30)
    let all = try await store.entries(in: .all, limit: .max)
    #expect(try await store.entry(all[17].id) == all[17])
    #expect(try await store.entry(-1) == nil)
  }

  @Test func nextUnreadSkipsTheReadEntriesBelowAndIsNilWhenNoneFollows() async throws {
    let feed = try await fill(50)
    let all = try await store.entries(in: .all, limit: .max)
    try await store.setRead(all.prefix(40).map(\.id), true)
    #expect(try await store.nextUnread(in: .all, after: all[3]) == all[40])
    #expect(try await store.nextUnread(in: .feed(feed.id), after: all[3])?.id == all[40].id)
    #expect(try await store.nextUnread(in: .all, after: nil)?.id == all[40].id)
    #expect(try await store.nextUnread(in: .all, after: all[40])?.id == all[41].id)
    // Among a search's matches: "45" matches one unread entry, "news" them all.
    #expect(try await store.nextUnread(in: .all, matching: "news", after: all[3]) == all[40])
    let entry45 = try #require(all.first { $0.entry.title == "Entry 45 news" })
    #expect(try await store.nextUnread(in: .all, matching: "45", after: all[3]) == entry45)
    #expect(try await store.nextUnread(in: .starred, after: nil) == nil)
    try await store.setRead(all.suffix(9).map(\.id), true)
    #expect(try await store.nextUnread(in: .all, after: all[40]) == nil)
    #expect(try await store.nextUnread(in: .all, matching: "news", after: all[3])?.id == all[40].id)
  }

  @Test func theFirstPageIsTheTimelineOrderAsBefore() async throws {
    _ = try await fill(40)
    let page = try await store.entries(in: .all, limit: 15)
    let ordered = try await store.entries(in: .all, limit: .max).sorted {
      ($0.sortDate, $0.id) > ($1.sortDate, $1.id)
    }
    #expect(page == Array(ordered.prefix(15)))
  }
}
