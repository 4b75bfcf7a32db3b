import CGtk
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
@_spi(Testing) import Overshoot
import XCTest

@testable import OvershootApp

/// Add Feed keeps the reader's list honest: no second copy of a followed feed, no feed cut
/// short, and feeds with the same title told apart by their address.
final class FeedReaderAddFeedTests: GtkWarningFreeTestCase {
  func testReAddingAFollowedFeedSaysSoAndAddsNothing() throws {
    try ReaderHarness.run { reader in
      let feed = try reader.writeFeed("feed.xml", FeedReaderReachTests.rss(1...3))
      let window = reader.openLoadedWindow(subscribingTo: [feed])
      let before = window.model.subscriptions.count
      let dialog = window.presentAddFeed(prefill: feed.path)
      defer { dialog.close() }
      dialog.submit()
      GtkTestEnvironment.wait("the check to end", timeout: 10) {
        dialog.message.hasPrefix("Couldn’t add")
      }
      XCTAssertTrue(dialog.message.contains("already follow"), dialog.message)
      XCTAssertEqual(window.model.subscriptions.count, before)
    }
  }

  func testATruncatedFeedIsNotSubscribed() throws {
    try ReaderHarness.run { reader in
      let whole = FeedReaderReachTests.rss(1...20, title: "Claimed title")
      let cut = try reader.writeFeed("cut.xml", String(whole.prefix(whole.count / 2)))
      let window = reader.openLoadedWindow()
      let dialog = window.presentAddFeed(prefill: cut.path)
      defer { dialog.close() }
      dialog.submit()
      GtkTestEnvironment.wait("the check to end", timeout: 10) {
        dialog.message.hasPrefix("Couldn’t add")
      }
      XCTAssertTrue(dialog.message.contains("incomplete"), dialog.message)
      XCTAssertFalse(window.model.subscriptions.contains { $0.title == "Claimed title" })
    }
  }

  func testFeedsWithTheSameTitleShowTheirAddresses() throws {
    try ReaderHarness.run { reader in
      let first = try reader.writeFeed("a.xml", FeedReaderReachTests.rss(1...2, title: "News"))
      let second = try reader.writeFeed("b.xml", FeedReaderReachTests.rss(3...4, title: "News"))
      let window = reader.openLoadedWindow(subscribingTo: [first, second])
      let news = window.model.subscriptions.filter { $0.title == "News" }
      XCTAssertEqual(news.count, 2)
      let tooltips = Set(news.compactMap { window.sidebar.navigation.tooltip(of: .feed($0.id)) })
      XCTAssertEqual(tooltips, [first.path, second.path])
    }
  }

  func testSubscribeIsOfferedOnlyWithAnAddress() throws {
    try ReaderHarness.run { reader in
      let window = reader.openLoadedWindow()
      let dialog = window.presentAddFeed()
      defer { dialog.close() }
      XCTAssertFalse(dialog.isSubscribeSensitive, "Subscribe with an empty address")
      // The button follows the dialog's model, on the next frame.
      dialog.setAddress("example.com/feed")
      GtkTestEnvironment.wait("Subscribe to be offered") { dialog.isSubscribeSensitive }
      dialog.setAddress("   ")
      GtkTestEnvironment.wait("Subscribe to be withdrawn") { !dialog.isSubscribeSensitive }
    }
  }
}
