import Foundation

/// Short relative times for a timeline: "just now", "5 min ago", "3 h ago", "yesterday",
/// "4 days ago", then the date.
public enum RelativeTime {
  /// How long ago `date` was, seen from `now`; future dates (clock skew) read "just now".
  public static func describe(_ date: Date, now: Date = Date(), calendar: Calendar = .current)
    -> String
  {
    let seconds = now.timeIntervalSince(date)
    if seconds < 60 { return "just now" }
    if seconds < 3_600 { return "\(Int(seconds / 60)) min ago" }
    if seconds < 86_400, calendar.isDate(date, inSameDayAs: now) {
      return "\(Int(seconds / 3_600)) h ago"
    }
    let days =
      calendar.dateComponents(
        [.day], from: calendar.startOfDay(for: date), to: calendar.startOfDay(for: now)
      ).day ?? 0
    if days <= 1 { return "yesterday" }
    if days < 7 { return "\(days) days ago" }
    let sameYear = calendar.component(.year, from: date) == calendar.component(.year, from: now)
    return date.formatted(
      sameYear ? .dateTime.day().month(.abbreviated) : .dateTime.day().month(.abbreviated).year())
  }
}
