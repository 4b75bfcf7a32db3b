import CGtk
import Foundation
import GtkGlue
import XCTest

@testable import OvershootApp

/// A feed reader window in a folder of its own (database, reading positions, feed files),
/// removed with `cleanUp()`.
@MainActor
final class ReaderHarness {
  /// The folder holding everything this reader stores.
  let folder: URL

  /// Makes the folder.
  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("overshoot-reader-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  /// Writes `contents` to a file in the folder and returns its URL.
  func writeFeed(_ name: String, _ contents: String) throws -> URL {
    let url = folder.appendingPathComponent(name)
    try contents.write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  /// A shown main window on this folder's database and positions.
  func openWindow(width: Int32 = 800, height: Int32 = 600) -> MainWindow {
    let window = MainWindow(
      application: FeedReaderTests.sharedApplication,
      databaseURL: folder.appendingPathComponent("feeds.sqlite"),
      positionsURL: folder.appendingPathComponent("positions.json"))
    gtk_window_set_default_size(window.root.asWindow, width, height)
    gtk_window_present(window.root.asWindow)
    return window
  }

  /// Loads `window` (subscribing to `feeds`) and waits until it is settled.
  func load(_ window: MainWindow, subscribingTo feeds: [URL] = []) {
    var loaded = false
    Task { @MainActor in
      await window.load(subscribingTo: feeds.map(\.path))
      loaded = true
    }
    GtkTestEnvironment.wait("the reader to load", timeout: 10) { loaded && window.isSettled }
  }

  /// Removes the folder.
  func cleanUp() {
    try? FileManager.default.removeItem(at: folder)
  }
}
