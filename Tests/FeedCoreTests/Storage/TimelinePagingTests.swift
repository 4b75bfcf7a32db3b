import Foundation
import Testing

@testable import FeedCore

/// The pages a timeline reads: `before` continues after a page, `through` reads the pages shown
/// again (with what arrived above them) and never drops the last ones, and `entry(_:)` finds a
/// saved reading position's entry wherever it is.
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

  @Test func theFirstPageIsTheTimelineOrderAsBefore() async throws {
    _ = try await fill(40)
    let page = try await store.entries(in: .all, limit: 15)
    let ordered = try await store.entries(in: .all, limit: .max).sorted {
      ($0.sortDate, $0.id) > ($1.sortDate, $1.id)
    }
    #expect(page == Array(ordered.prefix(15)))
  }
}
