import Foundation

/// Tells a JSON document from an XML one by its first significant byte.
enum JSONFeedText {
  /// The document's bytes without a UTF-8 byte order mark when it starts (after blanks) with
  /// `{`; nil for anything else, which goes to the XML path.
  static func bytes(of data: Data) -> [UInt8]? {
    var start = data.startIndex
    if data.starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
    guard
      let first = data[start...].firstIndex(where: { !isBlank($0) }),
      data[first] == UInt8(ascii: "{")
    else { return nil }
    return Array(data[first...])
  }

  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
