import Foundation
import Testing

@testable import FeedCore

/// A feed the user renamed keeps that name through refreshes; a name given when subscribing
/// (an OPML outline's) gives way to the feed's own title.
@Suite struct RenameFeedTests {
  let directory: TemporaryDirectory
  let store: FeedStore
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  init() throws {
    directory = try TemporaryDirectory()
    store = try FeedStore(url: directory.file("feeds.sqlite"))
  }

  @Test func aRenamedFeedReadsBackItsNewName() async throws {
    let feed = try await store.addFeed(url: URL(string: "https://example.org/feed")!, at: now)
    let other = try await store.addFeed(url: URL(string: "https://example.org/other")!, at: now)
    try await store.renameFeed(feed.id, to: "My reading")
    #expect(try await store.subscription(feed.id).title == "My reading")
    #expect(try await store.subscription(other.id).title == other.title, "only that feed")
  }

  @Test func aRefreshKeepsTheReadersNameOverTheFeedsOwn() async throws {
    let feed = try await store.addFeed(url: URL(string: "https://example.org/feed")!, at: now)
    try await store.renameFeed(feed.id, to: "My reading")
    try await store.merge(
      ParsedFeed(feed: Feed(title: nil, format: .rss), entries: []), into: feed.id, at: now)
    #expect(try await store.subscription(feed.id).title == "My reading")
    try await store.merge(
      ParsedFeed(feed: Feed(title: "The feed's own", format: .rss), entries: []), into: feed.id,
      at: now)
    #expect(try await store.subscription(feed.id).title == "My reading")
  }

  @Test func aNameGivenWhenSubscribingGivesWayToTheFeedsOwn() async throws {
    // An OPML outline's name is a stand-in until the feed says what it is called.
    let feed = try await store.addFeed(
      url: URL(string: "https://example.org/feed")!, title: "From the list", at: now)
    try await store.merge(
      ParsedFeed(feed: Feed(title: "The feed's own", format: .rss), entries: []), into: feed.id,
      at: now)
    #expect(try await store.subscription(feed.id).title == "The feed's own")
  }
}
