/// A tokenizer over the tags of an HTML page's head, enough to read `<link>` and `<base>`
/// without a full HTML parser.
///
/// Careful where it matters and linear everywhere: comments, doctypes and processing
/// instructions are skipped whole; `<script>`, `<style>`, `<title>`, `<textarea>` and
/// `<noscript>` are skipped to their end tag, so a `<link>` written inside a script is not read;
/// attribute values may be double-, single- or unquoted (and may hold `>`); names are
/// case-insensitive. Each byte is looked at a bounded number of times, so hostile input (a huge
/// attribute, an unterminated tag, 100,000 links) costs time in proportion to its size, and
/// only values shorter than ``maxValueLength`` are kept.
struct HTMLTagScanner {
  /// One start tag: its lowercased name and the attributes kept (first of each name wins).
  struct Tag {
    var name: String
    var attributes: [String: String]
  }

  /// Attribute values longer than this (in bytes) are dropped: no real href or title is near it.
  static let maxValueLength = 8 << 10
  /// Tags and attribute names longer than this are read but not kept.
  private static let maxNameLength = 32

  private let bytes: [UInt8]
  private var index = 0
  /// The tags whose attributes are worth keeping; every other tag is skipped over cheaply.
  private let interesting: Set<String>
  /// Whether an `<html>`, `<head>` or `<body>` tag or an HTML doctype was seen.
  private(set) var sawHTML = false

  init(_ bytes: [UInt8], keepingAttributesOf interesting: Set<String>) {
    self.bytes = bytes
    self.interesting = interesting
  }

  /// The next start tag in the head, or nil at the head's end (`</head>`, `<body>`) or the
  /// input's end. A tag the input cuts short is not returned.
  mutating func nextTag() -> Tag? {
    while let open = find(lt, from: index) {
      index = open + 1
      guard index < bytes.count else { return nil }
      let next = bytes[index]
      if next == bang || next == question {
        skipMarkupDeclaration()
      } else if next == slash {
        index += 1
        let name = readName()
        skipPast(gt)
        if name == "head" { return nil }
      } else if Self.isLetter(next) {
        let name = readName()
        guard let attributes = readAttributes(keep: interesting.contains(name)) else { return nil }
        if name == "html" || name == "head" { sawHTML = true }
        if name == "body" {
          sawHTML = true
          return nil
        }
        if Self.rawTextElements.contains(name) { skipRawText(until: name) }
        return Tag(name: name, attributes: attributes)
      }
      // Any other `<` is text.
    }
    index = bytes.count
    return nil
  }

  /// Elements whose content is not markup: their text may hold `<link` without being one.
  private static let rawTextElements: Set<String> = [
    "script", "style", "title", "textarea", "noscript", "template", "xmp",
  ]

  private let lt = UInt8(ascii: "<")
  private let gt = UInt8(ascii: ">")
  private let slash = UInt8(ascii: "/")
  private let bang = UInt8(ascii: "!")
  private let question = UInt8(ascii: "?")
  private let equals = UInt8(ascii: "=")
  private let dash = UInt8(ascii: "-")

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
  }

  private func find(_ byte: UInt8, from start: Int) -> Int? {
    var position = start
    while position < bytes.count {
      if bytes[position] == byte { return position }
      position += 1
    }
    return nil
  }

  private mutating func skipPast(_ byte: UInt8) {
    index = find(byte, from: index).map { $0 + 1 } ?? bytes.count
  }

  /// `<!-- … -->`, `<!DOCTYPE …>`, `<![CDATA[…]]>` treated as a bogus comment, `<? … >`.
  private mutating func skipMarkupDeclaration() {
    if index + 2 < bytes.count, bytes[index] == bang, bytes[index + 1] == dash,
      bytes[index + 2] == dash
    {
      index += 3
      while index + 2 < bytes.count {
        if bytes[index] == dash, bytes[index + 1] == dash, bytes[index + 2] == gt {
          index += 3
          return
        }
        index += 1
      }
      index = bytes.count
      return
    }
    let start = index + 1
    skipPast(gt)
    if !sawHTML, start + 7 <= bytes.count,
      String(decoding: bytes[start..<start + 7], as: UTF8.self).lowercased() == "doctype"
    {
      sawHTML = true
    }
  }

  /// A tag or attribute name, lowercased; long names are consumed but cut to a bounded prefix.
  private mutating func readName() -> String {
    var name: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      if Self.isSpace(byte) || byte == slash || byte == gt || byte == equals { break }
      if name.count < Self.maxNameLength {
        name.append(Self.isLetter(byte) ? byte | 0x20 : byte)
      }
      index += 1
    }
    return String(decoding: name, as: UTF8.self)
  }

  /// The attributes up to and past the tag's `>`; nil when the input ends first.
  private mutating func readAttributes(keep: Bool) -> [String: String]? {
    var attributes: [String: String] = [:]
    while true {
      while index < bytes.count, Self.isSpace(bytes[index]) || bytes[index] == slash {
        index += 1
      }
      guard index < bytes.count else { return nil }
      if bytes[index] == gt {
        index += 1
        return attributes
      }
      let nameStart = index
      var name = readName()
      if index == nameStart {
        // A lone `=` where a name belongs: HTML reads it as the start of a name.
        index += 1
        name = "="
      }
      while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
      var value: ArraySlice<UInt8>? = nil
      if index < bytes.count, bytes[index] == equals {
        index += 1
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
        guard let read = readValue() else { return nil }
        value = read
      }
      let kept = value ?? []
      if keep, attributes[name] == nil, kept.count <= Self.maxValueLength {
        attributes[name] = HTMLAttributeText.decode(kept)
      }
    }
  }

  /// A quoted or unquoted value (without its quotes); nil when the input ends inside quotes.
  private mutating func readValue() -> ArraySlice<UInt8>? {
    guard index < bytes.count else { return nil }
    let quote = bytes[index]
    if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
      guard let end = find(quote, from: index + 1) else {
        index = bytes.count
        return nil
      }
      defer { index = end + 1 }
      return bytes[(index + 1)..<end]
    }
    let start = index
    while index < bytes.count, !Self.isSpace(bytes[index]), bytes[index] != gt { index += 1 }
    return bytes[start..<index]
  }

  /// Skips a raw-text element's content to just past its `</name…>`, or to the end.
  private mutating func skipRawText(until name: String) {
    let target = Array(name.utf8)
    while let open = find(lt, from: index) {
      index = open + 1
      guard index + 1 + target.count < bytes.count, bytes[index] == slash else { continue }
      let candidate = bytes[(index + 1)..<(index + 1 + target.count)]
      let follower = bytes[index + 1 + target.count]
      if zip(candidate, target).allSatisfy({ ($0 | 0x20) == $1 }),
        Self.isSpace(follower) || follower == gt || follower == slash
      {
        skipPast(gt)
        return
      }
    }
    index = bytes.count
  }
}
