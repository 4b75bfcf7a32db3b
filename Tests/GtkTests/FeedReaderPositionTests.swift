import CGtk
import FeedCore
import Foundation
import GtkGlue
import XCTest

@testable import OvershootApp

/// The reader comes back to the entry it was reading after a relaunch, and the add-feed dialog
/// explains a bad address inline.
final class FeedReaderPositionTests: GtkTestCase {
  func testTheReadingPositionIsRestoredOnRelaunch() throws {
    try MainActor.assumeIsolated {
      let reader = try ReaderHarness()
      defer { reader.cleanUp() }
      let feed = try reader.writeFeed("feed.xml", FeedReaderTests.rss(1...120))

      let first = reader.openWindow()
      reader.load(first, subscribingTo: [feed])
      first.timeline.list.scroll(toPosition: 70)
      GtkTestEnvironment.wait("row 70 at the top") {
        first.timeline.list.visibleRange?.positions.lowerBound == 70
      }
      let reading = first.timeline.list.id(at: 70)
      // What the selected-feed setting would hold for the feed being read.
      let selectedFeed = first.settingKey(for: first.model.scope)
      gtk_window_close(first.root.asWindow)
      MainContext.run(forSeconds: 0.1)

      let second = reader.openWindow()
      defer { gtk_window_destroy(second.root.asWindow) }
      second.startScopeKey = selectedFeed
      reader.load(second)
      // GTK 4.8 lays out rows of varying height lazily; the saved entry must be the first row
      // on screen or the one just below it, within a row's height of the top.
      let position = try XCTUnwrap(second.timeline.list.position(of: reading))
      GtkTestEnvironment.wait("the saved entry back at the top") {
        guard let visible = second.timeline.list.visibleRange,
          let top = second.timeline.list.rowTop(at: position)
        else { return false }
        return visible.positions.lowerBound >= position - 1 && top < 100
      }
    }
  }

  func testABadAddressIsExplainedInTheDialog() throws {
    try MainActor.assumeIsolated {
      let reader = try ReaderHarness()
      defer { reader.cleanUp() }
      let window = reader.openWindow()
      defer { gtk_window_destroy(window.root.asWindow) }
      reader.load(window)
      let missing = reader.folder.appendingPathComponent("missing.xml").path
      let dialog = AddFeedDialog.present(over: window.root, model: window.model, prefill: missing) {
        _ in
      }
      dialog.submit()
      GtkTestEnvironment.wait("the inline error") {
        dialog.message.hasPrefix("Couldn’t add this feed")
      }
      XCTAssertTrue(dialog.message.contains("missing.xml"), dialog.message)
      XCTAssertFalse(window.model.subscriptions.contains { $0.url.path == missing })
      dialog.close()
    }
  }
}
