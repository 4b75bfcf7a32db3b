import FeedCore
import Foundation
import Testing

/// Dublin Core fills the fields a feed's own elements leave empty, in every format; where both
/// are present the format's own element wins.
@Suite struct DublinCoreTests {
  static let dcEntry = """
    <dc:title>DC title</dc:title><dc:creator>DC Creator</dc:creator>
    <dc:date>2002-09-07T09:42:31Z</dc:date><dc:description>DC &lt;b&gt;summary&lt;/b&gt;</dc:description>
    <dc:subject>Birds</dc:subject><dc:subject> Bees </dc:subject><dc:subject>Birds</dc:subject>
    """

  @Test(arguments: FeedFlavour.allCases) func entryFieldsComeFromDublinCore(_ flavour: FeedFlavour)
    throws
  {
    let entry = try #require(try flavour.parse(feed: "", entry: Self.dcEntry).entries.first)
    #expect(entry.title == "DC title")
    #expect(entry.author == "DC Creator")
    #expect(entry.published == iso("2002-09-07T09:42:31Z"))
    #expect(entry.summary == "DC summary")
    #expect(entry.categories == ["Birds", "Bees"])
  }

  @Test(arguments: FeedFlavour.allCases) func coreTitleAndSummaryWin(_ flavour: FeedFlavour) throws
  {
    let entry = try #require(
      try flavour.parse(
        feed: "", entry: flavour.title("Own title") + flavour.summary("Own summary") + Self.dcEntry
      ).entries.first)
    #expect(entry.title == "Own title")
    #expect(entry.summary == "Own summary")
  }

  @Test(arguments: FeedFlavour.allCases.filter { $0.author("x") != nil })
  func coreAuthorWins(_ flavour: FeedFlavour) throws {
    let own = try #require(flavour.author("Own Author"))
    let entry = try #require(try flavour.parse(feed: "", entry: own + Self.dcEntry).entries.first)
    #expect(entry.author == "Own Author")
  }

  @Test(arguments: FeedFlavour.allCases.filter { $0.published("", "") != nil })
  func corePublicationDateWins(_ flavour: FeedFlavour) throws {
    let own = try #require(
      flavour.published("Mon, 01 Jan 2024 00:00:00 GMT", "2024-01-01T00:00:00Z"))
    let entry = try #require(try flavour.parse(feed: "", entry: own + Self.dcEntry).entries.first)
    #expect(entry.published == iso("2024-01-01T00:00:00Z"))
  }

  @Test(arguments: FeedFlavour.allCases.filter { $0.category("x") != nil })
  func coreCategoriesWin(_ flavour: FeedFlavour) throws {
    let own = try #require(flavour.category("Own"))
    let entry = try #require(try flavour.parse(feed: "", entry: own + Self.dcEntry).entries.first)
    #expect(entry.categories == ["Own"])
  }

  @Test(arguments: FeedFlavour.allCases) func feedFieldsComeFromDublinCore(_ flavour: FeedFlavour)
    throws
  {
    let feed = """
      <dc:title>DC feed</dc:title><dc:description>About DC</dc:description>
      <dc:date>2002-09-07</dc:date>
      """
    let parsed = try flavour.parse(feed: feed, entry: "<dc:title>e</dc:title>")
    #expect(parsed.feed.title == "DC feed")
    #expect(parsed.feed.subtitle == "About DC")
    #expect(parsed.feed.updated == iso("2002-09-07T00:00:00Z"))
  }

  @Test(arguments: FeedFlavour.allCases) func coreFeedTitleAndDescriptionWin(
    _ flavour: FeedFlavour
  ) throws {
    let feed =
      "<dc:title>DC feed</dc:title><dc:description>About DC</dc:description>"
      + flavour.title("Own feed") + flavour.feedDescription("Own description")
    let parsed = try flavour.parse(feed: feed, entry: "<dc:title>e</dc:title>")
    #expect(parsed.feed.title == "Own feed")
    #expect(parsed.feed.subtitle == "Own description")
  }

  @Test func rssDescriptionFromDublinCoreComesBeforeFullContent() throws {
    let entry = try #require(
      try FeedFlavour.rss2.parse(
        feed: "",
        entry: """
          <content:encoded xmlns:content="http://purl.org/rss/1.0/modules/content/">Full text\
          </content:encoded><dc:description>Short</dc:description>
          """
      ).entries.first)
    #expect(entry.summary == "Short")
  }

  @Test func atomFeedCreatorIsInheritedButAnEntrysOwnCreatorWins() throws {
    let parsed = try FeedFlavour.atom.parse(
      feed: "<dc:creator>Feed Creator</dc:creator>", entry: "<title>one</title>")
    #expect(parsed.entries.first?.author == "Feed Creator")
    let own = try FeedFlavour.atom.parse(
      feed: "<author><name>Feed Author</name></author>",
      entry: "<dc:creator>Entry Creator</dc:creator>")
    #expect(own.entries.first?.author == "Entry Creator")
  }

  @Test func atomCategoryLabelIsPreferredToItsTerm() throws {
    let entry = try #require(
      try FeedFlavour.atom.parse(
        feed: "",
        entry: "<category term=\"swift-lang\" label=\"Swift\"/><category term=\"gtk\"/>"
          + "<category label=\"  \"/>"
      ).entries.first)
    #expect(entry.categories == ["Swift", "gtk"])
  }

  @Test func anEntryWithoutCategoriesHasNone() throws {
    let entry = try #require(
      try FeedFlavour.rss2.parse(feed: "", entry: "<title>plain</title>").entries.first)
    #expect(entry.categories.isEmpty)
  }

  @Test func decodingJSONWrittenBeforeCategoriesGivesNone() throws {
    let entry = try JSONDecoder().decode(Entry.self, from: Data(#"{"id":"a","title":"t"}"#.utf8))
    #expect(entry == Entry(id: "a", title: "t"))
    let encoded = try JSONEncoder().encode(Entry(id: "b", categories: ["x"]))
    #expect(try JSONDecoder().decode(Entry.self, from: encoded).categories == ["x"])
  }
}
