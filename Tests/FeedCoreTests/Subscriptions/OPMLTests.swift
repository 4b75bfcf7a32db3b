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
