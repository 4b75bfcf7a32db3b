/// Splits HTML into text, start tags and end tags for ``HTMLSanitizer``; comments, doctypes and
/// processing instructions are skipped. Each byte is read a bounded number of times.
struct HTMLTokenizer {
  /// One piece of the document.
  enum Token {
    /// Text between tags, entities still encoded.
    case text(ArraySlice<UInt8>)
    /// A start tag: its lowercased name, attributes (lowercased names, raw values) and whether
    /// it ends with `/>`.
    case start(String, [(String, ArraySlice<UInt8>)], selfClosing: Bool)
    /// An end tag's lowercased name.
    case end(String)
  }

  /// Attribute values longer than this are dropped; no real URL or title is near it.
  static let maxValueLength = 16 << 10
  private static let maxNameLength = 32

  private let bytes: [UInt8]
  private var index = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The next token, or nil at the end (a tag the input cuts short is dropped).
  mutating func next() -> Token? {
    while index < bytes.count {
      guard bytes[index] == lt else {
        let start = index
        index = bytes[index...].firstIndex(of: lt) ?? bytes.count
        return .text(bytes[start..<index])
      }
      let start = index
      index += 1
      guard index < bytes.count else { return .text(bytes[start..<index]) }
      switch bytes[index] {
      case UInt8(ascii: "!"), UInt8(ascii: "?"):
        skipMarkupDeclaration()
      case UInt8(ascii: "/"):
        index += 1
        guard index < bytes.count, Self.isLetter(bytes[index]) else {
          skipPast(gt)
          continue
        }
        let name = readName()
        skipPast(gt)
        return .end(name)
      case let byte where Self.isLetter(byte):
        let name = readName()
        guard let (attributes, selfClosing) = readAttributes() else { return nil }
        return .start(name, attributes, selfClosing: selfClosing)
      default:
        // A `<` that starts no tag is text.
        return .text(bytes[start..<index])
      }
    }
    return nil
  }

  /// Skips past the end tag of `name` (for elements dropped with their content).
  mutating func skipContent(of name: String) {
    let target = Array(name.utf8)
    while let open = bytes[index...].firstIndex(of: lt) {
      index = open + 1
      guard index + target.count < bytes.count, bytes[index] == UInt8(ascii: "/") else {
        continue
      }
      let nameStart = index + 1
      let candidate = bytes[nameStart..<min(nameStart + target.count, bytes.count)]
      guard candidate.count == target.count,
        zip(candidate, target).allSatisfy({ Self.lower($0) == $1 })
      else { continue }
      let after = nameStart + target.count
      if after < bytes.count, Self.isNameByte(bytes[after]) { continue }
      index = after
      skipPast(gt)
      return
    }
    index = bytes.count
  }

  private mutating func readName() -> String {
    let start = index
    while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
    let name = bytes[start..<min(index, start + Self.maxNameLength)].map(Self.lower)
    return String(decoding: name, as: UTF8.self)
  }

  /// The attributes up to the tag's `>`, or nil when the input ends first.
  private mutating func readAttributes() -> ([(String, ArraySlice<UInt8>)], Bool)? {
    var attributes: [(String, ArraySlice<UInt8>)] = []
    var selfClosing = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte == gt {
        index += 1
        return (attributes, selfClosing)
      }
      if Self.isSpace(byte) || byte == UInt8(ascii: "/") {
        selfClosing = byte == UInt8(ascii: "/")
        index += 1
        continue
      }
      selfClosing = false
      let nameStart = index
      while index < bytes.count, !Self.isSpace(bytes[index]), bytes[index] != gt,
        bytes[index] != UInt8(ascii: "="), bytes[index] != UInt8(ascii: "/")
      {
        index += 1
      }
      let name = String(
        decoding: bytes[nameStart..<min(index, nameStart + Self.maxNameLength)].map(Self.lower),
        as: UTF8.self)
      while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
      var value: ArraySlice<UInt8> = []
      if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
        index += 1
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
        guard let read = readValue() else { return nil }
        value = read
      }
      if index == nameStart { index += 1 }
      if value.count <= Self.maxValueLength { attributes.append((name, value)) }
    }
    return nil
  }

  private mutating func readValue() -> ArraySlice<UInt8>? {
    guard index < bytes.count else { return nil }
    let quote = bytes[index]
    if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
      guard let end = bytes[(index + 1)...].firstIndex(of: quote) else { return nil }
      defer { index = end + 1 }
      return bytes[(index + 1)..<end]
    }
    let start = index
    while index < bytes.count, !Self.isSpace(bytes[index]), bytes[index] != gt { index += 1 }
    return bytes[start..<index]
  }

  private mutating func skipMarkupDeclaration() {
    if bytes[index...].starts(with: "!--".utf8) {
      var search = index + 3
      while let dash = bytes[search...].firstIndex(of: UInt8(ascii: "-")) {
        if bytes[dash...].starts(with: "-->".utf8) {
          index = dash + 3
          return
        }
        search = dash + 1
      }
      index = bytes.count
    } else {
      skipPast(gt)
    }
  }

  private mutating func skipPast(_ byte: UInt8) {
    index = (bytes[index...].firstIndex(of: byte) ?? (bytes.count - 1)) + 1
  }

  private let lt = UInt8(ascii: "<")
  private let gt = UInt8(ascii: ">")

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
  }
  private static func isNameByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: ":")
  }
  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
  }
  private static func lower(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
  }
}
