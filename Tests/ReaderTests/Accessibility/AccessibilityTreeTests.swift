import GtkTestSupport
import XCTest

/// The running app as a screen reader sees it, read over AT-SPI by `Tests/Accessibility/
/// atspi_probe.py`: it registers promptly, its header-bar button says what it does, and the
/// widgets of pages that are not shown are not exposed as visible.
final class AccessibilityTreeTests: XCTestCase {
  func testTheHeaderBarRefreshButtonIsFoundByNameAndNamesWhatItRefreshes() throws {
    try AccessibleApp.run("overshoot") { app in
      let seconds = try app.waitFor("push button", named: "Refresh feeds")
      print("AT-SPI found the Refresh feeds button after \(seconds) s")
    }
  }

  func testTheRefreshButtonIsExposedOnceAsVisible() throws {
    try AccessibleApp.run("overshoot") { app in
      try app.waitFor("push button", named: "Refresh feeds")
      let names = try AccessibleApp.lines(["visible", "overshoot", "push button"])
      XCTAssertEqual(names.filter { $0 == "Refresh feeds" }.count, 1, "\(names)")
    }
  }
}
