import Foundation

/// Repairs and defuses raw feed bytes before XMLParser sees them.
///
/// - A DOCTYPE is removed: feeds never need one, and its entity declarations are how
///   "billion laughs" and external-entity attacks get in.
/// - HTML entities that XML does not predefine (`&nbsp;`, very common) become numeric references,
///   and a bare `&` becomes `&amp;`; otherwise libxml2 stops at the first one.
enum XMLSanitizer {
  /// The repaired bytes, and warnings about what was removed.
  static func sanitize(_ data: Data) -> (Data, [String]) {
    var warnings: [String] = []
    var bytes = [UInt8](data)
    if let range = doctypeRange(bytes) {
      if containsEntityDeclaration(bytes[range]) {
        warnings.append("Ignored a DOCTYPE with entity declarations (entities are never expanded)")
      }
      bytes.removeSubrange(range)
    }
    if let repaired = repairEntities(bytes) { bytes = repaired }
    return (Data(bytes), warnings)
  }

  private static let lt = UInt8(ascii: "<")
  private static let gt = UInt8(ascii: ">")
  private static let amp = UInt8(ascii: "&")
  private static let semicolon = UInt8(ascii: ";")

  /// The byte range of a `<!DOCTYPE …>` (internal subset included) before the root element.
  private static func doctypeRange(_ bytes: [UInt8]) -> Range<Int>? {
    let marker = Array("<!DOCTYPE".utf8)
    var index = 0
    let limit = min(bytes.count, 4096)
    while index + marker.count <= limit {
      if bytes[index] == lt {
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        // Past the prolog (a real element starts): there is no DOCTYPE.
        if next != UInt8(ascii: "?") && next != UInt8(ascii: "!") { return nil }
        if matchesIgnoringCase(bytes, at: index, marker) {
          return index..<doctypeEnd(bytes, from: index + marker.count)
        }
      }
      index += 1
    }
    return nil
  }

  /// One past the `>` that closes a DOCTYPE, skipping a bracketed internal subset.
  private static func doctypeEnd(_ bytes: [UInt8], from start: Int) -> Int {
    var depth = 0
    var quote: UInt8 = 0
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if quote != 0 {
        if byte == quote { quote = 0 }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: "[") {
        depth += 1
      } else if byte == UInt8(ascii: "]") {
        depth -= 1
      } else if byte == gt && depth <= 0 {
        return index + 1
      }
      index += 1
    }
    return bytes.count
  }

  private static func containsEntityDeclaration(_ bytes: ArraySlice<UInt8>) -> Bool {
    let marker = Array("<!ENTITY".utf8)
    let array = Array(bytes)
    guard array.count >= marker.count else { return false }
    for index in 0...(array.count - marker.count)
    where matchesIgnoringCase(array, at: index, marker) {
      return true
    }
    return false
  }

  private static func matchesIgnoringCase(_ bytes: [UInt8], at index: Int, _ marker: [UInt8])
    -> Bool
  {
    guard index + marker.count <= bytes.count else { return false }
    for offset in 0..<marker.count where bytes[index + offset] & 0xDF != marker[offset] & 0xDF {
      return false
    }
    return true
  }

  /// The bytes with every `&` made valid XML, or nil when nothing needed repair (the fast path).
  private static func repairEntities(_ bytes: [UInt8]) -> [UInt8]? {
    var output: [UInt8]?
    var copied = 0
    var index = 0
    let cdataOpen = Array("<![CDATA[".utf8)
    while index < bytes.count {
      let byte = bytes[index]
      if byte == lt, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "!"),
        matchesIgnoringCase(bytes, at: index, cdataOpen)
      {
        index = cdataEnd(bytes, from: index + cdataOpen.count)
        continue
      }
      guard byte == amp else {
        index += 1
        continue
      }
      let replacement = entityReplacement(bytes, at: index)
      if let (text, length) = replacement {
        if output == nil {
          output = [UInt8]()
          output?.reserveCapacity(bytes.count + 64)
        }
        output?.append(contentsOf: bytes[copied..<index])
        output?.append(contentsOf: text)
        copied = index + length
        index += length
      } else {
        index += 1
      }
    }
    guard var result = output else { return nil }
    result.append(contentsOf: bytes[copied...])
    return result
  }

  private static func cdataEnd(_ bytes: [UInt8], from start: Int) -> Int {
    var index = start
    while index + 2 < bytes.count {
      if bytes[index] == UInt8(ascii: "]") && bytes[index + 1] == UInt8(ascii: "]")
        && bytes[index + 2] == gt
      {
        return index + 3
      }
      index += 1
    }
    return bytes.count
  }

  /// What to write instead of the `&…` at `index` (and how many bytes it replaces), or nil to keep.
  private static func entityReplacement(_ bytes: [UInt8], at index: Int) -> ([UInt8], Int)? {
    var end = index + 1
    while end < bytes.count, end - index <= 32, isNameByte(bytes[end]) { end += 1 }
    guard end < bytes.count, bytes[end] == semicolon, end > index + 1 else {
      return (Array("&amp;".utf8), 1)  // A bare ampersand.
    }
    let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
    if name.hasPrefix("#") || HTMLEntities.isXMLPredefined(Substring(name)) { return nil }
    if let value = HTMLEntities.scalar(named: Substring(name)) {
      return (Array("&#\(value);".utf8), end + 1 - index)
    }
    return (Array("&amp;".utf8), 1)  // Unknown or DTD-declared: kept as literal text.
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
      || (byte >= 0x30 && byte <= 0x39)
      || byte == UInt8(ascii: "#")
  }
}
