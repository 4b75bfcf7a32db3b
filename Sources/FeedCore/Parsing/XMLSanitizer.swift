/// Repairs and defuses a document (already UTF-8, see ``XMLTextDecoder``) before libxml2 sees
/// it, in one pass:
///
/// - A DOCTYPE is removed: feeds never need one, and its entity declarations are how
///   "billion laughs" and external-entity attacks get in.
/// - HTML entities that XML does not predefine (`&nbsp;`, very common) become numeric references,
///   and a bare `&` becomes `&amp;`; otherwise libxml2 stops at the first one.
/// - Characters XML forbids (NUL and the other C0 controls, U+FFFE, U+FFFF) are removed with a
///   warning naming the first one's line; libxml2 would stop there and lose the rest. This runs
///   first, on its own, so what the removal joins up (`<!DOC\0TYPE`) is still seen as markup.
/// - An element with more than ``maxAttributes`` attributes is refused before libxml2 reads it:
///   libxml2's duplicate-attribute check is quadratic in their number. So is a document with
///   more than ``maxNamespacesInScope`` namespace declarations in scope at once.
enum XMLSanitizer {
  /// The repaired bytes, warnings about what was changed, and why the document was refused.
  struct Result {
    var bytes: [UInt8]
    var warnings: [String]
    var failure: String?
  }

  /// The most attributes one element may have; real feeds use a handful.
  static let maxAttributes = 256
  /// The most namespace declarations in scope at once; real feeds declare a dozen at the root.
  static let maxNamespacesInScope = 128

  /// `input` repaired, or the reason it is refused.
  static func sanitize(_ input: [UInt8]) -> Result {
    let (allowed, removed, firstLine) = removingForbiddenCharacters(input)
    var scanner = SanitizingScanner(input: allowed)
    scanner.run()
    var result = scanner.result
    if removed > 0 {
      let noun = removed == 1 ? "character" : "characters"
      result.warnings.insert(
        "Removed \(removed) \(noun) that XML does not allow (NUL or another control character), "
          + "the first at line \(firstLine)", at: 0)
    }
    return result
  }

  /// `input` without the characters XML 1.0 forbids, how many there were, and the first's line.
  static func removingForbiddenCharacters(_ input: [UInt8]) -> ([UInt8], Int, Int) {
    var output: [UInt8]?
    var copied = 0
    var removed = 0
    var firstLine = 0
    var index = 0
    while index < input.count {
      let byte = input[index]
      var length = 0
      if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
        length = 1
      } else if byte == 0xEF, index + 2 < input.count, input[index + 1] == 0xBF,
        input[index + 2] == 0xBE || input[index + 2] == 0xBF
      {
        length = 3
      }
      guard length > 0 else {
        index += 1
        continue
      }
      if removed == 0 {
        firstLine = 1 + input[..<index].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        output = []
        output?.reserveCapacity(input.count)
      }
      removed += 1
      output?.append(contentsOf: input[copied..<index])
      index += length
      copied = index
    }
    guard var result = output else { return (input, 0, 0) }
    result.append(contentsOf: input[copied...])
    return (result, removed, firstLine)
  }
}

/// The single pass behind ``XMLSanitizer``; copies only once something needs changing.
private struct SanitizingScanner {
  let input: [UInt8]
  private var output: [UInt8]?
  private var copied = 0
  private var index = 0
  private var warnings: [String] = []
  private var failure: String?
  private var replacedReferences = 0
  private var sawElement = false
  /// Namespace declarations made by each open element, and their sum.
  private var openDeclarations: [Int] = []
  private var namespacesInScope = 0

  init(input: [UInt8]) {
    self.input = input
  }

  var result: XMLSanitizer.Result {
    var warnings = self.warnings
    if replacedReferences > 0 {
      warnings.append(
        "Replaced \(replacedReferences) character references that XML does not allow (like "
          + "&#0;) with U+FFFD")
    }
    guard var bytes = output else {
      return .init(bytes: input, warnings: warnings, failure: failure)
    }
    bytes.append(contentsOf: input[copied...])
    return .init(bytes: bytes, warnings: warnings, failure: failure)
  }

  mutating func run() {
    while index < input.count, failure == nil {
      let byte = input[index]
      if byte == lt {
        readMarkup()
      } else if byte == amp {
        repairEntity(at: index)
      } else {
        skipText()
      }
    }
  }

  private static let escapedAmpersand = Array("&amp;".utf8)
  private let lt = UInt8(ascii: "<")
  private let gt = UInt8(ascii: ">")
  private let amp = UInt8(ascii: "&")

  /// Plain bytes up to the next `<` or `&`.
  private mutating func skipText() {
    while index < input.count, input[index] != lt, input[index] != amp { index += 1 }
  }

  /// Writes `replacement` instead of the `length` bytes at `index`, and moves past them.
  private mutating func replace(_ length: Int, with replacement: [UInt8]) {
    if output == nil {
      output = []
      output?.reserveCapacity(input.count + 64)
    }
    output?.append(contentsOf: input[copied..<index])
    output?.append(contentsOf: replacement)
    index += length
    copied = index
  }

  private func matches(_ marker: StaticString, at position: Int, ignoringCase: Bool = false)
    -> Bool
  {
    let count = marker.utf8CodeUnitCount
    guard position + count <= input.count else { return false }
    let bytes = marker.utf8Start
    for offset in 0..<count {
      let actual = input[position + offset]
      let expected = bytes[offset]
      if ignoringCase ? actual & 0xDF != expected & 0xDF : actual != expected { return false }
    }
    return true
  }

  /// Something starting with `<`: a comment, CDATA, a processing instruction, a DOCTYPE or a tag.
  private mutating func readMarkup() {
    if matches("<!--", at: index) {
      skipVerbatim(until: "-->", from: index + 4)
    } else if matches("<![CDATA[", at: index) {
      skipVerbatim(until: "]]>", from: index + 9)
    } else if matches("<?", at: index) {
      skipVerbatim(until: "?>", from: index + 2)
    } else if !sawElement, matches("<!", at: index) {
      removeDeclaration()
    } else {
      readTag()
    }
  }

  /// Moves past `terminator`, leaving entities alone.
  private mutating func skipVerbatim(until terminator: StaticString, from start: Int) {
    index = start
    while index < input.count {
      if matches(terminator, at: index) {
        index += terminator.utf8CodeUnitCount
        return
      }
      index += 1
    }
  }

  /// A start or end tag: counts attributes (an `=` outside quotes) and repairs `&` in values.
  private mutating func readTag() {
    sawElement = sawElement || (index + 1 < input.count && input[index + 1] != UInt8(ascii: "!"))
    let start = index
    let isEndTag = index + 1 < input.count && input[index + 1] == UInt8(ascii: "/")
    var quote: UInt8 = 0
    var attributes = 0
    var declarations = 0
    index += 1
    while index < input.count {
      let byte = input[index]
      if byte == amp {
        repairEntity(at: index)
        continue
      }
      index += 1
      if quote != 0 {
        if byte == quote { quote = 0 }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: "=") {
        attributes += 1
        if attributes > XMLSanitizer.maxAttributes {
          failure =
            "an element has more than \(XMLSanitizer.maxAttributes) attributes at line "
            + "\(line(at: start))"
          return
        }
      } else if byte <= 0x20, matches("xmlns", at: index) {
        declarations += 1
      } else if byte == gt || byte == lt {
        if byte == lt {
          index -= 1  // Not a tag after all; the `<` starts the next one.
          return
        }
        let selfClosing = input[index - 2] == UInt8(ascii: "/")
        trackNamespaces(declarations, endTag: isEndTag, selfClosing: selfClosing, at: start)
        return
      }
    }
  }

  /// Counts the namespace declarations in scope. libxml2 looks a prefix up by walking every one in
  /// scope, so thousands of them (a few per element, nested deep) make each element slow.
  private mutating func trackNamespaces(
    _ declarations: Int, endTag: Bool, selfClosing: Bool, at start: Int
  ) {
    if endTag {
      namespacesInScope -= openDeclarations.popLast() ?? 0
      return
    }
    guard !selfClosing else { return }
    openDeclarations.append(declarations)
    namespacesInScope += declarations
    if namespacesInScope > XMLSanitizer.maxNamespacesInScope {
      failure =
        "more than \(XMLSanitizer.maxNamespacesInScope) namespaces are declared in scope at line "
        + "\(line(at: start))"
    }
  }

  /// Replaces a declaration before the root (`<!DOCTYPE …>`, bracketed internal subset included,
  /// or anything else starting `<!` that is not a comment or CDATA) with a space, which cannot
  /// join what is around it into new markup.
  private mutating func removeDeclaration() {
    var depth = 0
    var quote: UInt8 = 0
    var end = index + 2
    var declaresEntities = false
    while end < input.count {
      let byte = input[end]
      if quote != 0 {
        if byte == quote { quote = 0 }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: "[") {
        depth += 1
      } else if byte == UInt8(ascii: "]") {
        depth -= 1
      } else if byte == lt, matches("<!ENTITY", at: end, ignoringCase: true) {
        declaresEntities = true
      } else if byte == gt && depth <= 0 {
        end += 1
        break
      }
      end += 1
    }
    if declaresEntities {
      warnings.append("Ignored a DOCTYPE with entity declarations (entities are never expanded)")
    }
    replace(min(end, input.count) - index, with: [UInt8(ascii: " ")])
  }

  /// Makes the `&` at `position` valid XML, or leaves it when it already is.
  private mutating func repairEntity(at position: Int) {
    var end = position + 1
    while end < input.count, end - position <= 32, isNameByte(input[end]) { end += 1 }
    guard end < input.count, input[end] == UInt8(ascii: ";"), end > position + 1 else {
      replace(1, with: Self.escapedAmpersand)  // A bare ampersand.
      return
    }
    let name = String(decoding: input[(position + 1)..<end], as: UTF8.self)
    if name.hasPrefix("#") {
      repairCharacterReference(name.dropFirst(), length: end + 1 - position)
      return
    }
    if HTMLEntities.isXMLPredefined(Substring(name)) {
      index = end + 1
      return
    }
    if let value = HTMLEntities.scalar(named: Substring(name)) {
      replace(end + 1 - position, with: Array("&#\(value);".utf8))
      return
    }
    replace(1, with: Self.escapedAmpersand)  // Unknown or DTD-declared: kept as literal text.
  }

  /// `&#…;` stays when it names a character XML allows; one it forbids (`&#0;`) becomes U+FFFD
  /// (removing it could join the bytes around it into markup), and one that is not a number
  /// becomes literal text.
  private mutating func repairCharacterReference(_ digits: Substring, length: Int) {
    let isHex = digits.first == "x" || digits.first == "X"
    let number = isHex ? digits.dropFirst() : digits
    guard number.count <= 8, let value = UInt32(number, radix: isHex ? 16 : 10) else {
      replace(1, with: Self.escapedAmpersand)
      return
    }
    if Self.isXMLCharacter(value) {
      index += length
      return
    }
    replacedReferences += 1
    replace(length, with: [0xEF, 0xBF, 0xBD])
  }

  /// XML 1.0's Char production.
  private static func isXMLCharacter(_ value: UInt32) -> Bool {
    switch value {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x1_0000...0x10_FFFF: return true
    default: return false
    }
  }

  private func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
      || (byte >= 0x30 && byte <= 0x39)
      || byte == UInt8(ascii: "#")
  }

  /// The 1-based line of a position in the input.
  private func line(at position: Int) -> Int {
    var line = 1
    for byte in input[..<min(position, input.count)] where byte == 0x0A { line += 1 }
    return line
  }
}
