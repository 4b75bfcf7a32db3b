import CGtk
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
import XCTest

@testable import OvershootApp

/// The timeline's single keys through real key events: j and k move the focus between entries
/// and keep it in view (and select the entry, which the article pane shows and marks read), s
/// stars and m marks the focused entry read or unread, and in a text field they are only text.
final class FeedReaderTimelineKeysTests: GtkWarningFreeTestCase {
  /// A window following a feed of `entries` entries, loaded, with the focus in its list.
  @MainActor
  private static func openWithTheListFocused(_ reader: ReaderHarness, entries: Int) throws
    -> MainWindow
  {
    let feed = try reader.writeFeed("feed.xml", FeedReaderReachTests.rss(1...entries))
    let window = reader.openLoadedWindow(subscribingTo: [feed])
    gtk_widget_grab_focus(window.timeline.list.gtkWidget)
    MainContext.run(forSeconds: 0.2)
    return window
  }

  func testJAndKMoveTheFocusAndKeepItInView() throws {
    try ReaderHarness.run { reader in
      let window = try Self.openWithTheListFocused(reader, entries: 60)
      let list = window.timeline.list
      XCTAssertEqual(list.focusedID, list.id(at: 0))
      try ReaderHarness.press("j", in: window.root)
      GtkTestEnvironment.wait("j to focus the second entry") { list.focusedID == list.id(at: 1) }
      try ReaderHarness.press("k", in: window.root)
      GtkTestEnvironment.wait("k to focus the first entry") { list.focusedID == list.id(at: 0) }
      try ReaderHarness.press("k", in: window.root)
      MainContext.run(forSeconds: 0.2)
      XCTAssertEqual(list.focusedID, list.id(at: 0), "k on the first entry stays there")
      // Far down the list, the focused entry is in view.
      for _ in 0..<30 { try GtkTestWindow.pressKeys("j") }
      GtkTestEnvironment.wait("30 j to reach entry 31") { list.focusedID == list.id(at: 30) }
      GtkTestEnvironment.wait("the focused entry in view") {
        list.visibleRange?.positions.contains(30) == true
      }
    }
  }

  func testSStarsAndMMarksTheFocusedEntry() throws {
    try ReaderHarness.run { reader in
      let window = try Self.openWithTheListFocused(reader, entries: 5)
      let list = window.timeline.list
      try ReaderHarness.press("j", in: window.root)
      GtkTestEnvironment.wait("j to focus the second entry") { list.focusedID == list.id(at: 1) }
      let id = list.id(at: 1)
      // j reads on: the entry is shown in the article pane and marked read.
      GtkTestEnvironment.wait("j to show the entry and mark it read") {
        window.article.content.entryID == id
          && window.timelineController.storedEntry(id)?.isRead == true
      }
      let unread = window.model.unreadTotal
      try GtkTestWindow.pressKeys("s")
      GtkTestEnvironment.wait("s to star it") {
        window.timelineController.storedEntry(id)?.isStarred == true
      }
      try GtkTestWindow.pressKeys("m")
      GtkTestEnvironment.wait("m to mark it unread") {
        window.timelineController.storedEntry(id)?.isRead == false
      }
      XCTAssertEqual(window.model.unreadTotal, unread + 1)
      try GtkTestWindow.pressKeys("s")
      try GtkTestWindow.pressKeys("m")
      GtkTestEnvironment.wait("s and m to undo both") {
        window.timelineController.storedEntry(id)?.isStarred == false
          && window.timelineController.storedEntry(id)?.isRead == true
      }
      let others = (0..<list.count).filter { $0 != 1 }.map { list.item(at: $0) }
      XCTAssertTrue(others.allSatisfy { !$0.isRead && !$0.isStarred }, "only the one j moved to")
    }
  }

  func testTheKeysAreTextInATextField() throws {
    try ReaderHarness.run { reader in
      let window = try Self.openWithTheListFocused(reader, entries: 5)
      let list = window.timeline.list
      let focused = list.focusedID
      // A text field inside the timeline, where the search bar goes.
      let entry = gtk_entry_new()!
      gtk_box_append(window.timeline.widget.checked(gtk_box_get_type(), as: GtkBox.self), entry)
      gtk_widget_grab_focus(entry)
      try GtkTestWindow.focus(window.root)
      gtk_widget_grab_focus(entry)
      for key in ["j", "k", "s", "m"] { try GtkTestWindow.pressKeys(key) }
      GtkTestEnvironment.wait("the letters typed") {
        String(cString: gtk_editable_get_text(entry.checked(gtk_editable_get_type()))) == "jksm"
      }
      // Ctrl+Shift+A is the field's too (it clears the selection there), not Mark All as Read.
      try GtkTestWindow.pressKeys("ctrl+shift+a")
      MainContext.run(forSeconds: 0.3)
      XCTAssertFalse(window.timeline.notice.isShown, window.timeline.notice.text)
      XCTAssertTrue(
        (0..<list.count).map { list.item(at: $0) }.allSatisfy { !$0.isRead && !$0.isStarred })
      gtk_widget_grab_focus(list.gtkWidget)
      XCTAssertEqual(list.focusedID, focused, "the list's focus did not move")
    }
  }
}
