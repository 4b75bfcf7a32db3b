/// How a document's first bytes say it is encoded, as XML 1.0 Appendix F describes: a byte-order
/// mark, else the zero bytes of UTF-16 or UTF-32 around ASCII markup, else ASCII-compatible.
enum XMLByteOrder: Equatable {
  /// UTF-8 or a legacy single- or multi-byte encoding whose declaration decides.
  case asciiCompatible
  case utf16LittleEndian
  case utf16BigEndian
  case utf32LittleEndian
  case utf32BigEndian

  /// The iconv name, and the size of one code unit (skipped when a unit cannot be decoded).
  var iconvName: (name: String, unit: Int)? {
    switch self {
    case .asciiCompatible: return nil
    case .utf16LittleEndian: return ("UTF-16LE", 2)
    case .utf16BigEndian: return ("UTF-16BE", 2)
    case .utf32LittleEndian: return ("UTF-32LE", 4)
    case .utf32BigEndian: return ("UTF-32BE", 4)
    }
  }

  /// The byte order of `bytes` and the length of its byte-order mark (0 when it has none).
  static func detect(_ bytes: [UInt8]) -> (order: XMLByteOrder, markLength: Int) {
    func starts(_ prefix: [UInt8]) -> Bool { bytes.starts(with: prefix) }
    if starts([0xEF, 0xBB, 0xBF]) { return (.asciiCompatible, 3) }
    if starts([0xFF, 0xFE, 0, 0]) { return (.utf32LittleEndian, 4) }
    if starts([0, 0, 0xFE, 0xFF]) { return (.utf32BigEndian, 4) }
    if starts([0xFF, 0xFE]) { return (.utf16LittleEndian, 2) }
    if starts([0xFE, 0xFF]) { return (.utf16BigEndian, 2) }
    return (unmarked(bytes), 0)
  }

  /// Without a mark, ASCII markup in UTF-16 or UTF-32 shows as zero bytes in fixed positions;
  /// counted over the first 512 bytes, so a stray NUL in a UTF-8 feed does not count.
  private static func unmarked(_ bytes: [UInt8]) -> XMLByteOrder {
    let sample = bytes.prefix(512)
    let units = sample.count / 4
    guard units >= 1 else {
      if sample.count >= 2, sample[0] != 0, sample[1] == 0 { return .utf16LittleEndian }
      if sample.count >= 2, sample[0] == 0, sample[1] != 0 { return .utf16BigEndian }
      return .asciiCompatible
    }
    var zeros = [0, 0, 0, 0]
    for index in 0..<(units * 4) where sample[sample.startIndex + index] == 0 {
      zeros[index % 4] += 1
    }
    func mostly(_ count: Int) -> Bool { count * 4 >= units * 3 }
    func rarely(_ count: Int) -> Bool { count * 4 < units }
    if mostly(zeros[1]), mostly(zeros[2]), mostly(zeros[3]), rarely(zeros[0]) {
      return .utf32LittleEndian
    }
    if mostly(zeros[0]), mostly(zeros[1]), mostly(zeros[2]), rarely(zeros[3]) {
      return .utf32BigEndian
    }
    if mostly(zeros[1]), mostly(zeros[3]), rarely(zeros[0]), rarely(zeros[2]) {
      return .utf16LittleEndian
    }
    if mostly(zeros[0]), mostly(zeros[2]), rarely(zeros[1]), rarely(zeros[3]) {
      return .utf16BigEndian
    }
    return .asciiCompatible
  }
}
