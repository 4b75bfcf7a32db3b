import CGtk
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
import XCTest

@testable import OvershootApp

/// `overshoot ADDRESS` finds feeds as Add Feed does: a web page's address follows the feed it
/// links to; a page with several opens Add Feed on it, for the reader to pick.
final class CommandLineDiscoveryTests: GtkWarningFreeTestCase {
  func testAPageNamedOnTheCommandLineFollowsItsFeed() throws {
    try ReaderHarness.run { reader in
      let server = try LoopbackPageServer()
      let window = reader.openWindow()
      reader.destroyOnCleanUp(window)
      var loaded = false
      Task { @MainActor in
        await window.load(subscribingTo: [server.url("/page/one").absoluteString])
        loaded = true
      }
      GtkTestEnvironment.wait("the reader to load", timeout: 15) { loaded && window.isSettled }
      let followed = window.model.subscriptions.first { $0.title == "Local blog" }
      XCTAssertEqual(followed?.url, server.url("/blog/feed.xml"))
      XCTAssertEqual(window.model.scope, followed.map { .feed($0.id) })
    }
  }

  func testAPageWithSeveralFeedsOpensAddFeedOnIt() throws {
    try ReaderHarness.run { reader in
      let server = try LoopbackPageServer()
      let window = reader.openWindow()
      reader.destroyOnCleanUp(window)
      Task { @MainActor in
        await window.load(subscribingTo: [server.url("/page/two").absoluteString])
      }
      GtkTestEnvironment.wait("Add Feed to open", timeout: 15) {
        window.sheets.shown != nil
      }
      XCTAssertFalse(window.model.subscriptions.contains { $0.url.path.hasPrefix("/blog") })
    }
  }
}
