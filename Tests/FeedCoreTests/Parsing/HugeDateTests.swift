import FeedCore
import Foundation
import Testing

/// Dates with years far outside any feed's once overflowed an integer in `FeedDate` (a trap).
@Suite struct HugeDateTests {
  @Test(arguments: [
    "Jan 2 600000000000000", "Mon, 02 Jan 600000000000000 10:00:00 GMT",
    "Jan 2 9223372036854775807", "Jan 2 10000", "Jan 2 -5",
  ])
  func yearsOutsideOneToNineThousandNineHundredNinetyNineAreNoDate(_ text: String) {
    #expect(FeedDate.parse(text) == nil)
  }

  @Test func theLastReadableYearStillReads() {
    #expect(
      FeedDate.parse("Dec 31 9999 23:59:59 GMT").map(FeedDate.iso8601) == "9999-12-31T23:59:59Z")
    #expect(FeedDate.parse("0001-01-01T00:00:00Z").map(FeedDate.iso8601) == "0001-01-01T00:00:00Z")
  }

  @Test func writingAnyDateIsSafe() {
    for interval in [1e300, -1e300, .infinity, -.infinity, .nan] {
      _ = FeedDate.iso8601(Date(timeIntervalSince1970: interval))
    }
    #expect(FeedDate.iso8601(Date(timeIntervalSince1970: 1e300)) == "9999-12-31T23:59:59Z")
  }
}
