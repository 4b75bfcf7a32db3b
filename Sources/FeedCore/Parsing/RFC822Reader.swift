import Foundation

/// Reads RFC 822/1123 dates and their variants by token, in any order: `Mon, 2 Jan 06 3:04 PST`,
/// `Jan 02 2006 15:04:05 GMT`, `02 jan 2006 15:04 +0100`, asctime's `Mon Jan  2 15:04:05 2006`.
enum RFC822Reader {
  static func parse(_ text: String) -> Date? {
    var fields = Fields()
    let tokens = text.split { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" }
    for token in tokens { fields.read(String(token)) }
    guard let month = fields.month, let day = fields.day, var year = fields.year else {
      return nil
    }
    if year < 100 { year += year < 50 ? 2000 : 1900 }  // RFC 822's two-digit years.
    return FeedDate.make(
      year: year, month: month, day: day, hour: fields.hour, minute: fields.minute,
      second: fields.second, fraction: fields.fraction, offsetSeconds: fields.offset)
  }

  /// The fields gathered from tokens so far.
  private struct Fields {
    var day: Int?
    var month: Int?
    var year: Int?
    var hour = 0
    var minute = 0
    var second = 0
    var fraction = 0.0
    var offset = 0
    var afternoon: Bool?

    mutating func read(_ token: String) {
      // On the bytes: `String.contains(String)` is Foundation's, through NSString on Linux.
      if token.utf8.contains(UInt8(ascii: ":")), let first = token.first, first.isNumber {
        readTime(token)
      } else if token.first == "+" || token.first == "-" {
        if let zone = ZoneOffset.seconds(for: token) { offset = zone }
      } else if let value = Int(token) {
        if token.count <= 2, day == nil, value >= 1, value <= 31 {
          day = value
        } else if year == nil {
          year = value
        }
      } else if token.first?.isLetter == true, let month = Self.month(token) {
        self.month = month
      } else if token.uppercased() == "AM" || token.uppercased() == "PM" {
        applyMeridiem(pm: token.uppercased() == "PM")
      } else if let zone = ZoneOffset.seconds(for: token), !Self.isWeekday(token) {
        offset = zone
      }
    }

    /// `h:mm[:ss[.fff]]`, possibly with a zone glued on (`10:00:00+0200`, `10:00Z`).
    mutating func readTime(_ token: String) {
      let timeEnd = token.firstIndex { !($0.isNumber || $0 == ":" || $0 == ".") } ?? token.endIndex
      let parts = token[..<timeEnd].split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count >= 2, let h = Int(parts[0]), let m = Int(parts[1]) else { return }
      hour = h
      minute = m
      if parts.count >= 3 {
        let secondParts = parts[2].split(separator: ".")
        second = secondParts.first.flatMap { Int($0) } ?? 0
        if secondParts.count > 1, let frac = Double("0." + secondParts[1]) { fraction = frac }
      }
      if timeEnd < token.endIndex, let zone = ZoneOffset.seconds(for: String(token[timeEnd...])) {
        offset = zone
      }
    }

    mutating func applyMeridiem(pm: Bool) {
      if pm && hour < 12 { hour += 12 }
      if !pm && hour == 12 { hour = 0 }
    }

    static func month(_ token: String) -> Int? {
      let key = token.prefix(3).lowercased()
      let names = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
      ]
      guard let index = names.firstIndex(of: key) else { return nil }
      return index + 1
    }

    static func isWeekday(_ token: String) -> Bool {
      ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].contains(token.prefix(3).lowercased())
    }
  }
}
