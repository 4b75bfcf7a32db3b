import FeedCore
import Foundation
import Testing

/// Each format's full content and enclosures reach the entry, made safe.
@Suite struct EntryContentTests {
  @Test func rssContentEncodedWinsOverTheDescriptionAndEnclosuresAreRead() throws {
    let parsed = try Fixture.parse(
      xml: """
        <rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel>
        <link>https://blog.example/</link>
        <item><guid>1</guid><link>https://blog.example/posts/1</link>
          <description>Short &lt;b&gt;teaser&lt;/b&gt;</description>
          <content:encoded><![CDATA[<p>Full <img src="/i.png" onerror="x()"> text</p><script>x()</script>]]></content:encoded>
          <enclosure url="/ep1.mp3" type="audio/mpeg" length="1234"/>
          <enclosure url="javascript:alert(1)" type="audio/mpeg"/>
        </item>
        <item><guid>2</guid><description>Only &lt;i&gt;this&lt;/i&gt;</description></item>
        </channel></rss>
        """)
    #expect(
      parsed.entries[0].content == #"<p>Full <img src="https://blog.example/i.png"> text</p>"#)
    #expect(parsed.entries[0].summary == "Short teaser")
    #expect(
      parsed.entries[0].enclosures == [
        Enclosure(url: "https://feeds.example.com/ep1.mp3", mimeType: "audio/mpeg", length: 1234)
      ])
    #expect(parsed.entries[1].content == "Only <i>this</i>")
    #expect(parsed.entries[1].enclosures.isEmpty)
  }

  @Test func atomContentByItsTypeAndEnclosureLinks() throws {
    let parsed = try Fixture.parse(
      xml: """
        <feed xmlns="http://www.w3.org/2005/Atom"><title>t</title>
        <entry><id>a</id><link href="https://site.example/a"/>
          <content type="html">&lt;p&gt;Hi &lt;a href="b"&gt;b&lt;/a&gt;&lt;/p&gt;</content>
          <link rel="enclosure" href="https://site.example/v.mp4" type="video/mp4" length="99"/>
        </entry>
        <entry><id>b</id><content type="text">1 &lt; 2

        and more</content></entry>
        <entry><id>c</id><summary type="html">&lt;em&gt;sum&lt;/em&gt;</summary></entry>
        <entry><id>d</id><content src="https://elsewhere.example/x" type="text/html"/></entry>
        </feed>
        """)
    #expect(parsed.entries[0].content == #"<p>Hi <a href="https://feeds.example.com/b">b</a></p>"#)
    #expect(
      parsed.entries[0].enclosures == [
        Enclosure(url: "https://site.example/v.mp4", mimeType: "video/mp4", length: 99)
      ])
    #expect(parsed.entries[1].content == "<p>1 &lt; 2</p><p>and more</p>")
    #expect(parsed.entries[2].content == "<em>sum</em>")
    #expect(parsed.entries[3].content == nil)
  }

  @Test func jsonFeedContentHTMLTextAndAttachments() throws {
    let parsed = try FeedParser().parse(
      Data(
        """
        {"version": "https://jsonfeed.org/version/1.1", "items": [
          {"id": "1", "url": "https://j.example/1", "content_html": "<p onclick=x>Hi</p><iframe></iframe>",
           "attachments": [{"url": "a.m4a", "mime_type": "audio/x-m4a", "size_in_bytes": 89970236}]},
          {"id": "2", "content_text": "a & b"}]}
        """.utf8), url: URL(string: "https://j.example/feed.json"))
    #expect(parsed.entries[0].content == "<p>Hi</p>")
    #expect(
      parsed.entries[0].enclosures == [
        Enclosure(url: "https://j.example/a.m4a", mimeType: "audio/x-m4a", length: 89_970_236)
      ])
    #expect(parsed.entries[1].content == "<p>a &amp; b</p>")
  }
}
