import CGtk
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
import XCTest

@testable import OvershootApp

/// The main window is an AdwApplicationWindow whose columns each have a header bar: "Feeds"
/// (with Add Feed) over the feeds, the shown scope's name (with Refresh and Search) over the
/// timeline; below 600 px one column shows at a time, its bar with it.
final class FeedReaderHeaderBarTests: GtkWarningFreeTestCase {
  func testTheFeedsAndTheTimelineEachHaveAHeaderBarWithTheirTitle() throws {
    try ReaderHarness.run { reader in
      let (window, alpha, _) = try reader.openAlphaAndBeta(width: 960, height: 640)
      window.timelineController.select(.all)
      MainContext.run(forSeconds: 0.2)

      XCTAssertEqual(
        String(cString: g_type_name_from_instance(window.root.typeInstance)),
        "AdwApplicationWindow")
      let feedsBar = try XCTUnwrap(ReaderHeaderBars.shown(titled: "Feeds", under: window.root))
      let timelineBar = try XCTUnwrap(
        ReaderHeaderBars.shown(titled: window.scopeTitle, under: window.root))
      XCTAssertEqual(ReaderHeaderBars.holding(window.addButton.gtkWidget), feedsBar)
      XCTAssertEqual(ReaderHeaderBars.holding(window.refreshButton.gtkWidget), timelineBar)
      XCTAssertEqual(ReaderHeaderBars.holding(window.searchButton.gtkWidget), timelineBar)
      // Side by side at the window's top: the feeds' bar at its left, the timeline's beside it.
      let (sidebarX, sidebarY) = WidgetFinder.origin(of: feedsBar, in: window.root)
      XCTAssertLessThan(abs(sidebarY), 8, "the feeds' bar at the top")
      let (x, y) = WidgetFinder.origin(of: timelineBar, in: window.root)
      XCTAssertEqual(y, sidebarY, "both bars at the top")
      XCTAssertGreaterThanOrEqual(x - sidebarX, 220, "the timeline's bar beside the feeds'")

      window.timelineController.select(.feed(alpha.id))
      GtkTestEnvironment.wait("the timeline's bar to name the feed") {
        WidgetFinder.labelTexts(under: timelineBar).contains("Alpha")
      }
    }
  }

  func testBelowSixHundredPixelsEachBarGoesWithItsColumn() throws {
    try ReaderHarness.run { reader in
      let feed = try reader.writeFeed("a.xml", FeedReaderReachTests.rss(1...3, title: "Alpha"))
      let window = reader.openLoadedWindow(width: 360, height: 640, subscribingTo: [feed])
      GtkTestEnvironment.wait("the timeline's bar alone") {
        ReaderHeaderBars.shown(titled: "Alpha", under: window.root) != nil
          && ReaderHeaderBars.shown(titled: "Feeds", under: window.root) == nil
      }

      try ReaderHarness.press("alt+Left", in: window.root)
      GtkTestEnvironment.wait("Alt+Left to go back to the feeds and their bar alone") {
        ReaderHeaderBars.shown(titled: "Feeds", under: window.root) != nil
          && ReaderHeaderBars.shown(titled: "Alpha", under: window.root) == nil
      }
      XCTAssertTrue(ReaderHeaderBars.isOnScreen(window.addButton.gtkWidget))
    }
  }

  /// At 360 px the timeline's bar keeps Back, the menu and the window's buttons; Search and
  /// Refresh leave it (Ctrl+F, F5, the pull and the menu remain), so a feed's name of a usual
  /// length shows whole, not as "The Ver…"; wider, they come back.
  func testAtThreeHundredSixtyPixelsAFeedsNameShowsWhole() throws {
    try ReaderHarness.run { reader in
      let feed = try reader.writeFeed(
        "a.xml", FeedReaderReachTests.rss(1...3, title: "The Verge"))
      let window = reader.openLoadedWindow(width: 360, height: 640, subscribingTo: [feed])
      GtkTestEnvironment.wait("the bar to name the feed") {
        ReaderHeaderBars.shown(titled: "The Verge", under: window.root) != nil
      }
      MainContext.run(forSeconds: 0.3)
      let bar = try XCTUnwrap(ReaderHeaderBars.shown(titled: "The Verge", under: window.root))
      let title = try XCTUnwrap(
        WidgetFinder.widgets("label", under: bar).first {
          String(cString: gtk_label_get_text($0.checked(gtk_label_get_type()))) == "The Verge"
        })
      let layout = gtk_label_get_layout(title.checked(gtk_label_get_type()))
      XCTAssertEqual(
        pango_layout_is_ellipsized(layout), 0,
        "the name is cut to \(gtk_widget_get_width(title)) px in a "
          + "\(gtk_widget_get_width(bar)) px bar")
      XCTAssertFalse(ReaderHeaderBars.isOnScreen(window.searchButton.gtkWidget))
      XCTAssertFalse(ReaderHeaderBars.isOnScreen(window.refreshButton.gtkWidget))
      gtk_window_set_default_size(window.root.checked(as: GtkWindow.self), 1000, 640)
      GtkTestEnvironment.wait("Search and Refresh back in the wide bar") {
        ReaderHeaderBars.isOnScreen(window.searchButton.gtkWidget)
          && ReaderHeaderBars.isOnScreen(window.refreshButton.gtkWidget)
      }
    }
  }
}
