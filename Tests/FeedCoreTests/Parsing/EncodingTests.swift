import FeedCore
import Foundation
import Testing

/// One test per encoding XML allows: the byte-order mark, the layout of the first bytes or the
/// declaration decides, and the title comes out exactly.
@Suite struct EncodingTests {
  static let title = "Snow ☃ & “ice” — café"

  func document(declaring encoding: String?) -> String {
    let declaration = encoding.map { "<?xml version=\"1.0\" encoding=\"\($0)\"?>\n" } ?? ""
    return declaration
      + "<rss version=\"2.0\"><channel><title>Snow ☃ &amp; “ice” — café</title></channel></rss>"
  }

  func title(_ bytes: [UInt8]) throws -> String? {
    try FeedParser().parse(Data(bytes)).feed.title
  }

  func legacy(_ encoding: String, title: [UInt8]) -> [UInt8] {
    Array("<?xml version=\"1.0\" encoding=\"\(encoding)\"?>\n<rss><channel><title>".utf8) + title
      + Array(" &amp; co</title></channel></rss>".utf8)
  }

  @Test func utf8() throws {
    #expect(try title(Array(document(declaring: nil).utf8)) == Self.title)
    #expect(try title(Array(document(declaring: "utf-8").utf8)) == Self.title)
  }

  @Test func utf8WithByteOrderMark() throws {
    #expect(try title([0xEF, 0xBB, 0xBF] + Array(document(declaring: "UTF-8").utf8)) == Self.title)
  }

  @Test(arguments: [false, true]) func utf16LittleEndian(mark: Bool) throws {
    let bytes = EncodedText.utf16(document(declaring: "UTF-16"), bigEndian: false, mark: mark)
    #expect(try title(bytes) == Self.title)
  }

  @Test(arguments: [false, true]) func utf16BigEndian(mark: Bool) throws {
    let bytes = EncodedText.utf16(document(declaring: "UTF-16"), bigEndian: true, mark: mark)
    #expect(try title(bytes) == Self.title)
  }

  @Test func utf16WithoutDeclaration() throws {
    #expect(try title(EncodedText.utf16(document(declaring: nil), bigEndian: false)) == Self.title)
  }

  @Test(arguments: [false, true]) func utf32WithByteOrderMark(bigEndian: Bool) throws {
    let bytes = EncodedText.utf32(document(declaring: "UTF-32"), bigEndian: bigEndian)
    #expect(try title(bytes) == Self.title)
  }

  @Test func iso8859_1() throws {
    // Latin-1 labels are read as windows-1252, as browsers do: 0x93/0x94 are curly quotes.
    let bytes = legacy("ISO-8859-1", title: Array("caf".utf8) + [0xE9, 0x20, 0x93, 0x78, 0x94])
    #expect(try title(bytes) == "café “x” & co")
  }

  @Test func windows1252() throws {
    let bytes = legacy("windows-1252", title: [0x80, 0x20, 0x97, 0x20, 0xFC])
    #expect(try title(bytes) == "€ — ü & co")
  }

  @Test func iso8859_15() throws {
    #expect(try title(legacy("ISO-8859-15", title: [0xA4, 0x20, 0xBD])) == "€ œ & co")
  }

  @Test func koi8r() throws {
    #expect(
      try title(legacy("KOI8-R", title: [0xF0, 0xD2, 0xC9, 0xD7, 0xC5, 0xD4])) == "Привет & co")
  }

  @Test func shiftJIS() throws {
    #expect(try title(legacy("Shift_JIS", title: [0x93, 0xFA, 0x96, 0x7B])) == "日本 & co")
  }

  @Test func ucs2LabelOnUTF8BytesIsReadAsUTF8() throws {
    #expect(try title(Array(document(declaring: "UTF-16").utf8)) == Self.title)
  }

  @Test func unknownEncodingIsReadAsUTF8WithAWarning() throws {
    let parsed = try FeedParser().parse(Data(document(declaring: "x-no-such-charset").utf8))
    #expect(parsed.feed.title == Self.title)
    #expect(
      parsed.warnings == [
        "The feed declares the unknown encoding “x-no-such-charset”; read it as UTF-8"
      ])
  }

  @Test func bytesALegacyEncodingLacksBecomeReplacementCharacters() throws {
    // 0x81 is undefined in windows-1252.
    let parsed = try FeedParser().parse(Data(legacy("windows-1252", title: [0x41, 0x81, 0x42])))
    #expect(parsed.feed.title == "A\u{FFFD}B & co")
    #expect(parsed.warnings == ["Replaced 1 byte that is not valid windows-1252 with U+FFFD"])
  }
}
