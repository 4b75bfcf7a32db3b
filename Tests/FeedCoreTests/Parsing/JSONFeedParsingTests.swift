import FeedCore
import Foundation
import Testing

/// JSON Feed 1.0 and 1.1, read from the specification's own examples and from hostile variants.
@Suite struct JSONFeedParsingTests {
  func parse(_ json: String, url: String = "https://example.org/feed.json") throws -> ParsedFeed {
    try FeedParser().parse(Data(json.utf8), url: URL(string: url))
  }

  @Test func theSpecificationsSimpleExample() throws {
    let parsed = try Fixture.parse("jsonfeed-simple.json", as: "https://example.org/feed.json")
    #expect(parsed.feed.format == .jsonFeed)
    #expect(parsed.feed.title == "My Example Feed")
    #expect(parsed.feed.link == "https://example.org/")
    #expect(parsed.entries.map(\.id) == ["2", "1"])
    #expect(
      parsed.entries.map(\.link) == [
        "https://example.org/second-item", "https://example.org/initial-post",
      ])
    #expect(parsed.entries.map(\.summary) == ["This is a second item.", "Hello, world!"])
    #expect(parsed.warnings.isEmpty)
  }

  @Test func thePodcastExamplePrefersTheSummaryAndReadsTheDate() throws {
    let parsed = try Fixture.parse("jsonfeed-podcast.json", as: "http://therecord.co/feed.json")
    let entry = try #require(parsed.entries.first)
    #expect(entry.title == "Special #1 - Chris Parrish")
    #expect(entry.summary?.hasPrefix("Brent interviews Chris Parrish") == true)
    #expect(entry.published == iso("2014-05-09T21:04:00Z"))
  }

  @Test func version1sAuthorNamesTheEntries() throws {
    let parsed = try Fixture.parse("jsonfeed-microblog.json", as: "https://example.org/feed.json")
    #expect(parsed.feed.title == "Brent Simmons’s Microblog")
    let entry = try #require(parsed.entries.first)
    #expect(entry.author == "Brent Simmons")
    #expect(entry.summary == "Cats are neat. https://example.org/cats")
    #expect(entry.published == iso("2016-02-09T21:22:00Z"))
  }

  @Test func version11AuthorsTagsNumericIdsAndRelativeLinks() throws {
    let parsed = try parse(
      """
      \u{FEFF}  {"version": "https://jsonfeed.org/version/1.1", "home_page_url": "https://site.example/blog/",
       "authors": [{"name": "Ann"}, {"name": "Bo"}],
       "items": [{"id": 42, "url": "posts/1", "title": " Hello\\n world ", "tags": ["a", "b", "a", 3],
                  "content_html": "<script>alert(1)</script><b>Bold</b> &amp; more"},
                 {"id": "x", "url": "javascript:alert(1)", "external_url": "/elsewhere",
                  "authors": [{"name": "Cy"}]}]}
      """)
    #expect(parsed.feed.title == "example.org")
    #expect(parsed.entries.map(\.id) == ["42", "x"])
    #expect(parsed.entries[0].link == "https://site.example/blog/posts/1")
    #expect(parsed.entries[0].title == "Hello world")
    #expect(parsed.entries[0].summary == "Bold & more")
    #expect(parsed.entries[0].categories == ["a", "b"])
    #expect(parsed.entries[0].author == "Ann, Bo")
    #expect(parsed.entries[1].link == "https://site.example/elsewhere")
    #expect(parsed.entries[1].author == "Cy")
  }

  @Test func anItemWithoutIdGetsAStableOne() throws {
    let json = """
      {"version": "https://jsonfeed.org/version/1.1", "items": [{"content_text": "no id, no link"}]}
      """
    let first = try parse(json).entries.map(\.id)
    #expect(first.count == 1)
    #expect(first[0].hasPrefix("urn:overshoot:hash:"))
    #expect(try parse(json).entries.map(\.id) == first)
  }

  @Test func brokenItemsAreSkippedWithAWarning() throws {
    let parsed = try parse(
      """
      {"version": "https://jsonfeed.org/version/1", "items": [1, {"id": "ok"}, "two", null]}
      """)
    #expect(parsed.entries.map(\.id) == ["ok"])
    #expect(parsed.warnings == ["Skipped 3 items that are not JSON objects"])
  }

  @Test func entriesBeyondTheLimitAreDroppedWithAWarning() throws {
    let items = (0..<5).map { "{\"id\": \"\($0)\"}" }.joined(separator: ",")
    let json = "{\"version\": \"https://jsonfeed.org/version/1.1\", \"items\": [\(items)]}"
    let parser = FeedParser(limits: ParseLimits(maxBytes: 1 << 20, maxEntries: 3))
    let parsed = try parser.parse(Data(json.utf8), url: nil)
    #expect(parsed.entries.map(\.id) == ["0", "1", "2"])
    #expect(parsed.warnings.contains { $0.contains("more than 3 entries") })
  }

  @Test func jsonThatIsNotAJSONFeedIsRefusedWithAMessage() {
    #expect(throws: FeedParseError.notJSONFeed) { try parse(#"{"version": "2", "items": []}"#) }
    #expect(throws: FeedParseError.notJSONFeed) { try parse(#"{"items": []}"#) }
    #expect(FeedParseError.notJSONFeed.description.contains("JSON Feed"))
  }

  @Test func brokenJSONIsRefusedWithTheParsersComplaint() throws {
    let error = #expect(throws: FeedParseError.self) {
      try parse(#"{"version": "https://jsonfeed.org/version/1.1", "items": [ "#)
    }
    guard case .notJSON(let detail) = error else {
      Issue.record("expected notJSON, got \(String(describing: error))")
      return
    }
    #expect(!detail.isEmpty)
    #expect(!detail.contains("\n"))
  }

  @Test func deepNestingDoesNotCrash() {
    let deep = String(repeating: "[", count: 100_000)
    let json = "{\"version\": \"https://jsonfeed.org/version/1.1\", \"items\": \(deep)"
    #expect(throws: FeedParseError.self) { try parse(json) }
  }

  @Test func pagesLinkingAJSONFeedAreDiscovered() {
    let scan = FeedLinkFinder.scan(
      Data(
        #"<html><head><link rel="alternate" type="application/feed+json" href="/feed.json"></head></html>"#
          .utf8), pageURL: URL(string: "https://example.org/")!)
    #expect(scan.links.map(\.url.absoluteString) == ["https://example.org/feed.json"])
    #expect(scan.links.map(\.kind) == [.json])
    #expect(FeedLink.Kind.json.displayName == "JSON Feed")
  }
}
