import FeedCore
import Foundation
import Testing

/// The bytes that crashed the feed parser, given to OPML import (issue 17), and OPML's encodings.
@Suite struct OPMLFindingsTests {
  func opml(_ body: [UInt8]) -> Data {
    Data(Array("<opml version=\"2.0\"><body>".utf8) + body + Array("</body></opml>".utf8))
  }

  @Test func invalidUTF8InNamesIsNotFatal() throws {
    #expect(throws: OPMLError.notOPML("the document is not <opml>")) {
      try OPML.parse(Data([0x3C, 0xFF, 0xFF, 0xFF, 0xFF, 0x2F, 0x3E]))
    }
    let data = opml(
      Array("<out".utf8) + [0xE4] + Array("line/><outline xmlUrl=\"https://a.example/f\" t".utf8)
        + [0xE4] + Array("=\"x\"/>".utf8))
    #expect(try OPML.parse(data).map(\.url.absoluteString) == ["https://a.example/f"])
  }

  @Test func emptyProcessingInstructionIsNotFatal() throws {
    #expect(throws: OPMLError.self) { try OPML.parse(Data("<?m?>".utf8)) }
    let data = opml(Array("<?m?><outline xmlUrl=\"https://a.example/f\"/>".utf8))
    #expect(try OPML.parse(data).count == 1)
  }

  @Test func deepNestingIsNotFatal() throws {
    let deep = String(repeating: "<outline>", count: 48_000)
    let data = opml(Array("<outline xmlUrl=\"https://a.example/f\"/>\(deep)".utf8))
    #expect(try OPML.parse(data).map(\.url.absoluteString) == ["https://a.example/f"])
  }

  @Test func binaryIsNamed() {
    #expect(throws: OPMLError.notOPML("it is binary data")) {
      try OPML.parse(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]))
    }
  }

  @Test func utf16OPMLIsRead() throws {
    let text =
      "<opml><body><outline title=\"Café & co\" xmlUrl=\"https://a.example/f?a=1&amp;b=2\"/></body></opml>"
    let outlines = try OPML.parse(Data(EncodedText.utf16(text, bigEndian: true, mark: true)))
    #expect(outlines.first?.url.absoluteString == "https://a.example/f?a=1&b=2")
    #expect(outlines.first?.title == "Café & co")
  }
}
