/// Decodes an HTML attribute value's character references, as a browser reads an href or a
/// title: `&amp;`, `&#38;`, `&#x26;` and the named ones, plus the legacy `&amp` without its
/// semicolon (but not before `=` or a letter, where HTML keeps it as written: `?a=1&copy=2`).
enum HTMLAttributeText {
  /// The value's text with references decoded; bytes that are not UTF-8 become U+FFFD.
  static func decode(_ value: ArraySlice<UInt8>) -> String {
    let amp = UInt8(ascii: "&")
    guard value.contains(amp) else { return String(decoding: value, as: UTF8.self) }
    let bytes = Array(value)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      guard bytes[index] == amp else {
        output.append(bytes[index])
        index += 1
        continue
      }
      if let (scalar, next) = PlainText.entity(bytes, from: index) {
        output.append(contentsOf: String(Character(scalar)).utf8)
        index = next
      } else if let (byte, next) = legacyReference(bytes, from: index) {
        output.append(byte)
        index = next
      } else {
        output.append(amp)
        index += 1
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// `&amp`, `&lt`, `&gt`, `&quot` without a semicolon, when what follows cannot continue a name.
  private static func legacyReference(_ bytes: [UInt8], from start: Int) -> (UInt8, Int)? {
    for (name, byte) in legacy {
      let end = start + 1 + name.count
      guard end <= bytes.count, Array(bytes[(start + 1)..<end]) == name else { continue }
      if end < bytes.count {
        let next = bytes[end]
        let isNameByte =
          (next | 0x20) >= UInt8(ascii: "a") && (next | 0x20) <= UInt8(ascii: "z")
          || (next >= 0x30 && next <= 0x39)
        if isNameByte || next == UInt8(ascii: "=") { return nil }
      }
      return (byte, end)
    }
    return nil
  }

  private static let legacy: [([UInt8], UInt8)] = [
    (Array("amp".utf8), UInt8(ascii: "&")), (Array("lt".utf8), UInt8(ascii: "<")),
    (Array("gt".utf8), UInt8(ascii: ">")), (Array("quot".utf8), UInt8(ascii: "\"")),
  ]
}
