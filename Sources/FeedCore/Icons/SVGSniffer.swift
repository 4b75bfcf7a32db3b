/// Tells an SVG document by its first element, as a browser sniffs `image/svg+xml`: after an
/// optional byte order mark, white space, an XML declaration, comments and a doctype, the root
/// element must be `svg` (with or without a namespace prefix). Only the first
/// ``maxPrologueBytes`` bytes are read, so a hostile body costs no more than that.
enum SVGSniffer {
  /// How far into the bytes the root element must start.
  static let maxPrologueBytes = 1024

  /// Whether `bytes` is a document whose root element is `svg`.
  static func startsAnSVGDocument(_ bytes: some Collection<UInt8>) -> Bool {
    let head = Array(bytes.prefix(maxPrologueBytes))
    var index = 0
    if head.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    while index < head.count {
      while index < head.count, isSpace(head[index]) { index += 1 }
      guard index < head.count, head[index] == UInt8(ascii: "<") else { return false }
      if matches(head, at: index, "<?") {
        guard let end = find(head, "?>", from: index + 2) else { return false }
        index = end + 2
      } else if matches(head, at: index, "<!--") {
        guard let end = find(head, "-->", from: index + 4) else { return false }
        index = end + 3
      } else if matches(head, at: index, "<!") {
        // A doctype; an internal subset (entities) is no icon's business.
        guard let end = head[(index + 2)...].firstIndex(where: { $0 == UInt8(ascii: ">") }),
          !head[index..<end].contains(UInt8(ascii: "["))
        else { return false }
        index = end + 1
      } else {
        return isSVGRoot(head, at: index + 1)
      }
    }
    return false
  }

  /// Whether the element name at `index` is `svg` or `prefix:svg`, followed by white space,
  /// `>` or `/`.
  private static func isSVGRoot(_ head: [UInt8], at index: Int) -> Bool {
    var end = index
    while end < head.count, !isSpace(head[end]), head[end] != UInt8(ascii: ">"),
      head[end] != UInt8(ascii: "/")
    {
      end += 1
    }
    guard end < head.count else { return false }
    let name = head[index..<end]
    let local = name.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false).last
    return local.map { Array($0).map(lowercased) == Array("svg".utf8) } ?? false
  }

  private static func matches(_ head: [UInt8], at index: Int, _ text: String) -> Bool {
    let pattern = Array(text.utf8)
    return index + pattern.count <= head.count
      && Array(head[index..<index + pattern.count]) == pattern
  }

  private static func find(_ head: [UInt8], _ text: String, from start: Int) -> Int? {
    let pattern = Array(text.utf8)
    guard start <= head.count - pattern.count else { return nil }
    return (start...(head.count - pattern.count)).first { matches(head, at: $0, text) }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private static func lowercased(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
  }
}
