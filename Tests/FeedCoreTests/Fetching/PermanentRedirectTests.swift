import FeedCore
import Foundation
import Testing

/// A subscription whose address redirects permanently (301, 308) follows its feed there; when
/// the new address is already subscribed, the two become one without losing an entry.
@Suite struct PermanentRedirectTests {
  let served: ServedStore
  var server: LocalFeedServer { served.server }
  var store: FeedStore { served.store }

  init() throws { served = try ServedStore() }

  func refresh() async -> [FeedRefreshResult] { await served.refresh() }

  @Test(arguments: [301, 308])
  func redirectToAFollowedFeedMergesIntoItKeepingEntries(status: Int) async throws {
    let current = try await store.addFeed(url: server.url("/feed.xml"), title: "Current")
    let old = try await store.addFeed(
      url: server.url("/permanent/\(status)"), title: "Old name", folder: "News")
    // The old subscription holds an entry the feed no longer lists, starred, and a read copy
    // of one the feed still lists.
    try await store.merge(
      ParsedFeed(
        feed: Feed(title: "Old name", format: .rss),
        entries: [Entry(id: "gone", title: "Only in the old feed"), Entry(id: "a", title: "Alpha")]),
      into: old.id)
    let oldEntries = try await store.entries(in: .feed(old.id))
    try await store.setStarred(try #require(oldEntries.first { $0.entry.id == "gone" }).id, true)
    try await store.setRead([try #require(oldEntries.first { $0.entry.id == "a" }).id], true)

    let results = await refresh()

    let feeds = try await store.subscriptions()
    #expect(feeds.map(\.id) == [current.id], "no duplicate subscription")
    #expect(feeds.first?.folder == "News", "the survivor takes the folder it lacked")
    let entries = try await store.entries(in: .all)
    #expect(Set(entries.map(\.entry.id)) == ["gone", "a", "b"])
    #expect(entries.allSatisfy { $0.feedID == current.id })
    #expect(entries.first { $0.entry.id == "gone" }?.isStarred == true)
    #expect(entries.first { $0.entry.id == "a" }?.isRead == true)
    let merged = try #require(results.first { $0.relocation != nil })
    #expect(merged.feedID == current.id)
    #expect(
      merged.relocation
        == .mergedInto(id: current.id, title: "Local", address: server.url("/feed.xml")))
    #expect(merged.summaryLine.contains("which you already follow as “Local”"))
    #expect(!results.contains { $0.failed })
  }

  @Test func redirectToANewAddressMovesTheSubscription() async throws {
    let old = try await store.addFeed(url: server.url("/permanent/301"))
    let results = await refresh()
    let feed = try await store.subscription(old.id)
    #expect(feed.url == server.url("/feed.xml"))
    #expect(results.first?.relocation == .moved(to: server.url("/feed.xml")))
    #expect(try await store.entryCount(feed: old.id) == 2)
  }

  @Test(arguments: ["/permanent/302", "/permanent/307", "/temporary-then-permanent"])
  func temporaryRedirectsKeepTheAddress(path: String) async throws {
    let old = try await store.addFeed(url: server.url(path))
    _ = try await store.addFeed(url: server.url("/feed.xml"))
    let results = await refresh()
    #expect(try await store.subscription(old.id).url == server.url(path))
    #expect(try await store.subscriptions().count == 2)
    #expect(results.allSatisfy { $0.relocation == nil })
  }
}
