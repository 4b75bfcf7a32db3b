import Foundation

/// Reads `YYYY-MM-DD[(T| )hh:mm[:ss[.fff]]][Z|±hh[:mm]|zone name]`, the Atom/W3C date family.
enum RFC3339Reader {
  static func parse(_ bytes: [UInt8]) -> Date? {
    var cursor = Cursor(bytes: bytes)
    guard let year = cursor.number(maxDigits: 4), cursor.skip("-"),
      let month = cursor.number(maxDigits: 2), cursor.skip("-"),
      let day = cursor.number(maxDigits: 2)
    else { return nil }
    var hour = 0
    var minute = 0
    var second = 0
    var fraction = 0.0
    if cursor.skip("T") || cursor.skip("t") || cursor.skip(" ") {
      guard let h = cursor.number(maxDigits: 2), cursor.skip(":"),
        let m = cursor.number(maxDigits: 2)
      else { return nil }
      hour = h
      minute = m
      if cursor.skip(":") {
        guard let s = cursor.number(maxDigits: 2) else { return nil }
        second = s
        if cursor.skip(".") || cursor.skip(",") { fraction = cursor.fraction() }
      }
    }
    while cursor.skip(" ") {}
    let rest = String(decoding: bytes[cursor.index...], as: UTF8.self)
    guard let offset = rest.isEmpty ? 0 : ZoneOffset.seconds(for: rest) else { return nil }
    return FeedDate.make(
      year: year, month: month, day: day, hour: hour, minute: minute, second: second,
      fraction: fraction, offsetSeconds: offset)
  }

  /// A read position over ASCII bytes.
  private struct Cursor {
    let bytes: [UInt8]
    var index = 0

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
      guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
      index += 1
      return true
    }

    mutating func number(maxDigits: Int) -> Int? {
      var value = 0
      let start = index
      while index < bytes.count, index - start < maxDigits, FeedDate.isDigit(bytes[index]) {
        value = value * 10 + Int(bytes[index] - 0x30)
        index += 1
      }
      return index > start ? value : nil
    }

    mutating func fraction() -> Double {
      var value = 0.0
      var scale = 0.1
      while index < bytes.count, FeedDate.isDigit(bytes[index]) {
        value += Double(bytes[index] - 0x30) * scale
        scale /= 10
        index += 1
      }
      return value
    }
  }
}
