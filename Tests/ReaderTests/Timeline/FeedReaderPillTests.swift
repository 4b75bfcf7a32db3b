import CGtk
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
import Overshoot
import ScrollCore
import XCTest

@testable import OvershootApp

/// Where a refresh's new entries go (issue 46, item 6): a reader who has not left the top since
/// the view opened (a launch that refreshes, a morning's first look) sees them at the top; a
/// reader who has scrolled keeps their row, even back at the top, with the new entries above it
/// counted in the "N new" pill.
final class FeedReaderPillTests: GtkWarningFreeTestCase {
  func testARefreshBeforeTheReaderScrolledShowsTheNewEntryAtTheTopWithNoPill() throws {
    try ReaderHarness.run { reader in
      let feed = try reader.writeFeed("feed.xml", FeedReaderReachTests.rss(1...30))
      let window = reader.openLoadedWindow(subscribingTo: [feed])
      try FeedReaderReachTests.rss(1...31).write(to: feed, atomically: true, encoding: .utf8)
      gtk_widget_activate_action_variant(window.root, "win.refresh", nil)
      let list = window.timeline.list
      GtkTestEnvironment.wait("the refresh", timeout: 10) { list.count == 31 && window.isSettled }
      MainContext.run(forSeconds: 0.6)
      XCTAssertEqual(list.visibleRange?.positions.lowerBound, 0, "the new entry is in view")
      XCTAssertEqual(list.item(at: 0).entry.title, "Entry 31")
      XCTAssertEqual(window.timeline.refreshable.scrollView.geometry.contentOffset.y, 0)
      XCTAssertEqual(window.timeline.newItemsShown, 0, "nothing is above the top")
    }
  }

  func testARefreshAfterTheReaderScrolledAndCameBackKeepsTheirRowAndCountsTheNewEntry() throws {
    try ReaderHarness.run { reader in
      let feed = try reader.writeFeed("feed.xml", FeedReaderReachTests.rss(1...30))
      let window = reader.openLoadedWindow(subscribingTo: [feed])
      let list = window.timeline.list
      let scrollView = window.timeline.refreshable.scrollView
      scrollView.scroll(toOffset: ScrollPoint(x: 0, y: 300))
      GtkTestEnvironment.wait("the reader scrolled down") {
        (list.visibleRange?.positions.lowerBound ?? 0) > 2
      }
      MainContext.run(forSeconds: 0.2)
      scrollView.scroll(toEdge: .top)
      GtkTestEnvironment.wait("back at the top") {
        list.visibleRange?.positions.lowerBound == 0 && scrollView.geometry.contentOffset.y == 0
      }
      try FeedReaderReachTests.rss(1...31).write(to: feed, atomically: true, encoding: .utf8)
      gtk_widget_activate_action_variant(window.root, "win.refresh", nil)
      GtkTestEnvironment.wait("the refresh", timeout: 10) { list.count == 31 && window.isSettled }
      GtkTestEnvironment.wait("the pill") { window.timeline.newItemsShown == 1 }
      XCTAssertEqual(list.visibleRange?.first, list.id(at: 1), "the reader's row stays at the top")
    }
  }
}
