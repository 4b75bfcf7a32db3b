/// Test documents in the encodings XML allows, written byte by byte (no Foundation encoder).
enum EncodedText {
  /// `text` in UTF-16, optionally with a byte-order mark.
  static func utf16(_ text: String, bigEndian: Bool, mark: Bool = false) -> [UInt8] {
    var bytes: [UInt8] = mark ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
    for unit in text.utf16 {
      let high = UInt8(unit >> 8)
      let low = UInt8(unit & 0xFF)
      bytes += bigEndian ? [high, low] : [low, high]
    }
    return bytes
  }

  /// `text` in UTF-32 with a byte-order mark.
  static func utf32(_ text: String, bigEndian: Bool) -> [UInt8] {
    var bytes: [UInt8] = []
    for scalar in ("\u{FEFF}" + text).unicodeScalars {
      let value = scalar.value
      let big = [
        UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF),
        UInt8(value & 0xFF),
      ]
      bytes += bigEndian ? big : big.reversed()
    }
    return bytes
  }
}
