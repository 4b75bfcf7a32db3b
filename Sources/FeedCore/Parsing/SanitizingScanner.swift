/// The single pass behind ``XMLSanitizer``, over raw bytes.
///
/// Run once without an output buffer to learn whether anything needs changing (most feeds: no
/// copy at all), then, if something does, once more writing into a buffer allocated a single time
/// at a size it can never outgrow: no reallocation, no second copy, nothing allocated per `&`.
/// 4.5 million bare `&` took 1.5 s per 10 MB and 13x the input in memory when the output grew
/// by appending.
struct SanitizingScanner {
  private let input: UnsafeBufferPointer<UInt8>
  /// Where the repaired document is written; nil while only checking.
  private let output: UnsafeMutableBufferPointer<UInt8>?
  private var written = 0
  /// Input before this index is already in `output` (or needs no copy yet).
  private var copied = 0
  private var index = 0
  /// True once a change was needed while only checking.
  private(set) var needsOutput = false
  private(set) var warnings: [String] = []
  private(set) var failure: String?
  private var replacedReferences = 0
  private var sawElement = false
  /// Namespace declarations made by each open element, and their sum.
  private var openDeclarations: [Int] = []
  private var namespacesInScope = 0

  /// The repaired `input` (the same array when nothing changed), warnings and any failure.
  static func sanitize(_ input: [UInt8]) -> XMLSanitizer.Result {
    input.withUnsafeBufferPointer { source in
      var check = SanitizingScanner(input: source, output: nil)
      check.run()
      guard check.needsOutput else {
        return .init(bytes: input, warnings: check.allWarnings, failure: check.failure)
      }
      var writer: SanitizingScanner?
      let bytes = [UInt8](unsafeUninitializedCapacity: capacity(for: source)) { buffer, count in
        var scanner = SanitizingScanner(input: source, output: buffer)
        scanner.run()
        count = scanner.finish()
        writer = scanner
      }
      return .init(bytes: bytes, warnings: writer?.allWarnings ?? [], failure: writer?.failure)
    }
  }

  /// Room for any repair of `input`: every change either shrinks what it replaces (a declaration,
  /// a forbidden character reference) or replaces an `&` and adds at most 4 bytes to it (`&` to
  /// `&amp;`; `&ne;` to `&#8800;` adds 3, and no entity the table knows has a longer value).
  static func capacity(for input: UnsafeBufferPointer<UInt8>) -> Int {
    var ampersands = 0
    for byte in input where byte == UInt8(ascii: "&") { ampersands += 1 }
    return input.count + 4 * ampersands + 1  // And the NUL libxml2 stops at, added in place.
  }

  private init(input: UnsafeBufferPointer<UInt8>, output: UnsafeMutableBufferPointer<UInt8>?) {
    self.input = input
    self.output = output
  }

  private var allWarnings: [String] {
    guard replacedReferences > 0 else { return warnings }
    return warnings + [
      "Replaced \(replacedReferences) character references that XML does not allow (like "
        + "&#0;) with U+FFFD"
    ]
  }

  private mutating func run() {
    while index < input.count, failure == nil, !needsOutput {
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

  /// Copies what is left and returns the number of bytes written.
  private mutating func finish() -> Int {
    index = input.count
    copyPending()
    return written
  }

  private let lt = UInt8(ascii: "<")
  private let gt = UInt8(ascii: ">")
  private let amp = UInt8(ascii: "&")

  /// Plain bytes up to the next `<` or `&`.
  private mutating func skipText() {
    while index < input.count, input[index] != lt, input[index] != amp { index += 1 }
  }

  /// Writes the input between `copied` and `index` unchanged.
  private mutating func copyPending() {
    guard let output, let source = input.baseAddress, copied < index else { return }
    write(UnsafeBufferPointer(start: source + copied, count: index - copied), to: output)
    copied = index
  }

  private mutating func write(
    _ bytes: UnsafeBufferPointer<UInt8>, to output: UnsafeMutableBufferPointer<UInt8>
  ) {
    precondition(written + bytes.count <= output.count, "the sanitizer's capacity bound is wrong")
    guard let source = bytes.baseAddress, let target = output.baseAddress else { return }
    (target + written).update(from: source, count: bytes.count)
    written += bytes.count
  }

  /// Writes `replacement` instead of the `length` bytes at `index`, and moves past them; while
  /// only checking, notes that a copy is needed.
  private mutating func replace(_ length: Int, with replacement: UnsafeBufferPointer<UInt8>) {
    if let output {
      copyPending()
      write(replacement, to: output)
    } else {
      needsOutput = true
    }
    index += length
    copied = index
  }

  private mutating func replace(_ length: Int, with replacement: StaticString) {
    replacement.withUTF8Buffer { replace(length, with: $0) }
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
    replace(min(end, input.count) - index, with: " ")
  }

  /// Makes the `&` at `position` valid XML, or leaves it when it already is.
  private mutating func repairEntity(at position: Int) {
    var end = position + 1
    while end < input.count, end - position <= 32, isNameByte(input[end]) { end += 1 }
    guard end < input.count, input[end] == UInt8(ascii: ";"), end > position + 1 else {
      replace(1, with: "&amp;")  // A bare ampersand.
      return
    }
    let name = UnsafeBufferPointer(rebasing: input[(position + 1)..<end])
    if name[0] == UInt8(ascii: "#") {
      repairCharacterReference(UnsafeBufferPointer(rebasing: name.dropFirst()), end: end + 1)
      return
    }
    if Self.isXMLPredefined(name) {
      index = end + 1
      return
    }
    if let value = HTMLEntities.scalar(named: Substring(String(decoding: name, as: UTF8.self))) {
      writeCharacterReference(value, replacing: end + 1 - position)
      return
    }
    replace(1, with: "&amp;")  // Unknown or DTD-declared: kept as literal text.
  }

  /// `&#…;` stays when it names a character XML allows; one it forbids (`&#0;`) becomes U+FFFD
  /// (removing it could join the bytes around it into markup), and one that is not a number
  /// becomes literal text.
  private mutating func repairCharacterReference(_ digits: UnsafeBufferPointer<UInt8>, end: Int) {
    guard let value = Self.number(digits) else {
      replace(1, with: "&amp;")
      return
    }
    if Self.isXMLCharacter(value) {
      index = end
      return
    }
    replacedReferences += 1
    replace(end - index, with: "\u{FFFD}")
  }

  /// Writes `&#value;` in decimal instead of the `length` bytes at `index`.
  private mutating func writeCharacterReference(_ value: UInt32, replacing length: Int) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16) { buffer in
      var count = 0
      func put(_ byte: UInt8) {
        buffer[count] = byte
        count += 1
      }
      put(UInt8(ascii: "&"))
      put(UInt8(ascii: "#"))
      var divisor: UInt32 = 1
      while divisor <= value / 10 { divisor *= 10 }
      while divisor > 0 {
        put(UInt8(ascii: "0") + UInt8(value / divisor % 10))
        divisor /= 10
      }
      put(UInt8(ascii: ";"))
      replace(length, with: UnsafeBufferPointer(rebasing: buffer[..<count]))
    }
  }

  /// The value of a character reference's digits (`233`, `xE9`), at most 8 of them; nil when
  /// they are not a number.
  private static func number(_ digits: UnsafeBufferPointer<UInt8>) -> UInt32? {
    let isHex = digits.first.map { $0 | 0x20 == UInt8(ascii: "x") } ?? false
    let number = isHex ? UnsafeBufferPointer(rebasing: digits.dropFirst()) : digits
    guard !number.isEmpty, number.count <= 8 else { return nil }
    var value: UInt32 = 0
    for byte in number {
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f") where isHex:
        digit = UInt32(byte - UInt8(ascii: "a")) + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F") where isHex:
        digit = UInt32(byte - UInt8(ascii: "A")) + 10
      default: return nil
      }
      value = value * (isHex ? 16 : 10) + digit
    }
    return value
  }

  /// Whether `name` is one of the five entities XML predefines (`amp`, `lt`, `gt`, `quot`,
  /// `apos`); everything else needs a DTD, which feeds never have.
  private static func isXMLPredefined(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
    func equals(_ literal: StaticString) -> Bool {
      literal.withUTF8Buffer { $0.elementsEqual(name) }
    }
    return equals("amp") || equals("lt") || equals("gt") || equals("quot") || equals("apos")
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
