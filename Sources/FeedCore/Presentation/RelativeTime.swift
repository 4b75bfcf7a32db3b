import Foundation
import OvershootLocalization

/// Short relative times for a timeline: "just now", "5 min ago", "3 h ago", "yesterday",
/// "4 days ago", then the date.
public enum RelativeTime {
  /// How long ago `date` was, seen from `now`; future dates (clock skew) read "just now".
  public static func describe(_ date: Date, now: Date = Date(), calendar: Calendar = .current)
    -> String
  {
    let seconds = now.timeIntervalSince(date)
    if seconds < 60 { return tr("just now") }
    if seconds < 3_600 {
      let minutes = Int(seconds / 60)
      return trn("%@ min ago", "%@ min ago", minutes, minutes)
    }
    if seconds < 86_400, calendar.isDate(date, inSameDayAs: now) {
      let hours = Int(seconds / 3_600)
      return trn("%@ h ago", "%@ h ago", hours, hours)
    }
    let days =
      calendar.dateComponents(
        [.day], from: calendar.startOfDay(for: date), to: calendar.startOfDay(for: now)
      ).day ?? 0
    if days <= 1 { return tr("yesterday") }
    if days < 7 { return trn("%@ day ago", "%@ days ago", days, days) }
    let sameYear = calendar.component(.year, from: date) == calendar.component(.year, from: now)
    return date.formatted(
      sameYear ? .dateTime.day().month(.abbreviated) : .dateTime.day().month(.abbreviated).year())
  }
}
