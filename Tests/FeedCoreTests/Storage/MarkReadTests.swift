import Foundation
import Testing

@testable import FeedCore

@Suite struct MarkReadTests {
  let directory: TemporaryDirectory
  let store: FeedStore
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  init() throws {
    directory = try TemporaryDirectory()
    store = try FeedStore(url: directory.file("feeds.sqlite"))
  }

  func feed(_ name: String, items: Range<Int>, at time: Date? = nil) async throws -> Subscription {
    let feed = try await store.addFeed(url: URL(string: "https://\(name).example/feed")!, at: now)
    try await store.merge(rssFeed(items: items), into: feed.id, at: time ?? now)
    return feed
  }

  func unreadIDs() async throws -> Set<Int64> {
    Set(try await store.entries(in: .unread).map(\.id))
  }

  @Test func marksTheScopeAndUndoRestoresExactlyWhatItChanged() async throws {
    let a = try await feed("a", items: 0..<4)
    _ = try await feed("b", items: 10..<13)
    let aEntries = try await store.entries(in: .feed(a.id))
    // One of a's entries was read before: undo must leave it read.
    try await store.setRead([aEntries[0].id], true)
    let unreadBefore = try await unreadIDs()

    let change = try await store.markRead(in: .feed(a.id))
    #expect(change.entryIDs == aEntries.dropFirst().map(\.id).sorted())
    #expect(try await store.entries(in: .feed(a.id)).allSatisfy(\.isRead))
    #expect(try await store.unreadCounts().all == 3, "feed b untouched")

    #expect(try await store.undoMarkRead(change) == 3)
    #expect(try await unreadIDs() == unreadBefore)
    #expect(
      try await store.entries(in: .feed(a.id)).first { $0.id == aEntries[0].id }?.isRead == true)
  }

  @Test func everyScope() async throws {
    _ = try await feed("a", items: 0..<5)
    let all = try await store.entries(in: .all)
    try await store.setStarred(all[1].id, true)
    try await store.setStarred(all[2].id, true)
    try await store.setRead([all[2].id], true)

    let starred = try await store.markRead(in: .starred)
    #expect(starred.entryIDs == [all[1].id])
    try await store.undoMarkRead(starred)

    let unread = try await store.markRead(in: .unread)
    #expect(unread.count == 4)
    #expect(try await store.markRead(in: .all).isEmpty, "nothing left to mark, nothing to undo")
    try await store.undoMarkRead(unread)
    #expect(try await store.unreadCounts().all == 4)
  }

  @Test func aSearchMarksOnlyItsResults() async throws {
    _ = try await feed("a", items: 0..<12)
    let change = try await store.markRead(in: .all, matching: SearchQuery("entry 1"))
    // "1" is a prefix of 1, 10 and 11.
    let marked = try await store.entries(in: .all).filter(\.isRead).compactMap(\.entry.title)
    #expect(Set(marked) == ["Entry 1 r1", "Entry 10 r1", "Entry 11 r1"])
    #expect(change.count == 3)
    #expect(try await store.markRead(in: .all, matching: SearchQuery("\"*")).isEmpty)
  }

  @Test func entriesThatArrivedAfterTheUserLookedStayUnread() async throws {
    let shownAt = now
    let a = try await feed("a", items: 0..<3, at: now)
    // A background refresh lands new entries after the user saw the list.
    try await store.merge(rssFeed(items: 0..<5), into: a.id, at: now.addingTimeInterval(30))
    let change = try await store.markRead(in: .all, arrivedBy: shownAt)
    #expect(change.count == 3)
    let unread = try await store.entries(in: .unread).compactMap(\.entry.title)
    #expect(Set(unread) == ["Entry 3 r1", "Entry 4 r1"])
  }

  @Test func undoSkipsEntriesRemovedSince() async throws {
    let a = try await feed("a", items: 0..<3)
    let b = try await feed("b", items: 10..<12)
    let change = try await store.markRead(in: .all)
    #expect(change.count == 5)
    try await store.removeFeed(a.id)
    #expect(try await store.undoMarkRead(change) == 2)
    #expect(try await store.unreadCounts().byFeed[b.id] == 2)
  }
}
