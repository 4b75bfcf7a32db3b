import Foundation
import GtkTestSupport
import TestSupport
import XCTest

@testable import OvershootApp

/// A refresh does not wait for the window: its fetch slots go on to their next feeds while the
/// main thread is busy (a frame on a software renderer can take longer than the frame
/// interval), where each slot used to wait for the main thread to show its feed's progress.
final class FeedReaderRefreshPacingTests: GtkWarningFreeTestCase {
  func testFeedsAreFetchedWhileTheMainThreadIsBusy() throws {
    try MainActor.assumeIsolated {
      let server = try FeedServerProcess(script: FeedServerProcess.script)
      let reader = try ReaderHarness()
      defer { reader.cleanUp() }
      let window = reader.openLoadedWindow()
      let store = try XCTUnwrap(window.model.store)
      let feeds = (1...15).map { "GET /latency/0/F\($0)" }
      var added = false
      Task { @MainActor in
        for feed in feeds {
          _ = try await store.addFeed(url: server.url(String(feed.dropFirst("GET ".count))))
        }
        await window.model.reloadSubscriptions()
        added = true
      }
      GtkTestEnvironment.wait("the feeds to be added") { added }
      func fetched() throws -> Set<String> { Set(try server.requests()).intersection(feeds) }

      window.refresh.refreshEveryFeed(because: .periodic)
      GtkTestEnvironment.wait("the refresh's first fetch", timeout: 10) {
        (try? fetched().isEmpty) == false
      }
      // The main thread is held, as by a long frame, until every feed is fetched: the refresh
      // goes on without it (a slot that waited for the main thread would never get there).
      var during = try fetched()
      let deadline = Date().addingTimeInterval(20)
      while during.count < feeds.count, Date() < deadline {
        Thread.sleep(forTimeInterval: 0.05)
        during = try fetched()
      }
      XCTAssertEqual(
        during.count, feeds.count,
        "only \(during.count) of \(feeds.count) feeds were fetched while the main thread was busy")
      GtkTestEnvironment.wait("the refresh to settle", timeout: 20) { window.isSettled }
      XCTAssertFalse(window.timeline.banner.isShown, "no feed failed")
    }
  }
}
