import Foundation

/// Reads the dates feeds write (RFC 822 and RFC 3339, and their common mistakes) and writes
/// ISO 8601 in UTC. Hand-written rather than DateFormatter: lenient, locale-free and fast.
public enum FeedDate {
  /// The date `text` denotes, or nil when it cannot be read. Without a zone, UTC is assumed.
  public static func parse(_ text: String) -> Date? {
    let trimmed = text.trimmedForFeed
    let bytes = Array(trimmed.utf8)
    guard bytes.count >= 6 else { return nil }
    if bytes.count >= 8, bytes[0...3].allSatisfy(isDigit), bytes[4] == UInt8(ascii: "-") {
      return RFC3339Reader.parse(bytes)
    }
    return RFC822Reader.parse(trimmed)
  }

  /// `date` as ISO 8601 in UTC, `2024-03-01T12:00:00Z` (fractions of a second dropped).
  public static func iso8601(_ date: Date) -> String {
    // Clamped to years 1...9999 so the integer conversion below cannot trap on any Date.
    let limit = 253_402_300_799.0  // 9999-12-31T23:59:59Z
    let interval = date.timeIntervalSince1970
    let clamped = interval.isNaN ? 0 : min(max(interval, -62_135_596_800), limit)
    let seconds = Int(clamped.rounded(.down))
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let secondOfDay = seconds - days * 86_400
    let (year, month, day) = CivilCalendar.date(fromDays: days)
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let yearText = String(year)
    let paddedYear = String(repeating: "0", count: max(0, 4 - yearText.count)) + yearText
    return "\(paddedYear)-\(two(month))-\(two(day))T\(two(secondOfDay / 3600)):"
      + "\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))Z"
  }

  static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  /// Builds a date from validated fields; nil when any is out of range.
  static func make(
    year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int,
    fraction: Double = 0, offsetSeconds: Int
  ) -> Date? {
    guard CivilCalendar.years.contains(year), (1...12).contains(month), day >= 1,
      day <= CivilCalendar.daysIn(month, of: year),
      (0...24).contains(hour), (0...59).contains(minute), (0...60).contains(second)
    else { return nil }
    let days = CivilCalendar.days(year: year, month: month, day: day)
    let total = days * 86_400 + hour * 3600 + minute * 60 + min(second, 59) - offsetSeconds
    return Date(timeIntervalSince1970: Double(total) + fraction)
  }
}

/// Proleptic Gregorian day arithmetic (Howard Hinnant's algorithms), free of Calendar and locale.
enum CivilCalendar {
  /// The years dates are read in: four digits, as feeds write them. Bounding them keeps the day
  /// arithmetic below far from overflow (`Jan 2 600000000000000` once trapped here).
  static let years = 1...9999

  /// Days since 1970-01-01 for a date.
  static func days(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The date for a count of days since 1970-01-01.
  static func date(fromDays count: Int) -> (year: Int, month: Int, day: Int) {
    let z = count + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// The number of days in a month.
  static func daysIn(_ month: Int, of year: Int) -> Int {
    switch month {
    case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }
}
