import CGtk
import Foundation
import GtkGlue
import Overshoot
import XCTest

/// "Refreshing…" never covers a row (issue 16, defect 11): a refresh started mid-list, or a
/// fraction of a pixel below the top, gets room of its own, and the rows keep their place on
/// screen while it is open and after it closes.
final class RefreshIndicatorRoomTests: GtkTestCase {
  func testARefreshStartedMidListSitsInRoomAndTheRowsStayWhereTheyWere() {
    MainActor.assumeIsolated {
      Self.assertRefreshGetsRoom(startingAt: 500)
    }
  }

  func testARefreshStartedAFractionBelowTheTopSitsInRoom() {
    MainActor.assumeIsolated {
      Self.assertRefreshGetsRoom(startingAt: 0.6)
    }
  }

  @MainActor
  private static func assertRefreshGetsRoom(
    startingAt offset: Double, file: StaticString = #filePath, line: UInt = #line
  ) {
    let fixture = RefreshableScrolledWindowTests.Fixture()
    defer { fixture.window.close() }
    let adjustment = fixture.view.scrollView.verticalAdjustment
    gtk_adjustment_set_value(adjustment, offset)
    MainContext.run(forSeconds: 0.05)
    let before = screenTop(of: fixture)
    let fullHeight = gtk_widget_get_height(fixture.view.scrolledWindow)
    fixture.view.beginRefreshing()
    GtkTestEnvironment.wait("the content to make room for the indicator", file: file, line: line) {
      gtk_widget_get_height(fixture.view.scrolledWindow) < fullHeight
    }
    MainContext.run(forSeconds: 0.1)
    let room = Double(fullHeight - gtk_widget_get_height(fixture.view.scrolledWindow))
    XCTAssertGreaterThan(room, 20, "the indicator's strip", file: file, line: line)
    XCTAssertEqual(
      screenTop(of: fixture), before, accuracy: 1, "the content moved on screen", file: file,
      line: line)
    fixture.finishAndSettle()
    GtkTestEnvironment.wait("the room to close", file: file, line: line) {
      gtk_widget_get_height(fixture.view.scrolledWindow) == fullHeight
    }
    XCTAssertEqual(
      screenTop(of: fixture), before, accuracy: 1, "the content moved after the refresh",
      file: file, line: line)
    XCTAssertEqual(GtkTestEnvironment.criticalCount, 0, file: file, line: line)
  }

  /// Where the content's top is on screen, relative to the refreshable view: the scrolled
  /// window's own top minus how far the content is scrolled.
  @MainActor
  private static func screenTop(of fixture: RefreshableScrolledWindowTests.Fixture) -> Double {
    var point = graphene_point_t()
    var origin = graphene_point_t()
    _ = gtk_widget_compute_point(fixture.view.scrolledWindow, fixture.view.widget, &origin, &point)
    return Double(point.y) - gtk_adjustment_get_value(fixture.view.scrollView.verticalAdjustment)
  }
}
