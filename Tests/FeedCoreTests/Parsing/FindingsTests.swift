import FeedCore
import Foundation
import Testing

/// Every input that crashed, hung or misled the FoundationXML parser (issue 17), generated here
/// byte for byte: each now gives a clear error or a result with a precise warning.
@Suite struct FindingsTests {
  func parse(_ bytes: [UInt8]) throws(FeedParseError) -> ParsedFeed {
    try FeedParser().parse(Data(bytes), url: URL(string: "https://feeds.example.com/feed.xml"))
  }

  func rss(_ items: String) -> String {
    "\(open)\(items)</channel></rss>"
  }

  let open = "<rss version=\"2.0\"><channel><title>T</title>"

  @Test func invalidUTF8InAnElementNameIsReplacedNotFatal() throws {
    // `<` and four 0xFF bytes: SIGILL in FoundationXML.
    #expect(throws: FeedParseError.notAFeed(root: "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}")) {
      try parse([0x3C, 0xFF, 0xFF, 0xFF, 0xFF])
    }
    // A lone 0xE4 inside a name in an otherwise good feed.
    var bytes = Array((open + "<item><guid>1</guid><x").utf8)
    bytes += [0xE4] + Array("y>z</x".utf8) + [0xE4] + Array("y></item>".utf8)
    bytes += Array("</channel></rss>".utf8)
    let parsed = try parse(bytes)
    #expect(parsed.entries.map(\.id) == ["1"])
    #expect(parsed.warnings == ["Replaced 2 byte sequences that are not valid UTF-8 with U+FFFD"])
  }

  @Test func invalidUTF8InAnAttributeNameIsReplacedNotFatal() throws {
    var bytes = Array("<rss><channel><title a".utf8) + [0xFF] + Array("=\"1\">T</title>".utf8)
    bytes += Array("</channel></rss>".utf8)
    #expect(try parse(bytes).feed.title == "T")
  }

  @Test func processingInstructionWithoutDataIsNotAnElement() throws {
    // `<?m?>`, five bytes: a null dereference (SIGSEGV) in FoundationXML.
    #expect(throws: FeedParseError.notXML("the document has no element at line 1")) {
      try parse(Array("<?m?>".utf8))
    }
    let parsed = try parse(Array(rss("<?m?><item><?m?><guid>1</guid></item>").utf8))
    #expect(parsed.entries.map(\.id) == ["1"])
    #expect(parsed.warnings.isEmpty)
  }

  @Test func hugeYearsAreNoDate() throws {
    let parsed = try parse(
      Array(rss("<item><guid>1</guid><pubDate>Jan 2 600000000000000</pubDate></item>").utf8))
    #expect(parsed.entries.first?.published == nil)
    let atom = try parse(
      Array(
        ("<feed xmlns=\"http://www.w3.org/2005/Atom\"><updated>Jan 2 600000000000000</updated>"
          + "<entry><id>1</id><updated>600000000000000-01-02T00:00:00Z</updated></entry></feed>")
          .utf8))
    #expect(atom.feed.updated == nil)
    #expect(atom.entries.first?.updated == nil)
  }

  @Test func documentsJustWithinTheDepthParse() throws {
    let depth = 256 - 4  // rss, channel, item, description
    let nested =
      String(repeating: "<b>", count: depth) + "x" + String(repeating: "</b>", count: depth)
    let parsed = try parse(
      Array(rss("<item><guid>1</guid><description>\(nested)</description></item>").utf8))
    #expect(parsed.warnings.isEmpty)
    #expect(parsed.entries.first?.summary == "x")
  }

  @Test func namespaceFloodInScopeIsRefused() {
    let declarations = (0..<40).map { " xmlns:p\($0)=\"urn:\($0)\"" }.joined()
    let nested = String(repeating: "<x\(declarations)>", count: 4)
    #expect(
      throws: FeedParseError.notXML(
        "more than 128 namespaces are declared in scope at line 1")
    ) { try parse(Array(rss(nested).utf8)) }
    // The same declarations on siblings are never in scope together.
    let siblings = String(repeating: "<x\(declarations)/><y\(declarations)></y>", count: 10)
    #expect(throws: Never.self) { try parse(Array(rss(siblings).utf8)) }
  }

  @Test func utf16AmpersandBytesAreNotEntities() throws {
    // In UTF-16 every 0x26 byte was taken for `&`: "Snow ☃" came out as "☃浡㭰".
    let xml =
      "<?xml version=\"1.0\" encoding=\"UTF-16\"?>"
      + rss("").replacingOccurrences(
        of: "<title>T</title>", with: "<title>Snow ☃ &amp; &#x2603; ice</title>")
    for bytes in [
      EncodedText.utf16(xml, bigEndian: false), EncodedText.utf16(xml, bigEndian: true),
    ] {
      #expect(try parse(bytes).feed.title == "Snow ☃ & ☃ ice")
    }
  }

  @Test func truncationWarningCountsOnlyCompleteEntries() throws {
    let parsed = try Fixture.parse("truncated.xml")
    #expect(parsed.entries.map(\.id) == ["1", "2"])
    #expect(
      parsed.warnings == [
        "The feed is not well-formed XML ('>' was expected at line 6, column 1); "
          + "kept the 2 entries read before it and dropped the one it cut short"
      ])
  }

  @Test func nulInsideATitleIsRemovedAndNamed() throws {
    var bytes = Array((open + "<item><guid>1</guid><title>Bef").utf8)
    bytes += [0] + Array("ore</title></item>\n<item><guid>2</guid></item>".utf8)
    bytes += Array("</channel></rss>".utf8)
    let parsed = try parse(bytes)
    #expect(parsed.entries.map(\.id) == ["1", "2"])
    #expect(parsed.entries.first?.title == "Before")
    #expect(
      parsed.warnings == [
        "Removed 1 character that XML does not allow (NUL or another control character), the "
          + "first at line 1"
      ])
  }

  @Test func forbiddenCharacterReferencesBecomeReplacementCharacters() throws {
    let parsed = try parse(
      Array(rss("<item><guid>1</guid><title>a&#0;b&#x1F;c</title></item>").utf8))
    #expect(parsed.entries.first?.title == "a\u{FFFD}b\u{FFFD}c")
    #expect(
      parsed.warnings == [
        "Replaced 2 character references that XML does not allow (like &#0;) with U+FFFD"
      ])
  }

  @Test func removedCharactersCannotSmuggleADoctypeIn() throws {
    // Found by fuzzing: `<!DOCTY` NULs `PE` became a DOCTYPE once the NULs were gone, and its
    // entity declarations made libxml2 build (and leak) a document of its own.
    var bytes = Array("<?xml version=\"1.0\"?>\n<!DOCTY".utf8) + [0, 0, 0]
    bytes += Array("PE r [<!ENTITY e \"boom\">]>".utf8)
    bytes += Array(rss("<item><guid>1</guid><title>&e;</title></item>").utf8)
    let parsed = try parse(bytes)
    #expect(parsed.entries.first?.title == "&e;")
    #expect(
      parsed.warnings.contains(
        "Ignored a DOCTYPE with entity declarations (entities are never expanded)"))
  }
}
