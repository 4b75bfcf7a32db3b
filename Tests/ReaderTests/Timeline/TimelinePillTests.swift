import CGtk
import Foundation
import GtkGlue
import GtkTestSupport
import Overshoot
import XCTest

@testable import FeedCore
@testable import OvershootApp

/// The "N new" pill counts only new entries above the first row in view (issue 16, defect 11):
/// a new entry that takes the place of the row being read, at the top or mid-list, is in view,
/// not above, so it raises no pill; new entries above the reader are counted.
final class TimelinePillTests: GtkWarningFreeTestCase {
  /// Entries with ids `ids`, in that order, newest first.
  static func entries(_ ids: [Int64]) -> [StoredEntry] {
    let base = Date(timeIntervalSince1970: 1_780_000_000)
    return ids.enumerated().map { index, id in
      StoredEntry(
        id: id, feedID: 1, feedTitle: "Feed",
        entry: Entry(id: "entry-\(id)", title: "Entry \(id)", summary: "Summary of \(id)."),
        sortDate: base.addingTimeInterval(-Double(index) * 60), isRead: false, isStarred: false)
    }
  }

  @MainActor
  private final class Fixture {
    let timeline = TimelineView()
    let window: GtkTestWindow
    var ids = Array((1...60).reversed()).map(Int64.init)

    init() {
      window = GtkTestWindow(child: timeline.widget, width: 480, height: 500)
      timeline.show(TimelinePillTests.entries(ids), isNewScope: true, empty: nil)
      GtkTestEnvironment.wait("the rows laid out") { timeline.list.visibleRange != nil }
      MainContext.run(forSeconds: 0.2)
    }

    /// Scrolls so the row at `position` is the first in view.
    func scroll(to position: Int) {
      timeline.list.scroll(toPosition: position)
      GtkTestEnvironment.wait("row \(position) at the top") {
        timeline.list.visibleRange?.positions.lowerBound == position
      }
      MainContext.run(forSeconds: 0.2)
    }

    /// Shows the list again with `ids`, as a refresh does, and lets it lay out.
    func update(_ ids: [Int64]) {
      self.ids = ids
      timeline.show(TimelinePillTests.entries(ids), isNewScope: false, empty: nil)
      MainContext.run(forSeconds: 0.4)
    }

    var firstInView: Int { timeline.list.visibleRange?.positions.lowerBound ?? -1 }
  }

  func testANewEntryTakingTheTopRowsPlaceAtTheTopRaisesNoPill() {
    MainActor.assumeIsolated {
      let fixture = Fixture()
      defer { fixture.window.close() }
      // The top entry leaves (read in Unread, dropped by the feed) as a new one arrives there.
      fixture.update([1000] + fixture.ids.dropFirst())
      XCTAssertEqual(fixture.firstInView, 0, "the new entry is the first row in view")
      XCTAssertEqual(fixture.timeline.newItemsShown, 0, "nothing is above the reader")
      XCTAssertEqual(GtkTestEnvironment.criticalCount, 0)
    }
  }

  func testANewEntryTakingTheReadersRowMidListRaisesNoPill() {
    MainActor.assumeIsolated {
      let fixture = Fixture()
      defer { fixture.window.close() }
      fixture.scroll(to: 10)
      var ids = fixture.ids
      ids[10] = 1000
      fixture.update(ids)
      let position = fixture.timeline.list.position(of: 1000) ?? -1
      XCTAssertGreaterThanOrEqual(position, fixture.firstInView, "the new entry is not above")
      XCTAssertEqual(fixture.timeline.newItemsShown, 0, "the new entry is not above the reader")
    }
  }

  func testNewEntriesAboveTheReaderAreCountedAndThoseBelowAreNot() {
    MainActor.assumeIsolated {
      let fixture = Fixture()
      defer { fixture.window.close() }
      fixture.scroll(to: 10)
      var ids = [1001, 1002, 1003] + fixture.ids
      ids.insert(1004, at: 40)
      fixture.update(ids)
      XCTAssertEqual(fixture.firstInView, 13, "the reader's row stays first in view")
      XCTAssertEqual(fixture.timeline.newItemsShown, 3, "the three above, not the one below")
    }
  }
}
