import CGtk
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
import XCTest

@testable import OvershootApp

/// The main window is an AdwApplicationWindow whose panes each have a header bar: "Feeds" over
/// the sidebar, the shown scope's name over the timeline and article; below 600 px the bar goes
/// with its pane.
final class FeedReaderHeaderBarTests: GtkTestCase {
  func testTheSidebarAndTheContentEachHaveAHeaderBarWithTheirTitle() throws {
    try MainActor.assumeIsolated {
      let reader = try ReaderHarness()
      defer { reader.cleanUp() }
      let first = try reader.writeFeed("a.xml", FeedReaderReachTests.rss(1...3, title: "Alpha"))
      let second = try reader.writeFeed("b.xml", FeedReaderReachTests.rss(4...6, title: "Beta"))
      let window = reader.openLoadedWindow(width: 960, height: 640, subscribingTo: [first, second])
      let alpha = try XCTUnwrap(window.model.subscriptions.first { $0.title == "Alpha" })
      MainContext.run(forSeconds: 0.2)

      XCTAssertEqual(
        String(cString: g_type_name_from_instance(window.root.typeInstance)),
        "AdwApplicationWindow")
      XCTAssertEqual(WidgetsOfType.count(named: "AdwHeaderBar", under: window.root), 2)
      XCTAssertEqual(gtk_widget_get_mapped(window.sidebarHeader.gtkWidget), 1)
      XCTAssertEqual(gtk_widget_get_mapped(window.header.gtkWidget), 1)
      XCTAssertTrue(
        WidgetFinder.labelTexts(under: window.sidebarHeader.gtkWidget).contains("Feeds"),
        "\(WidgetFinder.labelTexts(under: window.sidebarHeader.gtkWidget))")
      // Side by side at the window's top: the sidebar's bar at its left, the content's beside it.
      var (x, y) = (0.0, 0.0)
      // Where the bar's top left corner is in the window (gtk_widget_compute_point: 4.0 API).
      func origin(_ bar: UnsafeMutablePointer<GtkWidget>, in root: UnsafeMutablePointer<GtkWidget>)
      {
        var corner = graphene_point_t()
        var inRoot = graphene_point_t()
        XCTAssertNotEqual(gtk_widget_compute_point(bar, root, &corner, &inRoot), 0)
        (x, y) = (Double(inRoot.x), Double(inRoot.y))
      }
      origin(window.sidebarHeader.gtkWidget, in: window.root)
      let (sidebarX, sidebarY) = (x, y)
      XCTAssertLessThan(abs(sidebarY), 8, "the sidebar's bar at the top")
      origin(window.header.gtkWidget, in: window.root)
      XCTAssertEqual(y, sidebarY, "both bars at the top")
      XCTAssertGreaterThanOrEqual(x - sidebarX, 220, "the content's bar beside the sidebar's")

      window.select(.feed(alpha.id))
      GtkTestEnvironment.wait("the content bar to name the feed") {
        WidgetFinder.labelTexts(under: window.header.gtkWidget).contains("Alpha")
      }
    }
  }

  func testBelowSixHundredPixelsEachBarGoesWithItsPane() throws {
    try MainActor.assumeIsolated {
      let reader = try ReaderHarness()
      defer { reader.cleanUp() }
      let feed = try reader.writeFeed("a.xml", FeedReaderReachTests.rss(1...3, title: "Alpha"))
      let window = reader.openLoadedWindow(width: 360, height: 640, subscribingTo: [feed])
      MainContext.run(forSeconds: 0.3)
      XCTAssertEqual(gtk_widget_get_mapped(window.header.gtkWidget), 1)
      XCTAssertEqual(gtk_widget_get_mapped(window.sidebarHeader.gtkWidget), 0)

      try ReaderHarness.press("F9", in: window.root)
      GtkTestEnvironment.wait("F9 to show the sidebar and its bar") {
        gtk_widget_get_mapped(window.sidebarHeader.gtkWidget) != 0
      }
      XCTAssertEqual(gtk_widget_get_mapped(window.header.gtkWidget), 0, "one bar at a time")
      XCTAssertTrue(
        WidgetFinder.labelTexts(under: window.sidebarHeader.gtkWidget).contains("Feeds"))
    }
  }

  /// At 360 px the content's bar keeps the sidebar toggle, the menu and the window's buttons;
  /// Search and Refresh leave it (Ctrl+F, F5, the pull and the menu remain), so a feed's name
  /// of a usual length shows whole beside the window's buttons, not as "The Ver…".
  func testAtThreeHundredSixtyPixelsAFeedsNameShowsWhole() throws {
    try MainActor.assumeIsolated {
      let reader = try ReaderHarness()
      defer { reader.cleanUp() }
      let feed = try reader.writeFeed(
        "a.xml", FeedReaderReachTests.rss(1...3, title: "The Verge"))
      let window = reader.openLoadedWindow(width: 360, height: 640, subscribingTo: [feed])
      GtkTestEnvironment.wait("the bar to name the feed") {
        WidgetFinder.labelTexts(under: window.header.gtkWidget).contains("The Verge")
      }
      MainContext.run(forSeconds: 0.3)
      XCTAssertEqual(gtk_widget_get_mapped(window.refreshButton.gtkWidget), 0)
      XCTAssertEqual(gtk_widget_get_mapped(window.searchButton.gtkWidget), 0)
      let title = try XCTUnwrap(
        WidgetFinder.widgets("label", under: window.header.gtkWidget).first {
          String(cString: gtk_label_get_text($0.checked(gtk_label_get_type()))) == "The Verge"
        })
      let layout = gtk_label_get_layout(title.checked(gtk_label_get_type()))
      XCTAssertEqual(
        pango_layout_is_ellipsized(layout), 0,
        "the name is cut to \(gtk_widget_get_width(title)) px in a "
          + "\(gtk_widget_get_width(window.header.gtkWidget)) px bar")
    }
  }
}
