import FeedCore
import Foundation
import Testing

/// Relative links and ids resolve as XML Base and RFC 4287 say: against the nearest `xml:base`
/// in scope (itself resolved against its parent's), and at the top against the document's
/// final address.
@Suite struct XMLBaseTests {
  static let atomNS = "xmlns=\"http://www.w3.org/2005/Atom\""

  func atom(_ body: String, root: String = "", url: String = "https://example.org/blog/feed.atom")
    throws -> ParsedFeed
  {
    try Fixture.parse(xml: "<feed \(Self.atomNS) \(root)>\(body)</feed>", url: url)
  }

  @Test func withoutXMLBaseTheDocumentsAddressIsTheBase() throws {
    let parsed = try atom("<entry><link href=\"posts/1\"/></entry>")
    #expect(parsed.entries.first?.link == "https://example.org/blog/posts/1")
  }

  @Test func anAbsoluteXMLBaseReplacesTheDocumentsAddress() throws {
    let parsed = try atom(
      "<entry><link href=\"posts/1\"/></entry>", root: "xml:base=\"http://other.example/x/\"")
    #expect(parsed.entries.first?.link == "http://other.example/x/posts/1")
  }

  @Test func aRelativeXMLBaseOnTheRootResolvesAgainstTheDocumentsAddress() throws {
    let parsed = try atom("<entry><link href=\"p\"/></entry>", root: "xml:base=\"../archive/\"")
    #expect(parsed.entries.first?.link == "https://example.org/archive/p")
  }

  @Test func nestedRelativeBasesCompose() throws {
    let parsed = try atom(
      """
      <entry xml:base="b/"><link xml:base="c/" href="d"/></entry>
      <entry xml:base="/top/"><link href="../up"/></entry>
      """, root: "xml:base=\"http://example.com/a/\"")
    #expect(parsed.entries.map(\.link) == ["http://example.com/a/b/c/d", "http://example.com/up"])
  }

  @Test func aBaseIsScopedToItsElement() throws {
    let parsed = try atom(
      """
      <entry xml:base="http://one.example/"><link href="x"/></entry>
      <entry><link href="x"/></entry>
      """)
    #expect(parsed.entries.map(\.link) == ["http://one.example/x", "https://example.org/blog/x"])
  }

  @Test func theFeedsOwnLinkResolvesToo() throws {
    let parsed = try atom("<link href=\"./\"/>", root: "xml:base=\"/home/\"")
    #expect(parsed.feed.link == "https://example.org/home/")
  }

  @Test func aRelativeAtomIdResolvesButAbsoluteIdsStayAsWritten() throws {
    let parsed = try atom(
      """
      <entry xml:base="/entries/"><id>42</id></entry>
      <entry><id>tag:example.org,2024:7</id></entry>
      <entry><id>urn:uuid:60a76c80-d399-11d9-b93C-0003939e0af6</id></entry>
      """)
    #expect(
      parsed.entries.map(\.id) == [
        "https://example.org/entries/42", "tag:example.org,2024:7",
        "urn:uuid:60a76c80-d399-11d9-b93C-0003939e0af6",
      ])
  }

  @Test func aPlainBaseAttributeIsNotXMLBase() throws {
    let parsed = try atom("<entry base=\"http://wrong.example/\"><link href=\"p\"/></entry>")
    #expect(parsed.entries.first?.link == "https://example.org/blog/p")
  }

  @Test func nonASCIIReferencesBecomePercentEncodedURLs() throws {
    let parsed = try atom("<entry><link href=\"café/ü\"/></entry>")
    #expect(parsed.entries.first?.link == "https://example.org/blog/caf%C3%A9/%C3%BC")
  }

  /// RFC 3986 section 5.4.1's examples, through an `xml:base` of `http://a/b/c/d;p?q`.
  @Test(arguments: [
    ("g:h", "g:h"), ("g", "http://a/b/c/g"), ("./g", "http://a/b/c/g"), ("g/", "http://a/b/c/g/"),
    ("/g", "http://a/g"), ("//g", "http://g"), ("?y", "http://a/b/c/d;p?y"),
    ("g?y", "http://a/b/c/g?y"), ("#s", "http://a/b/c/d;p?q#s"), ("g#s", "http://a/b/c/g#s"),
    (";x", "http://a/b/c/;x"), (".", "http://a/b/c/"), ("..", "http://a/b/"),
    ("../g", "http://a/b/g"), ("../..", "http://a/"), ("../../g", "http://a/g"),
    ("../../../g", "http://a/g"), ("/./g", "http://a/g"), ("g/../h", "http://a/b/c/h"),
  ])
  func rfc3986Examples(_ reference: String, _ expected: String) throws {
    let parsed = try atom(
      "<entry><link href=\"\(reference)\"/></entry>", root: "xml:base=\"http://a/b/c/d;p?q\"")
    #expect(parsed.entries.first?.link == expected)
  }

  @Test(arguments: [FeedFlavour.rss091, .rss2, .rss1])
  func rssLinksResolveAgainstTheBaseInScope(_ flavour: FeedFlavour) throws {
    let parsed = try flavour.parse(
      feed: "<link>/</link>",
      entry: "<title>t</title><link>2024/post</link>",
      attributes: "xml:base=\"https://base.example/blog/\"")
    #expect(parsed.feed.link == "https://base.example/")
    #expect(parsed.entries.first?.link == "https://base.example/blog/2024/post")
  }

  @Test func anRSSLinksOwnXMLBaseApplies() throws {
    let parsed = try FeedFlavour.rss2.parse(
      feed: "", entry: "<link xml:base=\"https://own.example/dir/\">post</link>")
    #expect(parsed.entries.first?.link == "https://own.example/dir/post")
  }

  @Test func rdfAboutIsAURIReference() throws {
    let xml = """
      <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" \
      xmlns="http://purl.org/rss/1.0/" xml:base="https://example.org/news/">
      <channel rdf:about="/"><title>n</title></channel>
      <item rdf:about="item-1"><title>t</title></item></rdf:RDF>
      """
    #expect(try Fixture.parse(xml: xml).entries.first?.id == "https://example.org/news/item-1")
  }

  @Test func aPermalinkGuidResolvesButAnOpaqueOneStaysAnId() throws {
    let parsed = try Fixture.parse(
      xml: """
        <rss version="2.0" xml:base="https://example.org/blog/"><channel><title>g</title>
        <item><guid isPermaLink="true">posts/9</guid></item>
        <item><guid>123</guid></item>
        </channel></rss>
        """)
    #expect(parsed.entries[0].link == "https://example.org/blog/posts/9")
    #expect(parsed.entries[0].id == "posts/9")
    #expect(parsed.entries[1].link == nil)
    #expect(parsed.entries[1].id == "123")
  }
}
