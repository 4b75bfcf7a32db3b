import Foundation
import Testing

@testable import FeedCore

/// Edit Address points a feed at another address, keeping what the reader stored, and refuses
/// an address another subscription has.
@Suite struct ChangeAddressTests {
  let directory: TemporaryDirectory
  let store: FeedStore
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  init() throws {
    directory = try TemporaryDirectory()
    store = try FeedStore(url: directory.file("feeds.sqlite"))
  }

  @Test func aFeedKeepsItsEntriesNameAndFolderAndForgetsTheOldValidators() async throws {
    let feed = try await store.addFeed(
      url: URL(string: "https://old.example/feed")!, folder: "Tech", at: now)
    try await store.merge(
      ParsedFeed(
        feed: Feed(title: "Blog", format: .rss), entries: [Entry(id: "a", title: "A")]),
      into: feed.id, etag: "\"v1\"", lastModified: "yesterday", at: now)
    let moved = URL(string: "https://new.example/feed.xml")!
    try await store.changeAddress(of: feed.id, to: moved)
    let after = try await store.subscription(feed.id)
    #expect(after.url == moved)
    #expect(after.title == "Blog")
    #expect(after.folder == "Tech")
    #expect(after.unreadCount == 1)
    #expect(after.etag == nil, "the old server's ETag means nothing to the new one")
    #expect(after.lastModified == nil)
  }

  @Test func anAddressAnotherFeedHasIsRefusedAndNothingChanges() async throws {
    let feed = try await store.addFeed(url: URL(string: "https://a.example/feed")!, at: now)
    let other = try await store.addFeed(
      url: URL(string: "https://b.example/feed")!, title: "Other", at: now)
    await #expect(throws: StoreError.addressInUse("https://b.example/feed", title: "Other")) {
      try await store.changeAddress(of: feed.id, to: other.url)
    }
    #expect(try await store.subscription(feed.id).url == URL(string: "https://a.example/feed")!)
    // Its own address again is no conflict.
    try await store.changeAddress(of: feed.id, to: URL(string: "https://a.example/feed")!)
  }

  @Test func aMissingFeedIsSaid() async throws {
    await #expect(throws: StoreError.noSuchFeed(99)) {
      try await store.changeAddress(of: 99, to: URL(string: "https://a.example/feed")!)
    }
  }
}
