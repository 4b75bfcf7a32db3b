import Foundation
import Testing

@testable import FeedCore

/// What a refresh brought that the reader has not read: the count a "new entries" notification
/// shows. Entries sent again, changed or not, and entries read meanwhile do not count.
@Suite struct NewUnreadEntriesTests {
  let directory: TemporaryDirectory
  let store: FeedStore
  let earlier = Date(timeIntervalSince1970: 1_800_000_000)
  let refreshStart = Date(timeIntervalSince1970: 1_800_003_600)

  init() throws {
    directory = try TemporaryDirectory()
    store = try FeedStore(url: directory.file("feeds.sqlite"))
  }

  private func feed(_ name: String) async throws -> Subscription {
    try await store.addFeed(url: URL(string: "https://\(name).example/feed")!, at: earlier)
  }

  @Test func countsOnlyEntriesFirstStoredSinceTheRefreshBeganPerFeed() async throws {
    let a = try await feed("a")
    let b = try await feed("b")
    try await store.merge(rssFeed(items: 0..<3), into: a.id, at: earlier)
    try await store.merge(rssFeed(items: 0..<2), into: b.id, at: earlier)

    // The refresh: a sends its three again, one with a new title, plus two new ones; b sends
    // its two again, unchanged.
    let later = refreshStart.addingTimeInterval(1)
    var resent = try rssFeed(items: 0..<5)
    resent.entries[0].title = "Changed title"
    let merge = try await store.merge(resent, into: a.id, at: later)
    #expect(merge.inserted == 2 && merge.updated == 1)
    try await store.merge(rssFeed(items: 0..<2), into: b.id, at: later)

    #expect(try await store.unreadEntriesFirstStored(since: refreshStart) == [a.id: 2])
  }

  @Test func entriesReadSinceTheyArrivedAreNotNews() async throws {
    let a = try await feed("a")
    try await store.merge(rssFeed(items: 0..<4), into: a.id, at: refreshStart)
    let stored = try await store.entries(in: .feed(a.id))
    try await store.setRead([stored[0].id, stored[1].id], true)
    #expect(try await store.unreadEntriesFirstStored(since: refreshStart) == [a.id: 2])
    try await store.markAllRead(in: .all)
    #expect(try await store.unreadEntriesFirstStored(since: refreshStart).isEmpty)
  }
}
