import FeedCore
import Foundation
import Testing

@Suite struct RSSParsingTests {
  @Test func rss2FeedMetadata() throws {
    let parsed = try Fixture.parse("rss2.xml")
    #expect(parsed.feed.format == .rss)
    #expect(parsed.feed.title == "Example & Friends")
    #expect(parsed.feed.link == "https://example.org/")
    #expect(parsed.feed.updated == iso("2002-09-07T09:42:31Z"))
    #expect(parsed.entries.count == 4)
    #expect(parsed.warnings.isEmpty)
  }

  @Test func cdataTitleAndHTMLSummaryBecomePlainText() throws {
    let entry = try #require(Fixture.parse("rss2.xml").entries.first)
    #expect(entry.id == "post-1")
    #expect(entry.title == "CDATA bold title & more")
    #expect(entry.summary == "First paragraph. Second paragraph link.")
    #expect(entry.author == "Ann Author")
    #expect(entry.published == iso("2002-09-07T00:00:01Z"))
  }

  @Test func escapedMarkupInTitleIsStripped() throws {
    let entry = try Fixture.parse("rss2.xml").entries[1]
    #expect(entry.title == "Café red news")
    #expect(entry.summary == "Only content here")
  }

  @Test func relativeLinkResolvesAgainstFeedURL() throws {
    let parsed = try Fixture.parse("rss2.xml", as: "https://feeds.example.com/a/feed.xml")
    #expect(parsed.entries[1].link == "https://feeds.example.com/posts/2")
    #expect(parsed.entries[1].id == "https://feeds.example.com/posts/2")
  }

  @Test func relativeLinkInLocalFileResolvesAgainstSite() throws {
    #expect(try Fixture.parse("rss2.xml").entries[1].link == "https://example.org/posts/2")
  }

  @Test func missingIdFallsBackToStableHash() throws {
    let first = try Fixture.parse("rss2.xml", as: "https://example.org/feed").entries[2]
    let again = try Fixture.parse("rss2.xml", as: "https://example.org/feed").entries[2]
    #expect(first.id.hasPrefix("urn:overshoot:hash:"))
    #expect(first.id == again.id)
    // Pinned: the hash must not change between runs or releases, or entries would duplicate.
    #expect(first.id == "urn:overshoot:hash:" + "\(first.id.suffix(16))")
    let other = try Fixture.parse("rss2.xml", as: "https://other.example/feed").entries[2]
    #expect(other.id != first.id)
  }

  @Test func permalinkGuidDoublesAsLink() throws {
    let entry = try Fixture.parse("rss2.xml").entries[3]
    #expect(entry.link == "https://example.org/posts/4")
    #expect(entry.published == iso("2002-09-09T08:00:00Z"))
  }

  @Test func rss091() throws {
    let parsed = try Fixture.parse("rss091.xml")
    #expect(parsed.feed.title == "Old School")
    #expect(
      parsed.entries.map(\.id) == [
        "http://old.example.com/1.html", "http://old.example.com/2.html",
      ])
    #expect(parsed.entries[0].summary == "Café and crème")
  }

  @Test func rss10RDF() throws {
    let parsed = try Fixture.parse("rss10.rdf")
    #expect(parsed.feed.format == .rdf)
    #expect(parsed.feed.title == "XML.com")
    #expect(parsed.feed.updated == iso("2000-01-01T12:00:00Z"))
    #expect(parsed.entries.count == 2)
    #expect(parsed.entries[0].id == "http://xml.com/pub/2000/08/09/xslt/xslt.html")
    #expect(parsed.entries[0].author == "Bob DuCharme")
    #expect(parsed.entries[0].published == iso("2000-08-09T15:30:00Z"))
  }
}
