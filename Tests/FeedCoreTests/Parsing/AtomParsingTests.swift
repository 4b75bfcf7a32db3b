import FeedCore
import Foundation
import Testing

@Suite struct AtomParsingTests {
  @Test func atom10FeedAndXMLBase() throws {
    let parsed = try Fixture.parse("atom10.xml")
    #expect(parsed.feed.format == .atom)
    // type="text": the angle brackets are the title's own characters, shown as text.
    #expect(parsed.feed.title == "Atom <b>Example</b>")
    #expect(parsed.feed.subtitle == "A subtitle")
    #expect(parsed.feed.link == "https://blog.example.net/")
    let first = parsed.entries[0]
    #expect(first.title == "Atom-Powered Robots Run Amok")
    #expect(first.link == "https://blog.example.net/2003/12/13/atom03")
    #expect(first.author == "John Doe")  // inherited from the feed
    #expect(first.updated == iso("2003-12-13T17:30:02.25Z"))
    #expect(first.published == iso("2003-12-13T12:29:29Z"))
  }

  @Test func nestedXMLBaseAndXHTMLContent() throws {
    let entry = try Fixture.parse("atom10.xml").entries[1]
    #expect(entry.link == "https://blog.example.net/sub/dir/page.html")
    #expect(entry.summary == "Hello world. Second.")
    #expect(entry.author == "Jane Roe")
    #expect(entry.updated == iso("2003-12-14T10:00:00Z"))
  }

  @Test func atom03() throws {
    let parsed = try Fixture.parse("atom03.xml")
    #expect(parsed.feed.format == .atom03)
    #expect(parsed.feed.updated == iso("2003-12-13T18:30:02Z"))
    let entry = try #require(parsed.entries.first)
    #expect(entry.id == "tag:example.org,2003:3.2397")
    #expect(entry.summary == "Escaped & html")
    #expect(entry.published == iso("2003-12-13T12:29:29Z"))
  }

  @Test func htmlTitleInjectionComesOutAsText() throws {
    let parsed = try Fixture.parse(
      xml: """
        <feed xmlns="http://www.w3.org/2005/Atom"><entry><id>x</id>
        <title type="html">&lt;span foreground="red" size="99999"&gt;Hi&lt;/span&gt; &amp;amp; bye</title>
        <summary type="html">&lt;img src=x onerror=alert(1)&gt;&lt;b&gt;Bold&lt;/b&gt;</summary>
        </entry></feed>
        """)
    #expect(parsed.entries[0].title == "Hi & bye")
    #expect(parsed.entries[0].summary == "Bold")
  }
}
