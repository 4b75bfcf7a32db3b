import CGtk
import GtkGlue
import GtkTestSupport
import XCTest

@testable import OvershootApp

/// Closing the search gives the keyboard focus back to the entry being read, not to the top
/// row (issue 46, smaller defects): `j` then goes on from where the reader is.
final class FeedReaderSearchFocusTests: GtkWarningFreeTestCase {
  func testEscapeFromASearchPutsTheFocusOnTheEntryBeingRead() throws {
    try ReaderHarness.run { reader in
      let feed = try reader.writeFeed("garden.xml", FeedReaderSearchTests.feed)
      let window = reader.openLoadedWindow(width: 1100, height: 640, subscribingTo: [feed])
      let list = window.timeline.list
      try ReaderHarness.press("ctrl+f", in: window.root)
      GtkTestEnvironment.wait("the bar to take the focus") { window.timeline.searchBar.isFocused }
      try FeedReaderSearchTests.type("radish")
      GtkTestEnvironment.wait("the two matches") {
        window.timeline.searchBar.text == "radish" && list.count == 2
      }
      // The reader opens the second match (entry search-23, far down the feed).
      let read = list.id(at: 1)
      list.select([read])
      GtkTestEnvironment.wait("its article") { window.article.content.entryID == read }
      try ReaderHarness.press("ctrl+f", in: window.root)
      GtkTestEnvironment.wait("the bar focused again") { window.timeline.searchBar.isFocused }

      try GtkTestWindow.pressKeys("Escape")
      GtkTestEnvironment.wait("Escape to bring the scope back") { list.count == 40 }
      GtkTestEnvironment.wait("the focus on the entry being read") { list.focusedID == read }
      XCTAssertNotEqual(list.position(of: read), 0, "not the top row")
      let position = try XCTUnwrap(list.position(of: read))
      XCTAssertTrue(list.visibleRange?.positions.contains(position) ?? false, "in view")
    }
  }
}
