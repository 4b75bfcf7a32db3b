import FeedCore
import Foundation
import Testing

@Suite struct FeedDateTests {
  static let cases: [(String, String)] = [
    ("Sat, 07 Sep 2002 09:42:31 GMT", "2002-09-07T09:42:31Z"),
    ("Sat, 7 Sep 2002 09:42:31 +0000", "2002-09-07T09:42:31Z"),
    ("sat, 07 sep 2002 09:42 gmt", "2002-09-07T09:42:00Z"),
    ("07 Sep 02 09:42:31 EST", "2002-09-07T14:42:31Z"),
    ("Sat, 07 Sep 2002 09:42:31 PDT", "2002-09-07T16:42:31Z"),
    ("Sat, 07 Sep 2002 09:42:31 UT", "2002-09-07T09:42:31Z"),
    ("Sat, 07 Sep 2002 09:42:31 Z", "2002-09-07T09:42:31Z"),
    ("Sat, 07 Sep 2002 09:42:31", "2002-09-07T09:42:31Z"),
    ("Sat, 07 Sep 2002 09:42:31 +05:30", "2002-09-07T04:12:31Z"),
    ("Sat, 07 Sep 2002 09:42:31 -0700", "2002-09-07T16:42:31Z"),
    ("Sat, 07 Sep 2002 09:42:31+0200", "2002-09-07T07:42:31Z"),
    ("Sat, 07 Sep 2002 09:42:31 GMT+2", "2002-09-07T07:42:31Z"),
    ("Saturday, September 7, 2002 9:42 PM", "2002-09-07T21:42:00Z"),
    ("Sat Sep  7 09:42:31 2002", "2002-09-07T09:42:31Z"),
    ("Sun, 01 Jan 99 00:00:00 GMT", "1999-01-01T00:00:00Z"),
    ("2002-09-07T09:42:31Z", "2002-09-07T09:42:31Z"),
    ("2002-09-07t09:42:31z", "2002-09-07T09:42:31Z"),
    ("2002-09-07T09:42:31.123456+02:00", "2002-09-07T07:42:31Z"),
    ("2002-09-07T09:42+0100", "2002-09-07T08:42:00Z"),
    ("2002-09-07 09:42:31", "2002-09-07T09:42:31Z"),
    ("2002-09-07", "2002-09-07T00:00:00Z"),
    ("2002-9-7T9:42:31-05", "2002-09-07T14:42:31Z"),
    ("2000-02-29T00:00:00Z", "2000-02-29T00:00:00Z"),
  ]

  @Test(arguments: cases) func readsVariant(_ input: String, _ expected: String) throws {
    let date = try #require(FeedDate.parse(input), "could not read \(input)")
    #expect(FeedDate.iso8601(date) == expected)
  }

  @Test(arguments: ["", "yesterday", "2002-13-01T00:00:00Z", "Feb 30 2001", "2001-02-29"])
  func rejectsNonsense(_ input: String) {
    #expect(FeedDate.parse(input) == nil)
  }

  @Test func fractionalSecondsAreKept() throws {
    let date = try #require(FeedDate.parse("2002-09-07T09:42:31.5Z"))
    #expect(date.timeIntervalSince1970.truncatingRemainder(dividingBy: 1) == 0.5)
  }

  @Test func isoRoundTripsAcrossCenturies() throws {
    for text in ["1970-01-01T00:00:00Z", "1969-12-31T23:59:59Z", "2100-03-01T12:00:00Z"] {
      #expect(FeedDate.iso8601(try #require(FeedDate.parse(text))) == text)
    }
  }
}
