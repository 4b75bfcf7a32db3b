import XCTest

@testable import OvershootApp

/// When a periodic refresh's news earns a desktop notification, and what it says: the rules of
/// `NewEntriesNotice`, without GTK.
final class NewEntriesNotificationTextTests: XCTestCase {
  private typealias News = NewEntriesNotice.FeedNews

  private func notice(
    _ news: [News], after reason: RefreshReason = .periodic, windowIsActive: Bool = false,
    isEnabled: Bool = true
  ) -> NewEntriesNotice? {
    NewEntriesNotice.due(
      after: reason, news: news, windowIsActive: windowIsActive, isEnabled: isEnabled)
  }

  func testTheTitleCountsEntriesAndFeedsWithPlurals() throws {
    let cases: [([News], String)] = [
      ([News(title: "A", count: 1)], "1 new entry in 1 feed"),
      ([News(title: "A", count: 3)], "3 new entries in 1 feed"),
      ([News(title: "A", count: 1), News(title: "B", count: 1)], "2 new entries in 2 feeds"),
      ([News(title: "A", count: 2), News(title: "B", count: 3)], "5 new entries in 2 feeds"),
    ]
    for (news, title) in cases {
      XCTAssertEqual(try XCTUnwrap(notice(news)).title, title)
    }
  }

  func testTheBodyNamesAtMostThreeFeedsMostNewsFirst() throws {
    let feeds = ["Swift Blog", "Planet GNOME", "LWN", "Hacker News", "Lobsters"]
    func body(_ count: Int) throws -> String {
      try XCTUnwrap(notice(feeds.prefix(count).map { News(title: $0, count: 1) })).body
    }
    XCTAssertEqual(try body(1), "Swift Blog")
    XCTAssertEqual(try body(2), "Swift Blog and Planet GNOME")
    XCTAssertEqual(try body(3), "Swift Blog, Planet GNOME and LWN")
    XCTAssertEqual(try body(4), "Swift Blog, Planet GNOME, LWN and 1 more")
    XCTAssertEqual(try body(5), "Swift Blog, Planet GNOME, LWN and 2 more")

    // Most news first; feeds with as many keep the sidebar's order; feeds without news vanish.
    let ranked = try XCTUnwrap(
      notice([
        News(title: "Quiet", count: 0), News(title: "Some", count: 2),
        News(title: "Most", count: 7), News(title: "Also some", count: 2),
      ]))
    XCTAssertEqual(ranked.feeds.map(\.title), ["Most", "Some", "Also some"])
    XCTAssertEqual(ranked.title, "11 new entries in 3 feeds")
  }

  func testOnlyAPeriodicRefreshNotifies() {
    let news = [News(title: "A", count: 4)]
    XCTAssertNotNil(notice(news, after: .periodic))
    XCTAssertNil(notice(news, after: .reader), "the reader asked and is looking")
    XCTAssertNil(notice(news, after: .startUp), "every entry of a first fetch is new")
    XCTAssertNil(notice(news, after: .afterImport), "every entry of a first fetch is new")
  }

  func testNothingWhileTheWindowIsActiveWhenTurnedOffOrWithoutNews() {
    let news = [News(title: "A", count: 4)]
    XCTAssertNil(notice(news, windowIsActive: true), "the reader sees the news in the window")
    XCTAssertNil(notice(news, isEnabled: false), "the setting is off")
    XCTAssertNil(notice([]), "no feed brought anything")
    XCTAssertNil(notice([News(title: "A", count: 0)]), "entries sent again or read are not news")
  }

  @MainActor
  func testTheNotificationOpensUnreadAndReplacesTheLastOne() throws {
    let notice = try XCTUnwrap(notice([News(title: "Swift Blog", count: 5)]))
    let notification = notice.notification
    XCTAssertEqual(notification.title, "5 new entries in 1 feed")
    XCTAssertEqual(notification.body, "Swift Blog")
    XCTAssertEqual(notification.defaultAction?.name, "show-unread")
    XCTAssertNil(notification.defaultAction?.target)
    XCTAssertEqual(NewEntriesNotice.id, "new-entries", "one id: a new notice replaces the last")
  }
}
