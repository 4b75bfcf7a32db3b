import CGtk
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
import XCTest

@testable import OvershootApp

/// Below 600 px one column shows at a time: the timeline first; back (Alt+Left) goes to the
/// feeds, the shown feed focused, and a pick goes on to its entries, named in the bar; the
/// window keeps its 360 px; widening shows the feeds, the timeline and the article side by side.
final class FeedReaderNarrowTests: GtkWarningFreeTestCase {
  func testAtThreeHundredSixtyPixelsOneColumnShowsAtATimeAndWideningShowsThemAll() throws {
    try ReaderHarness.run { reader in
      let (window, alpha, _) = try reader.openAlphaAndBeta(width: 360, height: 640)
      let onScreen = ReaderHeaderBars.isOnScreen
      GtkTestEnvironment.wait("the timeline alone at 360 px") {
        onScreen(window.timeline.widget) && !onScreen(window.sidebar.widget)
          && !onScreen(window.article.view.gtkWidget)
      }

      try ReaderHarness.press("alt+Left", in: window.root)
      GtkTestEnvironment.wait("back to the feeds") {
        onScreen(window.sidebar.widget) && !onScreen(window.timeline.widget)
      }
      MainContext.run(forSeconds: 0.2)
      // The focus is on the shown feed (Beta); Up and Enter pick Alpha.
      try ReaderHarness.press("Up", in: window.root)
      try GtkTestWindow.pressKeys("Return")
      GtkTestEnvironment.wait("the pick") { window.model.scope == .feed(alpha.id) }
      GtkTestEnvironment.wait("the pick to go on to its entries") {
        onScreen(window.timeline.widget) && !onScreen(window.sidebar.widget)
      }
      XCTAssertEqual(window.scopeTitle, "Alpha")
      let bar = try XCTUnwrap(ReaderHeaderBars.shown(titled: "Alpha", under: window.root))
      // What the layout asks for: more than 360 px and GTK widens the window (and the width
      // is saved). Measured rather than read from the surface, whose size under Xvfb without a
      // window manager also depends on when GTK took its first measure.
      var minimum: Int32 = 0
      gtk_widget_measure(bar, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
      XCTAssertLessThanOrEqual(minimum, 360, "the header bar asks for more than 360 px")
      let content = try XCTUnwrap(gtk_window_get_child(window.root.checked(as: GtkWindow.self)))
      gtk_widget_measure(content, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
      XCTAssertLessThanOrEqual(minimum, 360, "the window's content asks for more than 360 px")

      gtk_window_set_default_size(window.root.checked(as: GtkWindow.self), 1280, 640)
      GtkTestEnvironment.wait("the wide layout") {
        onScreen(window.sidebar.widget) && onScreen(window.timeline.widget)
          && onScreen(window.article.view.gtkWidget)
      }
    }
  }

  /// F9 (and the sidebar toggle) hide and show the feeds beside the timeline while wide.
  func testWideFNineHidesAndShowsTheFeeds() throws {
    try ReaderHarness.run { reader in
      let feed = try reader.writeFeed("a.xml", FeedReaderReachTests.rss(1...3, title: "Alpha"))
      let window = reader.openLoadedWindow(width: 1000, height: 640, subscribingTo: [feed])
      let onScreen = ReaderHeaderBars.isOnScreen
      GtkTestEnvironment.wait("the feeds beside the timeline") {
        onScreen(window.sidebar.widget) && onScreen(window.timeline.widget)
      }
      try ReaderHarness.press("F9", in: window.root)
      GtkTestEnvironment.wait("F9 to hide the feeds") { !onScreen(window.sidebar.widget) }
      XCTAssertTrue(onScreen(window.timeline.widget))
      XCTAssertTrue(onScreen(window.article.view.gtkWidget))
      try ReaderHarness.press("F9", in: window.root)
      GtkTestEnvironment.wait("F9 to show them again") { onScreen(window.sidebar.widget) }
    }
  }

  /// Collapsed, F9 goes to the feeds from the timeline or the article, and from the feeds back
  /// to the timeline: it does something visible at every width.
  func testCollapsedFNineGoesToTheFeedsAndBack() throws {
    try ReaderHarness.run { reader in
      let feed = try reader.writeFeed("a.xml", FeedReaderReachTests.rss(1...3, title: "Alpha"))
      let window = reader.openLoadedWindow(width: 360, height: 640, subscribingTo: [feed])
      let onScreen = ReaderHeaderBars.isOnScreen
      GtkTestEnvironment.wait("the timeline alone at 360 px") {
        onScreen(window.timeline.widget) && !onScreen(window.sidebar.widget)
      }
      try ReaderHarness.press("F9", in: window.root)
      GtkTestEnvironment.wait("F9 to go to the feeds") {
        onScreen(window.sidebar.widget) && !onScreen(window.timeline.widget)
      }
      MainContext.run(forSeconds: 0.2)
      try ReaderHarness.press("F9", in: window.root)
      GtkTestEnvironment.wait("F9 to go back to the timeline") {
        onScreen(window.timeline.widget) && !onScreen(window.sidebar.widget)
      }
      MainContext.run(forSeconds: 0.2)
      // From the article too.
      let list = window.timeline.list
      list.focusRow(at: 0)
      GtkTestEnvironment.wait("the first entry to take the focus") { list.focusedID != nil }
      try ReaderHarness.press("Return", in: window.root)
      GtkTestEnvironment.wait("Enter to open the article alone") {
        onScreen(window.article.view.gtkWidget) && !onScreen(window.timeline.widget)
      }
      MainContext.run(forSeconds: 0.2)
      try ReaderHarness.press("F9", in: window.root)
      GtkTestEnvironment.wait("F9 to go from the article to the feeds") {
        onScreen(window.sidebar.widget) && !onScreen(window.article.view.gtkWidget)
      }
    }
  }
}
