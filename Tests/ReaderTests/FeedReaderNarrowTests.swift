import CGtk
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
import XCTest

@testable import OvershootApp

/// Below 600 px one pane shows at a time: F9 brings the sidebar over the whole width, a pick
/// folds it away and the header names the feed shown; the window keeps its 360 px; widening
/// brings the sidebar back beside the timeline.
final class FeedReaderNarrowTests: GtkTestCase {
  func testAtThreeHundredSixtyPixelsOnePaneShowsAtATimeAndWideningBringsTheSidebarBack() throws {
    try MainActor.assumeIsolated {
      let reader = try ReaderHarness()
      defer { reader.cleanUp() }
      let first = try reader.writeFeed("a.xml", FeedReaderReachTests.rss(1...3, title: "Alpha"))
      let second = try reader.writeFeed("b.xml", FeedReaderReachTests.rss(4...6, title: "Beta"))
      let window = reader.openLoadedWindow(width: 360, height: 640, subscribingTo: [first, second])
      let alpha = try XCTUnwrap(window.model.subscriptions.first { $0.title == "Alpha" })
      MainContext.run(forSeconds: 0.3)
      XCTAssertFalse(window.isSidebarShown, "the sidebar folds away at 360 px")
      XCTAssertEqual(gtk_widget_get_visible(window.timeline.widget), 1)

      try ReaderHarness.press("F9", in: window.root)
      GtkTestEnvironment.wait("F9 to show the sidebar") { window.isSidebarShown }
      MainContext.run(forSeconds: 0.2)
      XCTAssertEqual(gtk_widget_get_visible(window.timeline.widget), 0, "one pane at a time")
      // The focus is on the shown feed (Beta); Up and Enter pick Alpha.
      try ReaderHarness.press("Up", in: window.root)
      try GtkTestWindow.pressKeys("Return")
      GtkTestEnvironment.wait("the pick") { window.model.scope == .feed(alpha.id) }
      MainContext.run(forSeconds: 0.3)
      XCTAssertFalse(window.isSidebarShown, "a pick folds the sidebar away")
      XCTAssertEqual(gtk_widget_get_visible(window.timeline.widget), 1)
      XCTAssertEqual(window.scopeTitle, "Alpha")
      XCTAssertEqual(gtk_widget_get_mapped(window.header.gtkWidget), 1)
      // What the layout asks for: more than 360 px and GTK widens the window (and the width
      // is saved). Measured rather than read from the surface, whose size under Xvfb without a
      // window manager also depends on when GTK took its first measure.
      var minimum: Int32 = 0
      gtk_widget_measure(
        window.header.gtkWidget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
      XCTAssertLessThanOrEqual(minimum, 360, "the header bar asks for more than 360 px")
      gtk_widget_measure(
        window.pages.gtkWidget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
      XCTAssertLessThanOrEqual(minimum, 360, "the feeds page asks for more than 360 px")

      gtk_window_set_default_size(window.root.checked(as: GtkWindow.self), 1280, 640)
      GtkTestEnvironment.wait("the wide layout") { !window.isNarrow }
      XCTAssertTrue(window.isSidebarShown, "widening brings the sidebar back")
      XCTAssertTrue(window.switcher.isVisible)
    }
  }
}
