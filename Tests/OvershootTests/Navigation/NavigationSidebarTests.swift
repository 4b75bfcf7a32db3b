import CGtk
import FeedCore
import XCTest

@testable import Overshoot

/// What a screen reader hears from sidebar rows and headings, without a window.
final class NavigationSidebarTests: XCTestCase {
  func testRowsAndHeadingsHaveOneCleanName() {
    let quiet = SidebarItem(key: 1, title: "Paper", iconName: "x")
    let busy = SidebarItem(key: 2, title: "Blog", iconName: "x", count: 3)
    XCTAssertEqual(quiet.accessibleLabel, "Paper")
    XCTAssertEqual(busy.accessibleLabel, "Blog, 3 unread")
    let folder = SidebarSection(heading: "Tech", items: [quiet, busy], itemCount: "2 feeds")
    XCTAssertEqual(folder.count, 3)
    XCTAssertEqual(
      folder.headingLabel(collapsed: false), "Tech, folder, 2 feeds, 3 unread, expanded")
    let single = SidebarSection(heading: "News", items: [quiet])
    XCTAssertEqual(
      single.headingLabel(collapsed: true), "News, folder, 1 item, collapsed",
      "without a count of its own, a section counts items")
  }
}
