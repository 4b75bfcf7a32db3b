import CGtk
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
import XCTest

@testable import OvershootApp

/// The window's first frame has a screenful of entries, the rest of the first page a frame
/// later: GTK 4.8 makes a row for each of up to 200 items at a list's first layout, most of the
/// start-up's time (see `TimelineController+FirstScreenful.swift`).
final class FeedReaderFirstScreenfulTests: GtkWarningFreeTestCase {
  /// A loaded window on a feed of `count` entries, and a second window on the same store,
  /// `height` pixels tall, not loaded yet (and with `shown` false, not shown): what a start of
  /// the app finds.
  @MainActor
  private static func storeAndFreshWindow(
    _ reader: ReaderHarness, entries count: Int, height: Int32 = 600, shown: Bool = true
  ) throws -> (first: MainWindow, fresh: MainWindow) {
    let feed = try reader.writeFeed("long.xml", FeedReaderReachTests.rss(1...count))
    let first = reader.openLoadedWindow(subscribingTo: [feed])
    let fresh =
      shown ? reader.openWindow(height: height) : reader.makeWindow(height: height)
    reader.destroyOnCleanUp(fresh)
    return (first, fresh)
  }

  /// Loads `window`, returning how many entries the list held when it asked to be presented.
  @MainActor
  private static func load(_ window: MainWindow) -> Int? {
    var atPresent: Int?
    var loaded = false
    Task { @MainActor in
      await window.load(present: { atPresent = window.timeline.list.count })
      loaded = true
    }
    GtkTestEnvironment.wait("the reader to load", timeout: 10) { loaded && window.isSettled }
    return atPresent
  }

  func testTheWindowIsPresentedWithAScreenfulAndTheRestOfThePageFollows() throws {
    try ReaderHarness.run { reader in
      let (_, fresh) = try Self.storeAndFreshWindow(reader, entries: 400)
      let atPresent = try XCTUnwrap(Self.load(fresh))
      XCTAssertGreaterThanOrEqual(atPresent, 10, "at least a screenful")
      XCTAssertLessThan(atPresent, 100, "far fewer rows than GTK makes for a long list")
      XCTAssertEqual(fresh.timeline.list.count, ReaderModel.pageSize, "then the whole page")
      let all = FeedReaderMarkAllReadTests.entries(fresh, in: .all)
      XCTAssertEqual(
        fresh.timeline.entries.map(\.id), all.prefix(ReaderModel.pageSize).map(\.id),
        "in the store's order")
      XCTAssertTrue(fresh.timeline.hasMorePages)
    }
  }

  func testASavedPositionDownThePageIsInTheFirstScreenful() throws {
    try ReaderHarness.run { reader in
      let (first, fresh) = try Self.storeAndFreshWindow(reader, entries: 400)
      let saved = FeedReaderMarkAllReadTests.entries(first, in: .all)[120]
      fresh.positions.remember(ReadingPosition(entry: saved.id, rowOffset: 0), for: .all)
      let atPresent = try XCTUnwrap(Self.load(fresh))
      XCTAssertGreaterThan(atPresent, 130, "the saved entry and a screenful below it")
      XCTAssertLessThan(atPresent, 220)
      XCTAssertEqual(fresh.timeline.list.count, ReaderModel.pageSize)
      let list = fresh.timeline.list
      GtkTestEnvironment.wait("the saved entry at the top", timeout: 5) {
        list.visibleRange?.first == saved.id
      }
    }
  }

  func testTheScreenfulIsSizedByTheWindowsHeight() throws {
    try ReaderHarness.run { reader in
      let (_, short) = try Self.storeAndFreshWindow(reader, entries: 400, height: 400)
      let tall = reader.openWindow(height: 1000)
      reader.destroyOnCleanUp(tall)
      let (inShort, inTall) = try (XCTUnwrap(Self.load(short)), XCTUnwrap(Self.load(tall)))
      XCTAssertLessThan(inShort, 12, "400 px hold at most eight 48 px rows")
      XCTAssertGreaterThan(inTall, 20, "1,000 px hold twenty 48 px rows")
    }
  }

  func testAWindowShownTallerThanItsDefaultSizePaintsAFullListInItsFirstFrame() throws {
    try ReaderHarness.run { reader in
      // Sized for 320 px when its first screenful is counted, 900 px when shown: what a tiling
      // window manager, or a size the display imposes, does to a window.
      let (_, fresh) = try Self.storeAndFreshWindow(
        reader, entries: 400, height: 320, shown: false)
      let gtkWindow = fresh.root.checked(as: GtkWindow.self)
      var atPresent: Int?
      var atFirstPaint: Int?
      var painted: SignalConnection?
      var loaded = false
      Task { @MainActor in
        await fresh.load(present: {
          atPresent = fresh.timeline.list.count
          gtk_window_set_default_size(gtkWindow, 800, 900)
          gtk_window_present(gtkWindow)
          painted = gtk_widget_get_frame_clock(fresh.root)?.connect("after-paint") {
            if atFirstPaint == nil { atFirstPaint = fresh.timeline.list.count }
          }
        })
        loaded = true
      }
      GtkTestEnvironment.wait("the reader to load", timeout: 10) { loaded && fresh.isSettled }
      painted?.disconnect()
      XCTAssertLessThan(try XCTUnwrap(atPresent), 12, "a screenful of a 320 px window")
      XCTAssertEqual(atFirstPaint, ReaderModel.pageSize, "the whole page in the first frame")
    }
  }

  func testAShortTimelineIsShownWhole() throws {
    try ReaderHarness.run { reader in
      let (_, fresh) = try Self.storeAndFreshWindow(reader, entries: 4)
      XCTAssertEqual(Self.load(fresh), 4, "nothing to hold back")
      XCTAssertEqual(fresh.timeline.list.count, 4)
    }
  }
}
