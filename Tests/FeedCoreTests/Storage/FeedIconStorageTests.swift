import Foundation
import Testing

@testable import FeedCore

/// Migration 9 and the stored icons: an older file upgrades with its feeds intact, icons
/// survive closing and reopening the store, and parsing finds each format's own icon.
@Suite struct FeedIconStorageTests {
  @Test func aVersion8FileUpgradesAndIconsSurviveARestart() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("v8.sqlite")
    do {
      let db = try SQLiteDatabase(path: path.path)
      try Schema.migrate(db, upTo: 8)
      try db.execute(
        "INSERT INTO feeds (url, title, added, last_success) VALUES ('https://a.example/f', 'A', 0, 1)"
      )
      #expect(try Schema.version(of: db) == 8)
    }
    let icon = FeedIcon(
      data: Data([0x89, 0x50, 0x4E, 0x47, 0, 1, 2]), mediaType: "image/png",
      fetched: Date(timeIntervalSince1970: 1_800_000_000))
    let id: Int64
    do {
      let store = try FeedStore(url: path)
      #expect(try await store.schemaVersion() == Schema.latest)
      let feed = try #require(try await store.subscriptions().first)
      #expect(feed.title == "A")
      id = feed.id
      #expect(try await store.feedIcons().isEmpty)
      #expect(
        try await store.feedsNeedingIcons(before: Date()).map(\.feedID) == [id],
        "an upgraded feed is looked up at its next refresh")
      try await store.recordIconLookup(id, found: icon, at: icon.fetched)
    }
    let reopened = try FeedStore(url: path)
    #expect(try await reopened.feedIcons() == [id: icon])
    // A failed look-up later keeps the icon.
    try await reopened.recordIconLookup(id, found: nil, at: Date())
    #expect(try await reopened.feedIcons()[id]?.data == icon.data)
    #expect(try await reopened.feedsNeedingIcons(before: Date().addingTimeInterval(-60)).isEmpty)
  }

  @Test func eachFormatsOwnIconIsRead() throws {
    let parser = FeedParser()
    let base = URL(string: "https://example.org/feed")!
    let rss = try parser.parse(
      Data(
        """
        <rss version="2.0"><channel><title>t</title><link>https://example.org/</link>
        <image><url>/logo.png</url></image></channel></rss>
        """.utf8), url: base)
    #expect(rss.feed.icon == "https://example.org/logo.png")
    let atom = try parser.parse(
      Data(
        """
        <feed xmlns="http://www.w3.org/2005/Atom"><title>t</title><logo>wide.png</logo>
        <icon>https://example.org/i.ico</icon></feed>
        """.utf8), url: base)
    #expect(atom.feed.icon == "https://example.org/i.ico")
    let json = try parser.parse(
      Data(
        #"{"version":"https://jsonfeed.org/version/1.1","title":"t","icon":"/big.png","favicon":"/fav.png","items":[]}"#
          .utf8), url: base)
    #expect(json.feed.icon == "https://example.org/fav.png")
    let hostile = try parser.parse(
      Data(
        #"<rss version="2.0"><channel><title>t</title><image><url>javascript:x()</url></image></channel></rss>"#
          .utf8), url: base)
    #expect(hostile.feed.icon == nil)
  }
}
