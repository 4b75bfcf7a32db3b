import CGtk
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
import XCTest

@testable import OvershootApp

/// The "N new" pill only counts entries the reader cannot see: at the top, with the new entry
/// in view, there is nothing above to point at.
final class FeedReaderPillTests: GtkTestCase {
  func testARefreshAtTheTopWithTheNewEntryInViewShowsNoPill() throws {
    try MainActor.assumeIsolated {
      let reader = try ReaderHarness()
      defer { reader.cleanUp() }
      let feed = try reader.writeFeed("feed.xml", FeedReaderReachTests.rss(1...30))
      let window = reader.openLoadedWindow(subscribingTo: [feed])
      try FeedReaderReachTests.rss(1...31).write(to: feed, atomically: true, encoding: .utf8)
      gtk_widget_activate_action_variant(window.root, "win.refresh", nil)
      let list = window.timeline.list
      GtkTestEnvironment.wait("the refresh", timeout: 10) { list.count == 31 && window.isSettled }
      MainContext.run(forSeconds: 0.6)
      let top = list.visibleRange?.positions.lowerBound ?? -1
      let offset = window.timeline.refreshable.scrollView.geometry.contentOffset.y
      if top == 0 && offset <= 1 {
        XCTAssertEqual(window.timeline.newItemsShown, 0, "the new entry is in view")
      } else {
        XCTAssertEqual(window.timeline.newItemsShown, top, "the pill counts what is above")
      }
    }
  }
}
