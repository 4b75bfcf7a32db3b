import FeedCore
import Foundation
import Testing

@Suite struct RelativeTimeTests {
  let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()
  let now = Date(timeIntervalSince1970: 1_790_000_000)  // 2026-09-21 14:13 UTC

  @Test func recentTimes() {
    #expect(
      RelativeTime.describe(now.addingTimeInterval(-20), now: now, calendar: calendar) == "just now"
    )
    #expect(
      RelativeTime.describe(now.addingTimeInterval(30), now: now, calendar: calendar) == "just now")
    #expect(
      RelativeTime.describe(now.addingTimeInterval(-300), now: now, calendar: calendar)
        == "5 min ago")
    #expect(
      RelativeTime.describe(now.addingTimeInterval(-3 * 3_600), now: now, calendar: calendar)
        == "3 h ago")
  }

  @Test func olderTimes() {
    #expect(
      RelativeTime.describe(now.addingTimeInterval(-86_400), now: now, calendar: calendar)
        == "yesterday")
    #expect(
      RelativeTime.describe(now.addingTimeInterval(-4 * 86_400), now: now, calendar: calendar)
        == "4 days ago")
    let old = RelativeTime.describe(
      now.addingTimeInterval(-400 * 86_400), now: now, calendar: calendar)
    #expect(old.contains("2025"))
  }
}
