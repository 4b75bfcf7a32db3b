import CGtk
import FeedCore
import Foundation
import GtkGlue
import XCTest

@testable import OvershootApp

/// The reader comes back to the entry it was reading after a relaunch, and the add-feed dialog
/// explains a bad address inline.
final class FeedReaderPositionTests: GtkTestCase {
  @MainActor
  private static func openWindow(folder: URL) -> MainWindow {
    let window = MainWindow(
      application: FeedReaderTests.sharedApplication,
      databaseURL: folder.appendingPathComponent("feeds.sqlite"),
      positionsURL: folder.appendingPathComponent("positions.json"))
    gtk_window_set_default_size(window.root.asWindow, 800, 600)
    gtk_window_present(window.root.asWindow)
    return window
  }

  @MainActor
  private static func load(_ window: MainWindow, feeds: [String] = []) {
    var loaded = false
    Task { @MainActor in
      await window.load(subscribingTo: feeds)
      loaded = true
    }
    GtkTestEnvironment.wait("the reader to load", timeout: 10) { loaded && window.isSettled }
  }

  func testTheReadingPositionIsRestoredOnRelaunch() throws {
    try MainActor.assumeIsolated {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("overshoot-position-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let feed = folder.appendingPathComponent("feed.xml")
      try FeedReaderTests.rss(1...120).write(to: feed, atomically: true, encoding: .utf8)

      let first = Self.openWindow(folder: folder)
      Self.load(first, feeds: [feed.path])
      first.timeline.list.scroll(toPosition: 70)
      GtkTestEnvironment.wait("row 70 at the top") {
        first.timeline.list.visibleRange?.positions.lowerBound == 70
      }
      let reading = first.timeline.list.id(at: 70)
      // What the selected-feed setting would hold for the feed being read.
      let selectedFeed = first.settingKey(for: first.model.scope)
      gtk_window_close(first.root.asWindow)
      MainContext.run(forSeconds: 0.1)

      let second = Self.openWindow(folder: folder)
      defer { gtk_window_destroy(second.root.asWindow) }
      second.startScopeKey = selectedFeed
      Self.load(second)
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
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("overshoot-add-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let window = Self.openWindow(folder: folder)
      defer { gtk_window_destroy(window.root.asWindow) }
      Self.load(window)
      let missing = folder.appendingPathComponent("missing.xml").path
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
