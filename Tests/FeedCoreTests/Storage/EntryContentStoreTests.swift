import FeedCore
import Foundation
import Testing

/// The store keeps an entry's content and enclosures for the article view, apart from the
/// timeline's rows, and updates them when the feed changes them.
@Suite struct EntryContentStoreTests {
  let directory: TemporaryDirectory
  let store: FeedStore
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  init() throws {
    directory = try TemporaryDirectory()
    store = try FeedStore(url: directory.file("feeds.sqlite"))
  }

  func parsed(_ content: String?, enclosures: [Enclosure] = []) -> ParsedFeed {
    ParsedFeed(
      feed: Feed(title: "F", format: .rss),
      entries: [Entry(id: "e", title: "T", summary: "S", content: content, enclosures: enclosures)])
  }

  @Test func contentAndEnclosuresReadBackAndFollowTheFeed() async throws {
    let feed = try await store.addFeed(url: URL(string: "https://example.org/feed")!, at: now)
    let audio = Enclosure(url: "https://example.org/a.mp3", mimeType: "audio/mpeg", length: 10)
    try await store.merge(parsed("<p>one</p>", enclosures: [audio]), into: feed.id, at: now)
    let stored = try #require(try await store.entries(in: .feed(feed.id)).first)
    let body = try #require(try await store.content(ofEntry: stored.id))
    #expect(body == EntryBody(html: "<p>one</p>", enclosures: [audio], summary: "S"))

    let result = try await store.merge(parsed("<p>two</p>"), into: feed.id, at: now)
    #expect(result.updated == 1)
    #expect(
      try await store.content(ofEntry: stored.id)
        == EntryBody(html: "<p>two</p>", enclosures: [], summary: "S"))
    #expect(try await store.content(ofEntry: stored.id + 1000) == nil)
  }
}
