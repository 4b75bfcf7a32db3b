import CGtk
import Foundation
import GtkGlue
import GtkTestSupport
import Overshoot
import OvershootAdwaita
import TestSupport
import XCTest

@testable import OvershootApp

/// A feed reader window in a folder of its own (database, reading positions, feed files),
/// removed with `cleanUp()`.
@MainActor
final class ReaderHarness {
  /// The folder holding everything this reader stores.
  let folder: URL
  /// Windows `cleanUp()` destroys.
  private var windowsToDestroy: [MainWindow] = []

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
    let window = makeWindow(width: width, height: height)
    gtk_window_present(window.root.checked(as: GtkWindow.self))
    return window
  }

  /// A main window on this folder's database and positions, not shown yet.
  func makeWindow(width: Int32 = 800, height: Int32 = 600) -> MainWindow {
    // As `main.swift` sets it: the split view laid out by libadwaita's. Only while the window
    // is made: the library's own tests, later in the same process, expect its default.
    let libraryDefault = NavigationSplitViewStyle.appDefault
    NavigationSplitViewStyle.appDefault = .adwaita
    defer { NavigationSplitViewStyle.appDefault = libraryDefault }
    let window = MainWindow(
      application: GtkTestEnvironment.sharedApplication,
      databaseURL: folder.appendingPathComponent("feeds.sqlite"),
      positionsURL: folder.appendingPathComponent("positions.json"))
    gtk_window_set_default_size(window.root.checked(as: GtkWindow.self), width, height)
    return window
  }

  /// Whether a window was loaded on this folder's store.
  private var loadedBefore = false

  /// Loads `window` and waits until it is settled. With `feeds`, the window subscribes to them
  /// as `overshoot FEED…` does (and shows the last). Without, the first window loaded on the
  /// folder finds the ``SampleFeed`` already followed in its store, not fetched yet, as a reader
  /// who follows a feed opens the app: the start-up refresh brings its entries; a later one
  /// opens the store as it was left.
  func load(_ window: MainWindow, subscribingTo feeds: [URL]? = nil) {
    var loaded = false
    var followed: URL?
    defer { loadedBefore = true }
    if feeds == nil, !loadedBefore {
      do {
        followed = try SampleFeed.write(in: folder)
      } catch {
        XCTFail("could not write the sample feed: \(error)")
      }
    }
    Task { @MainActor in
      if let followed { _ = try? await window.model.store?.addFeed(url: followed) }
      await window.load(subscribingTo: (feeds ?? []).map(\.path))
      loaded = true
    }
    GtkTestEnvironment.wait("the reader to load", timeout: 10) { loaded && window.isSettled }
    // What follows the model (the sidebar's rows, the header's title) shows it at the next
    // frame, as a reader sees it.
    var painted = false
    Task { @MainActor in
      await window.window.nextFramePainted()
      painted = true
    }
    GtkTestEnvironment.wait("a frame to show the loaded reader", timeout: 10) { painted }
  }

  /// A shown window, loaded (subscribed to `feeds`; see ``load(_:subscribingTo:)``) and settled,
  /// that `cleanUp()` destroys.
  func openLoadedWindow(
    width: Int32 = 800, height: Int32 = 600, subscribingTo feeds: [URL]? = nil
  ) -> MainWindow {
    let window = openWindow(width: width, height: height)
    destroyOnCleanUp(window)
    load(window, subscribingTo: feeds)
    return window
  }

  /// Has `cleanUp()` destroy `window` (one opened with `openWindow` and set up by hand).
  func destroyOnCleanUp(_ window: MainWindow) {
    windowsToDestroy.append(window)
  }

  /// Runs `body` on the main actor with a new reader, cleaned up however `body` ends: the
  /// opening of every reader test.
  nonisolated static func run(_ body: @MainActor (ReaderHarness) throws -> Void) throws {
    try MainActor.assumeIsolated {
      let reader = try ReaderHarness()
      defer { reader.cleanUp() }
      try body(reader)
    }
  }

  /// Destroys the windows `openLoadedWindow` opened (and those given to `destroyOnCleanUp`),
  /// then removes the folder.
  func cleanUp() {
    for window in windowsToDestroy.reversed() {
      gtk_window_destroy(window.root.checked(as: GtkWindow.self))
    }
    windowsToDestroy = []
    try? FileManager.default.removeItem(at: folder)
  }
}

extension ReaderHarness {
  /// Types `keys` with real X key events into `window` (given focus first), running the main loop
  /// while xdotool works. A window manager is not needed: the X focus is set directly.
  static func press(_ keys: String, in window: UnsafeMutablePointer<GtkWidget>) throws {
    try GtkTestWindow.focus(window)
    try GtkTestWindow.pressKeys(keys)
  }
}

extension MainWindow {
  /// How far the timeline is scrolled from its top, in pixels.
  var timelineOffset: Double {
    let adjustment = timeline.refreshable.scrollView.verticalAdjustment
    return gtk_adjustment_get_value(adjustment) - gtk_adjustment_get_lower(adjustment)
  }

  /// Waits until the timeline's offset has not moved for half a second (alignment runs frame by
  /// frame, and GTK 4.8 re-estimates rows for a while after a jump) and returns it.
  func settledTimelineOffset() -> Double {
    var last = -1.0
    var still = 0
    GtkTestEnvironment.wait("the timeline's offset to settle", timeout: 10) {
      MainContext.run(forSeconds: 0.05)
      let now = timelineOffset
      still = abs(now - last) < 0.01 ? still + 1 : 0
      last = now
      return still >= 10
    }
    return last
  }
}
