import CGtk
import Foundation
import GtkGlue
import GtkTestSupport
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

  /// What a refresh from F5 mid-list does when its entries come in at once (a fast feed): they
  /// arrive above while the room is still being held, and the list scrolls on by their height
  /// to keep the reader's row in place. The hold must go along, not put the offset back.
  func testContentArrivingAboveWhileRoomOpensKeepsTheRowBeingRead() {
    MainActor.assumeIsolated {
      let fixture = RefreshableScrolledWindowTests.Fixture()
      defer { fixture.window.close() }
      let adjustment = fixture.view.scrollView.verticalAdjustment
      gtk_adjustment_set_value(adjustment, 500)
      MainContext.run(forSeconds: 0.05)
      let before = Self.screenTop(of: fixture)
      // As a list view does: the content grows above the view and the offset grows with it,
      // in one layout.
      let arrived = 300.0
      var anchored = false
      let anchoring = adjustment.connect("changed") {
        guard !anchored, gtk_adjustment_get_upper(adjustment) >= 3000 + arrived else { return }
        anchored = true
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + arrived)
      }
      defer { anchoring.disconnect() }
      fixture.view.beginRefreshing()
      gtk_widget_set_size_request(fixture.content, -1, Int32(3000 + arrived))
      GtkTestEnvironment.wait("the content to grow") { anchored }
      MainContext.run(forSeconds: 0.1)
      XCTAssertEqual(
        Self.screenTop(of: fixture), before - arrived, accuracy: 1,
        "the row being read moved while the room was held")
      fixture.finishAndSettle()
      MainContext.run(forSeconds: 0.1)
      XCTAssertEqual(
        Self.screenTop(of: fixture), before - arrived, accuracy: 1,
        "the row being read moved after the refresh")
      XCTAssertEqual(GtkTestEnvironment.criticalCount, 0)
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
    _ = gtk_widget_compute_point(
      fixture.view.scrolledWindow, fixture.view.gtkWidget, &origin, &point)
    return Double(point.y) - gtk_adjustment_get_value(fixture.view.scrollView.verticalAdjustment)
  }
}
