import FeedCore
import Foundation
import Testing

/// A feed that breaks off partway (a server error mid-body) neither renames its subscription
/// nor passes silently, and Add Feed is told nothing was kept.
@Suite struct CutShortFeedTests {
  let served: ServedStore

  init() throws { served = try ServedStore() }

  @Test func theParserSaysWhereTheDocumentBrokeOffWithoutClaimingToKeepAnything() throws {
    let parsed = try FeedParser().parse(
      Data(
        #"<rss version="2.0"><channel><title>T</title><item><guid>1</guid></item><item><gu"#.utf8),
      url: nil)
    let truncation = try #require(parsed.truncation)
    #expect(truncation.hasPrefix("The feed is not well-formed XML"))
    #expect(!truncation.contains("kept"), "\(truncation)")
    #expect(parsed.entries.map(\.id) == ["1"])
    let whole = try FeedParser().parse(
      Data(#"<rss version="2.0"><channel><title>T</title></channel></rss>"#.utf8), url: nil)
    #expect(whole.truncation == nil)
  }

  @Test func aRefreshKeepsTheNameAndTheEntriesReadAndFlagsTheFeed() async throws {
    let store = served.store
    let feed = try await store.addFeed(url: served.server.url("/cut-short"), title: "Planet")
    let results = await served.refresh()
    let result = try #require(results.first)
    #expect(result.title == "Planet", "not renamed after what the broken document claims")
    let stored = try await store.subscription(feed.id)
    #expect(stored.title == "Planet")
    #expect(stored.lastError?.contains("not well-formed") == true, "\(stored.lastError ?? "nil")")
    let entries = try await store.entries(in: .feed(feed.id))
    #expect(Set(entries.map(\.entry.id)) == ["c1", "c2"], "the entries read before the break")
    #expect(
      stored.lastError?.hasSuffix("; stored the 2 new entries read before the break") == true,
      "\(stored.lastError ?? "nil")")

    // The same broken document again: what it still holds is known, and the feed says so
    // instead of claiming to have kept entries.
    _ = await served.refresh()
    let again = try await store.subscription(feed.id)
    #expect(
      again.lastError?.hasSuffix("; nothing new was stored") == true, "\(again.lastError ?? "nil")")
    #expect(again.lastError?.contains("kept") == false, "\(again.lastError ?? "nil")")
  }
}
