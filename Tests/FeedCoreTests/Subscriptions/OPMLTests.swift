import FeedCore
import Foundation
import Testing

@Suite struct OPMLTests {
  @Test func importKeepsFoldersAndDropsDuplicates() throws {
    let outlines = try OPML.parse(Fixture.data("subscriptions.opml"))
    #expect(
      outlines == [
        OPMLOutline(
          url: URL(string: "https://example.org/feed.xml")!, title: "Example & Friends",
          folder: "Tech"),
        OPMLOutline(
          url: URL(string: "https://blog.example.net/feed.atom")!, title: "Atom blog",
          folder: "Tech"),
      ])
  }

  @Test func nestedFoldersJoinTheirNamesAndSiblingsDoNotLeak() throws {
    let text = """
      <opml version="2.0"><body>
        <outline text="Top" xmlUrl="https://top.example/feed"/>
        <outline text="Tech">
          <outline text="Swift">
            <outline text="Deep" xmlUrl="https://deep.example/feed"/>
          </outline>
          <outline text="After nested" xmlUrl="https://after.example/feed"/>
        </outline>
        <outline text="  ">
          <outline text="Blank folder" xmlUrl="https://blank.example/feed"/>
        </outline>
        <outline text="Last" xmlUrl="https://last.example/feed"/>
      </body></opml>
      """
    let folders = try OPML.parse(Data(text.utf8)).map { [$0.title, $0.folder] }
    #expect(
      folders == [
        ["Top", nil], ["Deep", "Tech / Swift"], ["After nested", "Tech"], ["Blank folder", nil],
        ["Last", nil],
      ])
  }

  @Test func exportWritesFoldersAsNestedOutlines() throws {
    let text = OPML.export([
      OPMLOutline(url: URL(string: "https://deep.example/feed")!, title: "Deep", folder: "A / B"),
      OPMLOutline(url: URL(string: "https://top.example/feed")!, title: "Top"),
    ])
    #expect(text.contains("<outline text=\"A\" title=\"A\">\n      <outline text=\"B\""))
    // Top-level feeds come before folders.
    let top = try #require(text.range(of: "Top"))
    let folder = try #require(text.range(of: "text=\"A\""))
    #expect(top.lowerBound < folder.lowerBound)
  }

  @Test func importExportImportKeepsFoldersAndFeeds() async throws {
    let text = """
      <opml version="1.0"><body>
        <outline text="Loose" xmlUrl="https://loose.example/feed"/>
        <outline text="News &amp; Views">
          <outline text="Paper" xmlUrl="https://paper.example/feed"/>
          <outline text="Local">
            <outline text="Town" xmlUrl="https://town.example/feed"/>
          </outline>
        </outline>
        <outline text="Tech"><outline text="Blog" xmlUrl="https://blog.example/feed"/></outline>
      </body></opml>
      """
    let directory = try TemporaryDirectory()
    func importAndExport(_ data: Data, into name: String) async throws -> (Set<OPMLOutline>, Data) {
      let store = try FeedStore(url: directory.file(name))
      for outline in try OPML.parse(data) {
        try await store.addFeed(url: outline.url, title: outline.title, folder: outline.folder)
      }
      let feeds = try await store.subscriptions()
      let stored = Set(feeds.map { OPMLOutline(url: $0.url, title: $0.title, folder: $0.folder) })
      return (stored, Data(OPML.export(Array(stored)).utf8))
    }
    let (first, exported) = try await importAndExport(Data(text.utf8), into: "first.sqlite")
    let (second, _) = try await importAndExport(exported, into: "second.sqlite")
    #expect(first == second)
    #expect(
      Set(first.map(\.folder)) == [nil, "News & Views", "News & Views / Local", "Tech"])
    #expect(first.count == 4)
  }

  @Test func importingIntoAFiledFeedKeepsItsFolder() async throws {
    let directory = try TemporaryDirectory()
    let store = try FeedStore(url: directory.file("feeds.sqlite"))
    let url = URL(string: "https://filed.example/feed")!
    let unfiled = try await store.addFeed(url: url)
    #expect(unfiled.folder == nil)
    #expect(try await store.addFeed(url: url, folder: "Later").folder == "Later")
    #expect(try await store.addFeed(url: url, folder: "Elsewhere").folder == "Later")
    try await store.moveFeed(unfiled.id, toFolder: "  ")
    #expect(try await store.subscription(unfiled.id).folder == nil)
    #expect(try await store.folders() == [])
  }

  @Test func groupsPutTopLevelFeedsFirstThenFoldersAlphabetically() async throws {
    let directory = try TemporaryDirectory()
    let store = try FeedStore(url: directory.file("feeds.sqlite"))
    try await store.addFeed(url: URL(string: "https://a.example/f")!, title: "A", folder: "zeta")
    try await store.addFeed(url: URL(string: "https://b.example/f")!, title: "B")
    try await store.addFeed(url: URL(string: "https://c.example/f")!, title: "C", folder: "Alpha")
    try await store.addFeed(url: URL(string: "https://d.example/f")!, title: "D", folder: "zeta")
    let groups = FolderGroup.grouping(try await store.subscriptions())
    #expect(groups.map(\.folder) == [nil, "Alpha", "zeta"])
    #expect(groups.map { $0.feeds.map(\.title) } == [["B"], ["C"], ["A", "D"]])
    #expect(try await store.folders() == ["Alpha", "zeta"])
  }

  @Test func exportRoundTrips() throws {
    let outlines = [
      OPMLOutline(url: URL(string: "https://a.example/feed?x=1&y=2")!, title: "A <&> \"B\""),
      OPMLOutline(url: URL(fileURLWithPath: "/home/ann/feeds/local.xml"), title: nil),
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
    let local = URL(fileURLWithPath: "/home/ann/feeds/zz.xml")
    try await store.addFeed(url: local)
    let feeds = try await store.subscriptions()
    // A–Z by title, a feed without one by its address.
    #expect(feeds.map(\.title) == ["Atom blog", "Example & Friends", local.absoluteString])
    try await store.removeFeed(try #require(feeds.last).id)
    #expect(try await store.subscriptions().count == 2)
  }
}
