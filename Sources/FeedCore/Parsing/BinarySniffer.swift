/// Tells a body that is not text at all (an image, an archive, NULs) from a text document, so
/// the user reads "binary data" instead of an XML error about line 1.
enum BinarySniffer {
  /// True when `bytes` cannot be a text document: no byte-order mark or UTF-16/32 layout, the
  /// first non-blank byte is not `<`, and the first kilobyte holds control bytes or invalid UTF-8.
  static func isBinary(_ bytes: [UInt8]) -> Bool {
    let (order, markLength) = XMLByteOrder.detect(bytes)
    guard order == .asciiCompatible, markLength == 0 else { return false }
    guard let start = bytes.firstIndex(where: { !isBlank($0) }), bytes[start] != UInt8(ascii: "<")
    else { return false }
    let sample = Array(bytes[start..<min(bytes.count, start + 1024)])
    if sample.contains(where: isControl) { return true }
    return !isUTF8(sample, truncatedAt: bytes.count > start + 1024)
  }

  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// C0 controls other than tab, line feed, form feed and carriage return, and DEL.
  private static func isControl(_ byte: UInt8) -> Bool {
    (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0C && byte != 0x0D) || byte == 0x7F
  }

  /// Whether `sample` is UTF-8; a sequence cut by the end of a truncated sample still counts.
  private static func isUTF8(_ sample: [UInt8], truncatedAt cut: Bool) -> Bool {
    if XMLTextDecoder.isUTF8(sample) { return true }
    guard cut else { return false }
    for drop in 1...3 where sample.count > drop {
      if XMLTextDecoder.isUTF8(sample.dropLast(drop)) { return true }
    }
    return false
  }
}
