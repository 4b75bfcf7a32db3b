import CGtk
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
import Overshoot
import XCTest

@testable import OvershootApp

/// Reading in bulk and one by one through real keys: Mark All as Read during a search marks only
/// the matches and Undo restores them, the primary menu's item works from the keyboard, and `m`
/// in Unread keeps the entry (read) and the focus on its row, so `j` moves on.
final class FeedReaderBulkReadTests: GtkWarningFreeTestCase {
  func testMarkAllReadDuringASearchMarksOnlyTheMatchesAndUndoRestoresThem() throws {
    try ReaderHarness.run { reader in
      let feed = try reader.writeFeed("garden.xml", FeedReaderSearchTests.feed)
      let window = reader.openLoadedWindow(subscribingTo: [feed])
      let scope = window.model.scope
      let list = window.timeline.list
      try ReaderHarness.press("ctrl+f", in: window.root)
      GtkTestEnvironment.wait("the bar to take the focus") { window.timeline.searchBar.isFocused }
      for letter in "radish" { try GtkTestWindow.pressKeys(String(letter)) }
      // The count line comes after the last query's results are shown: "radis" has the same two
      // matches, so the count of rows alone could be met while "radish"'s reload, which starts
      // the list over, was still to come.
      GtkTestEnvironment.wait("the two matches, counted") {
        window.state.searchQuery == "radish" && list.count == 2
          && window.timeline.searchBar.status == "2 matches in all feeds"
      }
      let matches = Set((0..<list.count).map { list.id(at: $0) })
      // In the search field Shift+Ctrl+A is the field's: the reader goes to the results first.
      gtk_widget_grab_focus(list.gtkWidget)
      GtkTestEnvironment.wait("the focus on a result") { list.focusedID != nil }
      XCTAssertFalse(Focus.isInTextField(of: window.root))
      try GtkTestWindow.pressKeys("ctrl+shift+a")
      GtkTestEnvironment.wait("the marked notice", timeout: 10) { window.timeline.notice.isShown }
      XCTAssertEqual(
        window.timeline.notice.text, "2 entries marked as read.", Self.focusReport(in: window))
      let after = FeedReaderMarkAllReadTests.entries(window, in: scope)
      XCTAssertEqual(Set(after.filter(\.isRead).map(\.id)), matches, "only the matches")
      XCTAssertEqual(after.filter { !$0.isRead }.count, 38, "the rest still unread")
      XCTAssertEqual(window.model.selectedFeed?.unreadCount, 38)

      window.timeline.notice.runAction()
      GtkTestEnvironment.wait("Undo to restore them") {
        window.model.selectedFeed?.unreadCount == 40
      }
      XCTAssertTrue(FeedReaderMarkAllReadTests.entries(window, in: scope).allSatisfy { !$0.isRead })
    }
  }

  func testThePrimaryMenusMarkAllAsReadWorksFromTheKeyboard() throws {
    try ReaderHarness.run { reader in
      let feed = try reader.writeFeed("feed.xml", FeedReaderReachTests.rss(1...3))
      let window = reader.openLoadedWindow(subscribingTo: [feed])
      gtk_widget_grab_focus(window.timeline.list.gtkWidget)
      try ReaderHarness.press("F10", in: window.root)
      GtkTestEnvironment.wait("F10 to open the primary menu") { Self.openMenu(in: window) != nil }
      // Down through the items, as a reader does, to Mark All as Read; Enter activates it.
      var presses = 0
      while Self.focusedItem(in: window) != "Mark All as Read", presses < 12 {
        try GtkTestWindow.pressKeys("Down")
        MainContext.run(forSeconds: 0.05)
        presses += 1
      }
      XCTAssertEqual(Self.focusedItem(in: window), "Mark All as Read")
      try GtkTestWindow.pressKeys("Return")
      GtkTestEnvironment.wait("the marked notice", timeout: 10) { window.timeline.notice.isShown }
      XCTAssertEqual(window.timeline.notice.text, "3 entries marked as read.")
      XCTAssertEqual(window.model.selectedFeed?.unreadCount, 0)
      GtkTestEnvironment.wait("the menu to close") { Self.openMenu(in: window) == nil }
    }
  }

  /// Where the keyboard focus is and whether the window is active, for a failure's message: a
  /// key that did nothing under load is otherwise a mystery.
  @MainActor
  static func focusReport(in window: MainWindow) -> String {
    let focus = gtk_root_get_focus(window.root.checked(gtk_root_get_type()))
      .map { String(cString: gtk_widget_get_name($0)) }
    let active = gtk_window_is_active(window.root.checked(as: GtkWindow.self)) != 0
    return "focus on \(focus ?? "nothing"), window active: \(active)"
  }

  /// The primary menu's popover while it is on screen.
  @MainActor
  static func openMenu(in window: MainWindow) -> UnsafeMutablePointer<GtkWidget>? {
    WidgetFinder.widgets("popover", under: window.root).first { gtk_widget_get_mapped($0) != 0 }
  }

  /// The words of the menu item holding the keyboard focus.
  @MainActor
  static func focusedItem(in window: MainWindow) -> String? {
    guard openMenu(in: window) != nil,
      let focus = gtk_root_get_focus(window.root.checked(gtk_root_get_type()))
    else { return nil }
    return WidgetFinder.labelTexts(under: focus).first
  }

  func testMInUnreadKeepsTheEntryReadAndTheFocusSoJMovesOn() throws {
    try ReaderHarness.run { reader in
      let feed = try reader.writeFeed("feed.xml", FeedReaderReachTests.rss(1...5))
      let window = reader.openLoadedWindow(subscribingTo: [feed])
      window.model.scope = .unread
      FeedReaderMarkAllReadTests.reload(window)
      let list = window.timeline.list
      let shown = (0..<list.count).map { list.id(at: $0) }
      try GtkTestWindow.focus(window.root)
      GtkTestEnvironment.wait("the focus on the second entry") {
        FeedReaderPagingTests.focusRow(of: shown[1], in: window)
      }
      let unread = window.model.unreadTotal

      try GtkTestWindow.pressKeys("m")
      GtkTestEnvironment.wait("m to mark it read") { window.model.unreadTotal == unread - 1 }
      GtkTestEnvironment.wait("shown read, in its place") {
        window.timelineController.storedEntry(shown[1])?.isRead == true
      }
      XCTAssertEqual((0..<list.count).map { list.id(at: $0) }, shown, "nothing moved")
      XCTAssertEqual(list.focusedID, shown[1], "the focus stays on its row")
      try GtkTestWindow.pressKeys("j")
      GtkTestEnvironment.wait("j to move on to the next entry") { list.focusedID == shown[2] }
      // j reads on: the article pane shows the entry, which marks it read.
      GtkTestEnvironment.wait("j to show the next entry and mark it read") {
        window.timelineController.storedEntry(shown[2])?.isRead == true
      }

      // Chosen again, Unread shows what is unread.
      window.model.scope = .all
      FeedReaderMarkAllReadTests.reload(window)
      window.model.scope = .unread
      FeedReaderMarkAllReadTests.reload(window)
      XCTAssertEqual(
        (0..<list.count).map { list.id(at: $0) },
        shown.filter { ![shown[1], shown[2]].contains($0) })
    }
  }
}
