import CGtk
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
import XCTest

@testable import OvershootApp

/// The reader comes back to the entry it was reading after a relaunch, and the add-feed dialog
/// explains a bad address inline.
final class FeedReaderPositionTests: GtkWarningFreeTestCase {
  func testTheReadingPositionIsRestoredOnRelaunch() throws {
    try ReaderHarness.run { reader in
      let first = try Self.openOnLongFeed(reader)
      Self.scroll(first, toRow: 70)
      let reading = first.timeline.list.id(at: 70)
      let second = Self.relaunch(reader, closing: first)
      defer { gtk_window_destroy(second.root.checked(as: GtkWindow.self)) }
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

  /// A window following a feed of 120 entries, loaded.
  @MainActor private static func openOnLongFeed(_ reader: ReaderHarness) throws -> MainWindow {
    let feed = try reader.writeFeed("feed.xml", FeedReaderTests.rss(1...120))
    let window = reader.openWindow()
    reader.load(window, subscribingTo: [feed])
    return window
  }

  /// Scrolls `window`'s timeline until row `row` is the first in view.
  @MainActor private static func scroll(_ window: MainWindow, toRow row: Int) {
    window.timeline.list.scroll(toPosition: row)
    GtkTestEnvironment.wait("row \(row) at the top") {
      window.timeline.list.visibleRange?.positions.lowerBound == row
    }
  }

  /// Closes `first` as a user would and opens the reader again on the same feed and folder.
  @MainActor private static func relaunch(_ reader: ReaderHarness, closing first: MainWindow)
    -> MainWindow
  {
    // What the selected-feed setting would hold for the feed being read.
    let selectedFeed = first.settingKey(for: first.model.scope)
    gtk_window_close(first.root.checked(as: GtkWindow.self))
    MainContext.run(forSeconds: 0.1)
    let second = reader.openWindow()
    second.state.startScopeKey = selectedFeed
    reader.load(second)
    return second
  }

  /// The timeline's scroll offset, in pixels from the top of its content.
  func testAFirstRunAndAReaderWhoWasAtTheTopOpenAtOffsetZeroExactly() throws {
    try ReaderHarness.run { reader in
      let first = try Self.openOnLongFeed(reader)
      XCTAssertEqual(first.settledTimelineOffset(), 0.0, "a first run opens at the very top")
      let second = Self.relaunch(reader, closing: first)
      defer { gtk_window_destroy(second.root.checked(as: GtkWindow.self)) }
      XCTAssertEqual(
        second.settledTimelineOffset(), 0.0, "a reader who was at the top reopens there")
    }
  }

  func testAMidListPositionIsRestoredToThePixel() throws {
    try ReaderHarness.run { reader in
      let first = try Self.openOnLongFeed(reader)
      Self.scroll(first, toRow: 40)
      // Part-way into a row, as a reader leaves it.
      let adjustment = first.timeline.refreshable.scrollView.verticalAdjustment
      gtk_adjustment_set_value(adjustment, first.settledTimelineOffset() + 17)
      _ = first.settledTimelineOffset()
      let list = first.timeline.list
      let reading = try XCTUnwrap(list.visibleRange?.first)
      let shownAt = try XCTUnwrap(list.rowTop(at: try XCTUnwrap(list.position(of: reading))))
      XCTAssertEqual(shownAt, -17, accuracy: 0.5)
      let second = Self.relaunch(reader, closing: first)
      defer { gtk_window_destroy(second.root.checked(as: GtkWindow.self)) }
      _ = second.settledTimelineOffset()
      // GTK 4.8 estimates the height of rows it has not laid out, so the offset in pixels from
      // the top of the content can differ; what the reader sees is restored to the pixel.
      let restored = second.timeline.list
      XCTAssertEqual(restored.visibleRange?.first, reading)
      let position = try XCTUnwrap(restored.position(of: reading))
      XCTAssertEqual(try XCTUnwrap(restored.rowTop(at: position)), shownAt, accuracy: 0.5)
    }
  }

  func testABadAddressIsExplainedInTheDialog() throws {
    try ReaderHarness.run { reader in
      let window = reader.openLoadedWindow()
      let missing = reader.folder.appendingPathComponent("missing.xml").path
      let dialog = window.presentAddFeed(prefill: missing)
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
