import Foundation
import GtkTestSupport
import XCTest

@testable import OvershootApp

/// When the one feed a reader follows cannot be fetched, the empty timeline names that feed; it
/// speaks of "your feeds" only when several failed.
final class SingleFeedOfflineTests: GtkWarningFreeTestCase {
  func testTheOfflinePageNamesTheOneFeedThatFailed() throws {
    try ReaderHarness.run { reader in
      let window = reader.openLoadedWindow(width: 1000, height: 640)
      FeedReaderStatusPageTests.removeFeeds(from: window) { _ in true }
      // Nothing listens on the discard port: the fetch fails at once, and nothing is stored.
      let far = "<outline text=\"Far away\" xmlUrl=\"http://127.0.0.1:9/feed.xml\"/>"
      let farther = "<outline text=\"Farther\" xmlUrl=\"http://127.0.0.1:9/other.xml\"/>"
      try Self.importAndRefresh(far, into: window, in: reader)
      var pages: [String] = []
      GtkTestEnvironment.wait("the page about the feed", timeout: 10) {
        pages = FeedReaderStatusPageTests.shownStatusPages(under: window.timeline.widget)
        return pages.count == 1 && pages[0].hasPrefix("Couldn’t")
      }
      XCTAssertTrue(
        pages == ["Couldn’t reach “Far away”"] || pages == ["Couldn’t read “Far away”"],
        "\(pages)")

      try Self.importAndRefresh(farther, into: window, in: reader)
      GtkTestEnvironment.wait("the page about both feeds", timeout: 10) {
        pages = FeedReaderStatusPageTests.shownStatusPages(under: window.timeline.widget)
        return pages.count == 1 && pages[0].hasSuffix("your feeds")
      }
    }
  }

  /// Imports an OPML file of `outline` as the menu's Import does, and waits for the refresh
  /// that follows to settle.
  @MainActor
  private static func importAndRefresh(
    _ outline: String, into window: MainWindow, in reader: ReaderHarness
  ) throws {
    let file = try reader.writeFeed(
      "\(UUID().uuidString).opml", "<opml version=\"2.0\"><body>\(outline)</body></opml>")
    var imported = false
    Task { @MainActor in
      await window.importOPML(from: file.path)
      imported = true
    }
    GtkTestEnvironment.wait("the import and its refresh", timeout: 10) {
      imported && window.isSettled
    }
  }
}
