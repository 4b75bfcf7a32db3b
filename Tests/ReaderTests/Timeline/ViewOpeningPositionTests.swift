import CGtk
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
import TestSupport
import XCTest

@testable import OvershootApp

/// Every view opens at its saved position if it has one, else at its top with the newest entry
/// fully visible, whatever the view before it was scrolled to (P0: a view opened for the first
/// time opened where the previous one was scrolled to, the newer entries hidden above it, and
/// GTK printed "failed to scroll to given position").
final class ViewOpeningPositionTests: GtkWarningFreeTestCase {
  /// The scripted user: subscribed to a 5,000-entry feed, scrolls it 20 wheel notches, opens
  /// Unread, another feed, a feed after scrolling to the bottom of one, All, a search, and goes
  /// back to the first feed.
  func testEveryViewOpensAtItsSavedPositionOrItsTop() throws {
    try ReaderHarness.run { reader in
      let warningsBefore = GtkTestEnvironment.warningCount
      let short = try reader.writeFeed(
        "short.xml", FeedReaderReachTests.rss(1...40, title: "Short"))
      let other = try reader.writeFeed(
        "other.xml", FeedReaderReachTests.rss(1...300, title: "Other"))
      let big = try reader.writeFeed("big.xml", FeedReaderReachTests.rss(1...5_000, title: "Big"))
      let window = reader.openLoadedWindow(subscribingTo: [short, other, big])
      let feeds = Dictionary(
        uniqueKeysWithValues: window.model.subscriptions.map { ($0.title, $0.id) })
      let bigFeed = try XCTUnwrap(feeds["Big"])
      XCTAssertEqual(window.model.scope, .feed(bigFeed))
      Self.expectTop(of: window, "the big feed, opened first")

      try Self.wheel(notches: 20, in: window)
      let list = window.timeline.list
      let left = try XCTUnwrap(list.visibleRange?.first, "rows in view after the wheel")
      XCTAssertGreaterThan(window.timelineOffset, 300, "20 notches scroll well into the feed")
      let leftOffset = try XCTUnwrap(list.topRowOffset)

      try Self.open(.unread, in: window)
      Self.expectTop(of: window, "Unread, opened for the first time")

      try Self.wheel(notches: 20, in: window)
      try Self.open(.feed(try XCTUnwrap(feeds["Other"])), in: window)
      Self.expectTop(of: window, "another feed, after Unread")

      window.timeline.refreshable.scrollView.scroll(toEdge: .bottom)
      _ = window.settledTimelineOffset()
      try Self.open(.feed(try XCTUnwrap(feeds["Short"])), in: window)
      Self.expectTop(of: window, "a feed opened after scrolling to the bottom of one")

      try Self.wheel(notches: 20, in: window)
      try Self.open(.all, in: window)
      Self.expectTop(of: window, "All, opened for the first time")

      try Self.wheel(notches: 20, in: window)
      let firstMatch = try XCTUnwrap(Self.newest(in: .all, matching: "Entry", window))
      window.searchController.openSearch()
      window.timeline.searchBar.text = "Entry"
      GtkTestEnvironment.wait("the search results", timeout: 10) {
        window.state.searchQuery == "Entry" && list.count > 0 && list.id(at: 0) == firstMatch
      }
      Self.expectTop(of: window, "search results")

      // Back to the first feed, closing the search: its saved place, to the pixel.
      window.timeline.searchBar.text = ""
      GtkTestEnvironment.wait("the search cleared", timeout: 10) {
        window.state.searchQuery.isEmpty
      }
      window.timeline.searchBar.isOpen = false
      try Self.open(.feed(bigFeed), in: window)
      let position = try XCTUnwrap(list.position(of: left), "read down to the saved entry")
      GtkTestEnvironment.wait("the big feed back at the saved entry", timeout: 5) {
        list.visibleRange?.first == left
      }
      _ = window.settledTimelineOffset()
      XCTAssertEqual(list.visibleRange?.first, left, "the saved entry first in view")
      XCTAssertEqual(
        try XCTUnwrap(list.rowTop(at: position)), -leftOffset, accuracy: 1,
        "the saved entry where the reader left it")

      XCTAssertEqual(
        GtkTestEnvironment.warningCount - warningsBefore, 0,
        "GTK warned (e.g. \"failed to scroll to given position\")")
    }
  }

  /// Opens `scope` as the sidebar does and waits until its first entries are shown.
  @MainActor
  static func open(_ scope: EntryScope, in window: MainWindow) throws {
    let expected = try XCTUnwrap(newest(in: scope, window), "\(scope) has entries")
    window.timelineController.select(scope)
    let list = window.timeline.list
    GtkTestEnvironment.wait("\(scope) shown", timeout: 10) {
      window.model.scope == scope && list.count > 0 && list.id(at: 0) == expected
    }
  }

  /// The id of the newest entry in `scope` matching `query` (every entry when it is empty).
  @MainActor
  static func newest(in scope: EntryScope, matching query: String = "", _ window: MainWindow)
    -> Int64?
  {
    var newest: Int64?
    ReaderHarness.runToEnd {
      newest = try? await window.model.page(in: scope, matching: query, after: nil).first?.id
    }
    return newest
  }

  /// Checks the view settles at its very top: offset 0, the newest entry first in view with
  /// its row's top at the list's top (below the list's padding), and no "N new" pill.
  @MainActor
  static func expectTop(
    of window: MainWindow, _ what: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    let list = window.timeline.list
    let offset = window.settledTimelineOffset()
    XCTAssertEqual(offset, 0, "\(what): the offset", file: file, line: line)
    XCTAssertEqual(
      list.visibleRange?.positions.lowerBound, 0, "\(what): the newest entry first in view",
      file: file, line: line)
    // At offset 0 the list's padding (2 px here) is above the first row.
    let top = list.rowTop(at: 0)
    XCTAssertTrue(
      top.map { (0...4).contains($0) } == true,
      "\(what): the newest entry fully visible at the top, at \(top.map { "\($0)" } ?? "none")",
      file: file, line: line)
    XCTAssertEqual(window.timeline.newItemsShown, 0, "\(what): no pill", file: file, line: line)
  }

  /// Turns the mouse wheel down `notches` times over the timeline, with real X events (XTEST),
  /// then waits for the list to settle.
  @MainActor
  static func wheel(notches: Int, in window: MainWindow) throws {
    try TestPointer.turnWheel(over: window.timeline.list.gtkWidget, notches: notches, up: false)
    _ = window.settledTimelineOffset()
  }
}
