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
    var result = SanitizingScanner.sanitize(allowed)
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
