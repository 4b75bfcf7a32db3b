/// Turns feed HTML (or text) into plain text for display: no tag or entity survives, so nothing
/// a feed writes can be interpreted as markup later.
///
/// Works on UTF-8 bytes: everything it looks for (tags, entities, whitespace) is ASCII, and the
/// byte loop is several times faster than walking Unicode scalars (see
/// `overshoot-benchmarks cores parse`).
public enum PlainText {
  /// Strips tags (dropping scripts, styles and comments), decodes entities, collapses whitespace.
  public static func fromHTML(_ html: String) -> String {
    let bytes = Array(html.utf8)
    guard bytes.contains(where: { $0 == lt || $0 == amp }) else {
      return collapse(bytes)
    }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == lt, let end = tagEnd(bytes, from: index) {
        let name = tagName(bytes, from: index + 1)
        if name == "script" || name == "style" {
          index = closingTagEnd(bytes, name: name, from: end)
        } else {
          index = end
        }
        if blockTags.contains(name) { output.append(space) }
        continue
      }
      if byte == amp, let (scalar, next) = entity(bytes, from: index) {
        output.append(contentsOf: String(Character(scalar)).utf8)
        index = next
        continue
      }
      output.append(byte)
      index += 1
    }
    return collapse(output)
  }

  /// Collapses whitespace and control characters to single spaces and trims; for plain text.
  public static func collapsingWhitespace(_ text: String) -> String {
    collapse(Array(text.utf8))
  }

  private static let lt = UInt8(ascii: "<")
  private static let gt = UInt8(ascii: ">")
  private static let amp = UInt8(ascii: "&")
  private static let space = UInt8(ascii: " ")

  /// UTF-8 bytes with runs of whitespace, controls and no-break spaces made one space, trimmed.
  /// Collapsed in place (the output is never longer than what is left to read), so a long text
  /// costs one buffer, not two.
  private static func collapse(_ input: [UInt8]) -> String {
    var bytes = input
    var written = 0
    var pendingSpace = false
    var index = 0
    bytes.withUnsafeMutableBufferPointer { buffer in
      while index < buffer.count {
        let byte = buffer[index]
        if byte <= 0x20 || byte == 0x7F {
          pendingSpace = written > 0
          index += 1
          continue
        }
        if byte == 0xC2, index + 1 < buffer.count, buffer[index + 1] == 0xA0 {  // U+00A0
          pendingSpace = written > 0
          index += 2
          continue
        }
        if pendingSpace {
          buffer[written] = space
          written += 1
          pendingSpace = false
        }
        buffer[written] = byte
        written += 1
        index += 1
      }
    }
    return String(decoding: bytes[..<written], as: UTF8.self)
  }

  private static let blockTags: Set<String> = [
    "br", "p", "/p", "div", "/div", "li", "/li", "ul", "/ul", "ol", "/ol", "tr", "/tr", "td",
    "/td", "th", "h1", "/h1", "h2", "/h2", "h3", "/h3", "h4", "/h4", "h5", "/h5", "h6", "/h6",
    "blockquote", "/blockquote", "hr", "pre", "/pre", "img", "table", "/table",
  ]

  private static func isEntityNameByte(_ byte: UInt8) -> Bool {
    isASCIILetter(byte) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "#")
  }

  private static func isASCIILetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  /// Where a tag that starts at `start` ends (one past `>`), or nil when `<` is just a character.
  private static func tagEnd(_ s: [UInt8], from start: Int) -> Int? {
    guard start + 1 < s.count else { return nil }
    let next = s[start + 1]
    guard
      isASCIILetter(next) || next == UInt8(ascii: "/") || next == UInt8(ascii: "!")
        || next == UInt8(ascii: "?")
    else { return nil }
    let dash = UInt8(ascii: "-")
    if next == UInt8(ascii: "!"), start + 3 < s.count, s[start + 2] == dash, s[start + 3] == dash {
      var index = start + 4
      while index + 2 < s.count {
        if s[index] == dash && s[index + 1] == dash && s[index + 2] == gt { return index + 3 }
        index += 1
      }
      return s.count
    }
    var quote: UInt8 = 0
    var index = start + 1
    while index < s.count {
      let c = s[index]
      if quote != 0 {
        if c == quote { quote = 0 }
      } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
        quote = c
      } else if c == gt {
        return index + 1
      }
      index += 1
    }
    return s.count  // An unclosed tag swallows the rest, as browsers do.
  }

  /// The lowercased tag name after `<`, keeping a leading `/` for closing tags.
  private static func tagName(_ s: [UInt8], from start: Int) -> String {
    var name: [UInt8] = []
    var index = start
    if index < s.count, s[index] == UInt8(ascii: "/") {
      name.append(s[index])
      index += 1
    }
    while index < s.count, name.count < 16,
      isASCIILetter(s[index]) || (s[index] >= 0x30 && s[index] <= 0x39)
    {
      name.append(s[index] | (isASCIILetter(s[index]) ? 0x20 : 0))
      index += 1
    }
    return String(decoding: name, as: UTF8.self)
  }

  /// One past the `</name…>` that closes a script or style element, or the end.
  private static func closingTagEnd(_ s: [UInt8], name: String, from start: Int) -> Int {
    var index = start
    while index < s.count {
      if s[index] == lt, tagName(s, from: index + 1) == "/" + name {
        return tagEnd(s, from: index) ?? s.count
      }
      index += 1
    }
    return s.count
  }

  /// The character an entity at `start` stands for and the index after it; nil if not an entity.
  static func entity(_ s: [UInt8], from start: Int) -> (Unicode.Scalar, Int)? {
    var index = start + 1
    // Entity names are letters and digits (and `#`); stopping at anything else keeps a text of
    // many bare `&` linear.
    while index < s.count, index - start <= 32, isEntityNameByte(s[index]) { index += 1 }
    guard index < s.count, s[index] == UInt8(ascii: ";"), index > start + 1 else { return nil }
    let name = s[(start + 1)..<index]
    let value: UInt32?
    if name.first == UInt8(ascii: "#") {
      let digits = name.dropFirst()
      if let x = digits.first, x | 0x20 == UInt8(ascii: "x") {
        value = UInt32(String(decoding: digits.dropFirst(), as: UTF8.self), radix: 16)
      } else {
        value = UInt32(String(decoding: digits, as: UTF8.self))
      }
    } else {
      value = HTMLEntities.scalar(named: Substring(String(decoding: name, as: UTF8.self)))
    }
    guard let value, value != 0, let scalar = Unicode.Scalar(value) else { return nil }
    return (scalar, index + 1)
  }
}
