import CGtk
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
import ReaderViews
import XCTest

@testable import OvershootApp

/// The reader with the keyboard alone, through real key events: arrows move in the sidebar and
/// Enter picks, so Tab leaves it without switching the timeline; Shift+F10 and the Menu key open
/// an entry's menu, whose Open opens it; Home and End scroll the timeline to its ends.
final class FeedReaderKeyboardTests: GtkWarningFreeTestCase {
  func testArrowsAndTabMoveThroughTheSidebarWithoutSwitchingAndEnterPicks() throws {
    try ReaderHarness.run { reader in
      let (window, alpha, beta) = try reader.openAlphaAndBeta()
      XCTAssertEqual(window.model.scope, .feed(beta.id))
      window.sidebar.focusShown()
      try ReaderHarness.press("Up", in: window.root)
      MainContext.run(forSeconds: 0.3)
      XCTAssertEqual(window.model.scope, .feed(beta.id), "an arrow only moves the focus")
      XCTAssertEqual(
        window.sidebar.highlightedScope, .feed(beta.id),
        "the shown feed stays the selected row (what a screen reader hears), not the focused one")
      let focusedRow = gtk_root_get_focus(window.root.checked(gtk_root_get_type()))
      XCTAssertNotEqual(
        focusedRow.map { gtk_list_box_row_is_selected($0.checked(as: GtkListBoxRow.self)) }, 1,
        "the focus is on Alpha's row, which is not selected")
      try ReaderHarness.press("Return", in: window.root)
      GtkTestEnvironment.wait("Enter to pick Alpha") { window.model.scope == .feed(alpha.id) }
      try ReaderHarness.press("Tab", in: window.root)
      MainContext.run(forSeconds: 0.3)
      XCTAssertEqual(window.model.scope, .feed(alpha.id), "Tab leaves the sidebar as it is")
      let focused = gtk_root_get_focus(window.root.checked(gtk_root_get_type()))
      XCTAssertTrue(
        focused.map { gtk_widget_is_ancestor($0, window.timeline.list.gtkWidget) != 0 } ?? false,
        "Tab goes on to the timeline, not to the next sidebar row: "
          + (focused.map { WidgetFinder.cssName(of: $0) } ?? "nothing"))
    }
  }

  func testShiftF10AndTheMenuKeyOpenAnEntrysMenuAndOpenOpensIt() throws {
    try ReaderHarness.run { reader in
      let feed = try reader.writeFeed("feed.xml", FeedReaderReachTests.rss(1...5))
      let window = reader.openLoadedWindow(subscribingTo: [feed])
      var opened: [String] = []
      window.timelineController.openLink = { link throws(LinkOpener.Failure) in opened.append(link)
      }
      gtk_widget_grab_focus(window.timeline.list.gtkWidget)
      MainContext.run(forSeconds: 0.2)
      try ReaderHarness.press("shift+F10", in: window.root)
      GtkTestEnvironment.wait("Shift+F10 to open the entry's menu") { TimelineRow.isMenuOpen }
      try GtkTestWindow.pressKeys("Escape")
      GtkTestEnvironment.wait("Escape to close the menu") { !TimelineRow.isMenuOpen }
      try ReaderHarness.press("Menu", in: window.root)
      GtkTestEnvironment.wait("the Menu key to open the entry's menu") { TimelineRow.isMenuOpen }
      try GtkTestWindow.pressKeys("Return")
      GtkTestEnvironment.wait("Open to open the entry") { !opened.isEmpty }
      XCTAssertEqual(opened.count, 1)
      XCTAssertTrue(opened.allSatisfy { $0.hasPrefix("https://example.org/") }, "\(opened)")
    }
  }

  func testHomeAndEndScrollTheTimelineToItsEnds() throws {
    try ReaderHarness.run { reader in
      let feed = try reader.writeFeed("feed.xml", FeedReaderReachTests.rss(1...200))
      let window = reader.openLoadedWindow(subscribingTo: [feed])
      let list = window.timeline.list
      let scrollView = window.timeline.refreshable.scrollView
      gtk_widget_grab_focus(list.gtkWidget)
      MainContext.run(forSeconds: 0.2)
      // Scrolled away by the wheel: the focused row stays the first one.
      scrollView.scroll(toEdge: .bottom)
      GtkTestEnvironment.wait("the bottom") { list.visibleRange?.positions.upperBound == 199 }
      try ReaderHarness.press("Home", in: window.root)
      GtkTestEnvironment.wait("Home to reach the top", timeout: 5) {
        scrollView.geometry.contentOffset.y == 0
      }
      GtkTestEnvironment.wait("Home to move the focus to the first entry") {
        list.focusedID == list.id(at: 0)
      }
      try ReaderHarness.press("End", in: window.root)
      GtkTestEnvironment.wait("End to reach the bottom", timeout: 5) {
        list.visibleRange?.positions.upperBound == 199
      }
      GtkTestEnvironment.wait("End to move the focus to the last entry") {
        list.focusedID == list.id(at: 199)
      }
    }
  }
}
