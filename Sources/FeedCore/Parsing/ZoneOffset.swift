/// Offsets from UTC for zone designators: numeric (`+0200`, `-05:00`, `+02`) and the names feeds
/// use (`GMT`, `UT`, `Z`, `EST`, `PDT`, `CEST`, `GMT+2`, …).
enum ZoneOffset {
  /// The offset in seconds east of UTC, or nil when `text` is not a zone.
  static func seconds(for text: String) -> Int? {
    let upper = text.uppercased()
    if let hours = named[upper] { return Int(hours * 3600) }
    if let first = upper.first, first == "+" || first == "-" {
      return numeric(upper)
    }
    for prefix in ["GMT", "UTC", "UT"] where upper.hasPrefix(prefix) {
      return numeric(String(upper.dropFirst(prefix.count)))
    }
    // RFC 822 military zones are famously inverted in practice; treat them as UTC.
    if upper.count == 1, let scalar = upper.unicodeScalars.first, scalar.properties.isAlphabetic {
      return 0
    }
    return nil
  }

  /// `±hh`, `±hhmm` or `±hh:mm`.
  private static func numeric(_ text: String) -> Int? {
    guard let sign = text.first, sign == "+" || sign == "-" else { return nil }
    let digits = text.dropFirst().filter { $0 != ":" }
    guard !digits.isEmpty, digits.count <= 4, digits.allSatisfy(\.isASCII),
      let value = Int(digits)
    else { return nil }
    let (hours, minutes) = digits.count <= 2 ? (value, 0) : (value / 100, value % 100)
    guard hours <= 14, minutes < 60 else { return nil }
    let seconds = hours * 3600 + minutes * 60
    return sign == "-" ? -seconds : seconds
  }

  private static let named: [String: Double] = [
    "Z": 0, "UT": 0, "UTC": 0, "GMT": 0, "WET": 0, "WEST": 1, "BST": 1, "CET": 1, "CEST": 2,
    "MET": 1, "MEST": 2, "EET": 2, "EEST": 3, "MSK": 3, "IST": 5.5, "JST": 9, "KST": 9,
    "HKT": 8, "SGT": 8, "AWST": 8, "ACST": 9.5, "AEST": 10, "AEDT": 11, "NZST": 12,
    "NZDT": 13, "EST": -5, "EDT": -4, "CST": -6, "CDT": -5, "MST": -7, "MDT": -6, "PST": -8,
    "PDT": -7, "AKST": -9, "AKDT": -8, "HST": -10, "AST": -4, "ADT": -3, "NST": -3.5,
    "NDT": -2.5,
  ]
}
