import Foundation
import GtkGlue
import GtkTestSupport
import TestSupport
import XCTest

@testable import OvershootApp

/// The `refresh-at-start-up` setting, against a loopback feed server that counts requests: a
/// feed fetched before is fetched again when a window starts with the setting on, and not with
/// it off (then only never-fetched feeds are), each change made through GSettings.
final class StartUpRefreshSettingTests: GtkWarningFreeTestCase {
  func testOnAFeedFetchedBeforeIsFetchedAgainAtStartUpAndOffItIsNot() throws {
    try MainActor.assumeIsolated {
      let server = try FeedServerProcess(script: FeedServerProcess.script, deadline: 120)
      let reader = try ReaderHarness()
      defer { reader.cleanUp() }
      let settings = AppSettings()
      let saved = settings.refreshAtStartUp
      defer { settings.refreshAtStartUp = saved }
      let feed = server.url("/feed.xml").absoluteString
      func fetches() -> Int {
        ((try? server.requests()) ?? []).filter { $0 == "GET /feed.xml" }.count
      }

      // A first start subscribes and fetches: never fetched, so fetched whatever the setting.
      settings.refreshAtStartUp = false
      // (Subscribing reads the address once to find the feed, then the refresh fetches it.)
      Self.start(reader, settings, subscribingTo: [feed])
      let first = fetches()
      XCTAssertGreaterThanOrEqual(first, 1)

      // Off: the feed was fetched before, so a start leaves it be.
      Self.start(reader, settings)
      MainContext.run(forSeconds: 1)
      XCTAssertEqual(fetches(), first, "with refresh-at-start-up off, a fetched feed was fetched")

      // On, as `gsettings set … refresh-at-start-up true` does: the next start fetches it again.
      settings.refreshAtStartUp = true
      let window = Self.start(reader, settings)
      GtkTestEnvironment.wait("the start-up refresh to fetch the feed", timeout: 20) {
        fetches() == first + 1
      }
      GtkTestEnvironment.wait("the refresh to settle", timeout: 20) { window.isSettled }
      XCTAssertEqual(fetches(), first + 1)
    }
  }

  /// A window on `reader`'s store, given `settings` as the app does, loaded and settled.
  @MainActor @discardableResult
  private static func start(
    _ reader: ReaderHarness, _ settings: AppSettings, subscribingTo feeds: [String] = []
  ) -> MainWindow {
    let window = reader.openWindow()
    reader.destroyOnCleanUp(window)
    window.use(settings)
    var loaded = false
    Task { @MainActor in
      await window.load(subscribingTo: feeds)
      loaded = true
    }
    GtkTestEnvironment.wait("the reader to load", timeout: 20) { loaded && window.isSettled }
    return window
  }
}
