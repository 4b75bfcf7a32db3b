import FeedCore
import Foundation
import Testing

@Suite struct OPMLTests {
  @Test func importFlattensFoldersAndDropsDuplicates() throws {
    let outlines = try OPML.parse(Fixture.data("subscriptions.opml"))
    #expect(
      outlines == [
        OPMLOutline(url: URL(string: "https://example.org/feed.xml")!, title: "Example & Friends"),
        OPMLOutline(url: URL(string: "https://blog.example.net/feed.atom")!, title: "Atom blog"),
      ])
  }

  @Test func exportRoundTrips() throws {
    let outlines = [
      OPMLOutline(url: URL(string: "https://a.example/feed?x=1&y=2")!, title: "A <&> \"B\""),
      OPMLOutline(url: DemoFeed.url, title: nil),
    ]
    let text = OPML.export(outlines)
    let back = try OPML.parse(Data(text.utf8))
    #expect(back.map(\.url) == outlines.map(\.url))
    #expect(back[0].title == "A <&> \"B\"")
  }

  @Test func rejectsNonOPML() {
    #expect(throws: OPMLError.self) { try OPML.parse(Fixture.data("rss2.xml")) }
    #expect(throws: OPMLError.self) { try OPML.parse(Data("not xml".utf8)) }
  }

  @Test func storeImportAndExport() async throws {
    let directory = try TemporaryDirectory()
    let store = try FeedStore(url: directory.file("feeds.sqlite"))
    for outline in try OPML.parse(Fixture.data("subscriptions.opml")) {
      try await store.addFeed(url: outline.url, title: outline.title)
    }
    try await store.addFeed(url: DemoFeed.url)
    let feeds = try await store.subscriptions()
    #expect(feeds.map(\.title) == ["Atom blog", "Example & Friends", DemoFeed.url.absoluteString])
    #expect(feeds.last?.isDemo == true)
    // The demo is removable like any feed.
    try await store.removeFeed(try #require(feeds.last).id)
    #expect(try await store.subscriptions().contains { $0.isDemo } == false)
  }
}

@Suite struct DemoFirstRunTests {
  @Test func demoIsOfferedOnceAndRefreshesOffline() async throws {
    let directory = try TemporaryDirectory()
    let store = try FeedStore(url: directory.file("feeds.sqlite"))
    #expect(try await store.addDemoFeedOnFirstRun())
    let demo = try #require(try await store.subscriptions().first)
    #expect(demo.isDemo)
    #expect(demo.title == DemoFeed.title)
    let first = await FeedRefresher(store: store).refresh()
    let second = await FeedRefresher(store: store).refresh()
    #expect(first.map(\.newEntries) == [8])
    #expect(second.map(\.newEntries) == [3])
    // Newest first: the second refresh's entries are on top.
    let top = try await store.entries(in: .all, limit: 3)
    #expect(top.allSatisfy { $0.entry.summary?.contains("from refresh 2") == true })
    try await store.removeFeed(demo.id)
    #expect(try await store.addDemoFeedOnFirstRun() == false)
    #expect(try await store.subscriptions().isEmpty)
  }
}
