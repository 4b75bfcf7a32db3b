import CGtk
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
import XCTest

@testable import OvershootApp

/// The timeline a page at a time: a long scope shows its first page and the bottom reads the
/// next, a search pages the same way, a reading position three pages down comes back, a refresh
/// keeps the pages scrolled through, and `j` on the last entry read moves on to the next page.
final class FeedReaderPagingTests: GtkWarningFreeTestCase {
  @MainActor static var pageSize: Int { ReaderModel.pageSize }

  /// A window showing one feed of `count` entries ("Entry N", newest first).
  @MainActor
  static func open(_ reader: ReaderHarness, entries count: Int) throws -> MainWindow {
    let feed = try reader.writeFeed("long.xml", FeedReaderReachTests.rss(1...count))
    return reader.openLoadedWindow(subscribingTo: [feed])
  }

  /// Scrolls to the bottom of what is shown, again once the list has laid out a page that
  /// arrived, until it holds `count` entries.
  @MainActor
  static func scrollToBottom(_ window: MainWindow, expecting count: Int) {
    GtkTestEnvironment.wait("the bottom to read down to \(count) entries", timeout: 10) {
      if !window.timeline.pageLoader.isLoading {
        window.timeline.refreshable.scrollView.scroll(toEdge: .bottom)
      }
      return window.timeline.list.count >= count
    }
    XCTAssertEqual(window.timeline.list.count, count)
  }

  func testALongScopeShowsTheFirstPageAndTheBottomReadsTheNext() throws {
    try ReaderHarness.run { reader in
      let window = try Self.open(reader, entries: 1_100)
      let list = window.timeline.list
      XCTAssertEqual(list.count, Self.pageSize, "the first page only")
      let all = FeedReaderMarkAllReadTests.entries(window, in: window.model.scope)
      XCTAssertEqual(all.count, 1_100)
      XCTAssertEqual(window.timeline.entries, Array(all.prefix(Self.pageSize)), "same order")
      Self.scrollToBottom(window, expecting: 2 * Self.pageSize)
      XCTAssertEqual(window.timeline.entries, Array(all.prefix(2 * Self.pageSize)))
      // To the end: the last page is short, and the bottom then reads nothing more.
      for pages in 3...5 {
        Self.scrollToBottom(window, expecting: min(1_100, pages * Self.pageSize))
      }
      XCTAssertFalse(window.timeline.hasMorePages)
      XCTAssertEqual(window.timeline.entries.map(\.id), all.map(\.id))
      // The sidebar counts every entry from the store, not the pages read.
      XCTAssertEqual(window.model.selectedFeed?.unreadCount, 1_100)
    }
  }

  func testASearchWithManyMatchesPagesToo() throws {
    try ReaderHarness.run { reader in
      let window = try Self.open(reader, entries: 600)
      let list = window.timeline.list
      try ReaderHarness.press("ctrl+f", in: window.root)
      GtkTestEnvironment.wait("the bar to take the focus") { window.timeline.searchBar.isFocused }
      for letter in "entry" { try GtkTestWindow.pressKeys(String(letter)) }
      GtkTestEnvironment.wait("the first page of matches", timeout: 10) {
        window.state.searchQuery == "entry" && list.count == Self.pageSize
      }
      // A search looks in every feed: the feed's 600 entries all match.
      var matches = 0
      ReaderHarness.runToEnd {
        matches = (try? await window.model.store?.searchCount("entry")) ?? 0
      }
      XCTAssertGreaterThanOrEqual(matches, 600)
      Self.scrollToBottom(window, expecting: 2 * Self.pageSize)
      Self.scrollToBottom(window, expecting: matches)
      XCTAssertEqual(
        window.timeline.entries.filter { $0.entry.title?.hasPrefix("Entry") == true }.count, 600)
      XCTAssertEqual(Set(window.timeline.entries.map(\.id)).count, matches, "no entry twice")
    }
  }

  func testAReadingPositionOnPageThreeComesBack() throws {
    try ReaderHarness.run { reader in
      let window = try Self.open(reader, entries: 1_000)
      let scope = window.model.scope
      let all = FeedReaderMarkAllReadTests.entries(window, in: scope)
      let saved = all[2 * Self.pageSize + 40]
      window.positions.remember(ReadingPosition(entry: saved.id, rowOffset: 0), for: scope)
      FeedReaderMarkAllReadTests.reload(window)
      let list = window.timeline.list
      XCTAssertNotNil(list.position(of: saved.id), "read down to the saved entry")
      XCTAssertLessThanOrEqual(list.count, 3 * Self.pageSize + 40 + Self.pageSize)
      GtkTestEnvironment.wait("the saved entry at the top", timeout: 5) {
        list.visibleRange?.first == saved.id
      }
    }
  }

  func testARefreshKeepsThePagesScrolledThroughAndCountsTheArrivals() throws {
    try ReaderHarness.run { reader in
      let window = try Self.open(reader, entries: 600)
      let list = window.timeline.list
      Self.scrollToBottom(window, expecting: 2 * Self.pageSize)
      list.scroll(toPosition: 300)
      GtkTestEnvironment.wait("row 300 at the top") {
        list.visibleRange?.positions.lowerBound == 300
      }
      let place = try XCTUnwrap(list.visibleRange?.first)
      // Three new entries arrive on top.
      _ = try reader.writeFeed("long.xml", FeedReaderReachTests.rss(1...603))
      ReaderHarness.runToEnd {
        _ = await window.model.refresh(feedIDs: nil) { _ in }
        await window.timelineController.reloadTimeline(isNewScope: false)
      }
      XCTAssertEqual(list.count, 2 * Self.pageSize + 3, "no page dropped")
      GtkTestEnvironment.wait("the pill to count the arrivals") {
        window.timeline.newItemsShown == 3
      }
      XCTAssertEqual(list.visibleRange?.first, place, "the reader's row did not move")
    }
  }

  func testJOnTheLastEntryReadReadsTheNextPageAndMovesOn() throws {
    try ReaderHarness.run { reader in
      let window = try Self.open(reader, entries: 300)
      let list = window.timeline.list
      let timeline = window.timeline
      // The bottom would read the next page by itself: hold it back while the focus gets there.
      timeline.hasMorePages = false
      list.scroll(toPosition: Self.pageSize - 1)
      let last = list.id(at: Self.pageSize - 1)
      GtkTestEnvironment.wait("the last row bound") { Self.focusRow(of: last, in: window) }
      try GtkTestWindow.focus(window.root)
      _ = Self.focusRow(of: last, in: window)
      XCTAssertEqual(list.focusedID, last)
      XCTAssertEqual(list.count, Self.pageSize)
      timeline.hasMorePages = true
      try GtkTestWindow.pressKeys("j")
      GtkTestEnvironment.wait("j to read the next page", timeout: 10) { list.count == 300 }
      GtkTestEnvironment.wait("and focus its first entry", timeout: 5) {
        list.focusedID == list.id(at: Self.pageSize)
      }
      XCTAssertEqual(list.item(at: Self.pageSize).entry.title, "Entry 50")
    }
  }

  func testEndGoesToTheLastEntryReadAndArrivingThereReadsTheNextPage() throws {
    try ReaderHarness.run { reader in
      let window = try Self.open(reader, entries: 600)
      let list = window.timeline.list
      gtk_widget_grab_focus(list.gtkWidget)
      MainContext.run(forSeconds: 0.2)
      try ReaderHarness.press("End", in: window.root)
      GtkTestEnvironment.wait("End to read the next page on arrival", timeout: 10) {
        list.count == 2 * Self.pageSize
      }
      GtkTestEnvironment.wait("the view still at the last entry End reached") {
        list.visibleRange?.positions.contains(Self.pageSize - 1) == true
      }
      try GtkTestWindow.pressKeys("End")
      GtkTestEnvironment.wait("End again to go further and read the rest", timeout: 10) {
        list.count == 600 && list.visibleRange?.positions.contains(2 * Self.pageSize - 1) == true
      }
    }
  }

  /// Gives the keyboard focus to the row showing entry `id`, once the list has a widget for it.
  @MainActor
  static func focusRow(of id: Int64, in window: MainWindow) -> Bool {
    let list = window.timeline.list
    guard let title = list.position(of: id).map({ list.item(at: $0).entry.title ?? "" }),
      let label = WidgetFinder.widgets("label", under: list.gtkWidget).first(where: {
        String(cString: gtk_label_get_text($0.checked(gtk_label_get_type()))) == title
      })
    else { return false }
    var row = label
    while let parent = gtk_widget_get_parent(row), parent != list.gtkWidget { row = parent }
    return gtk_widget_grab_focus(row) != 0 && list.focusedID == id
  }
}
