import CGtk
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
import XCTest

@testable import OvershootApp

/// Each kind of error is said where it happened, in its own words: the refresh banner only for
/// refreshes (and gone once its feeds refresh fine), a notice for the rest.
final class FeedReaderNoticeTests: GtkWarningFreeTestCase {
  func testAMissingFileOnTheCommandLineIsNotCalledARefreshFailure() throws {
    try ReaderHarness.run { reader in
      let missing = reader.folder.appendingPathComponent("missing.xml")
      let window = reader.openLoadedWindow(subscribingTo: [missing])
      XCTAssertFalse(window.timeline.banner.isShown, window.timeline.banner.text)
      XCTAssertTrue(
        window.timeline.notice.text.hasPrefix("Couldn’t open \(missing.path)"),
        window.timeline.notice.text)
    }
  }

  func testABrokenOPMLFileSaysSoAndLeavesTheRefreshBannerAlone() throws {
    try ReaderHarness.run { reader in
      let opml = try reader.writeFeed("broken.opml", "this is not OPML")
      let window = reader.openLoadedWindow()
      var done = false
      Task { @MainActor in
        await window.importOPML(from: opml.path)
        done = true
      }
      GtkTestEnvironment.wait("the import") { done }
      XCTAssertFalse(window.timeline.banner.isShown, window.timeline.banner.text)
      XCTAssertTrue(
        window.timeline.notice.text.hasPrefix("Couldn’t import broken.opml"),
        window.timeline.notice.text)
    }
  }

  func testTheRefreshBannerClearsWhenItsFeedRefreshesFine() throws {
    try ReaderHarness.run { reader in
      let feed = try reader.writeFeed("feed.xml", FeedReaderReachTests.rss(1...3, title: "Flaky"))
      let window = reader.openLoadedWindow(subscribingTo: [feed])
      try FileManager.default.removeItem(at: feed)
      gtk_widget_activate_action_variant(window.root, "win.refresh", nil)
      GtkTestEnvironment.wait("the failed refresh", timeout: 10) {
        window.timeline.banner.isShown && window.isSettled
      }
      XCTAssertTrue(window.timeline.banner.text.contains("Flaky"), window.timeline.banner.text)
      _ = try reader.writeFeed("feed.xml", FeedReaderReachTests.rss(1...4, title: "Flaky"))
      gtk_widget_activate_action_variant(window.root, "win.refresh", nil)
      GtkTestEnvironment.wait("the good refresh", timeout: 10) {
        window.timeline.list.count == 4 && window.isSettled
      }
      XCTAssertFalse(window.timeline.banner.isShown, window.timeline.banner.text)
    }
  }

  func testFailuresShowInOneLineAndADismissedOneStaysAwayThroughPeriodicRefreshes() throws {
    try ReaderHarness.run { reader in
      let feeds = try ["Alpha", "Beta", "Gamma", "Delta"].map {
        try reader.writeFeed("\($0).xml", FeedReaderReachTests.rss(1...2, title: $0))
      }
      let window = reader.openLoadedWindow(subscribingTo: feeds)
      for feed in feeds { try FileManager.default.removeItem(at: feed) }
      window.refresh.refreshEveryFeed(because: .periodic)
      GtkTestEnvironment.wait("the failed refresh", timeout: 20) {
        window.timeline.banner.isShown && window.isSettled
      }
      let text = window.timeline.banner.text
      XCTAssertFalse(text.contains("\n"), "one line, not one per feed: \(text)")
      XCTAssertTrue(text.hasPrefix("4 feeds could not be refreshed: "), text)
      XCTAssertTrue(text.hasSuffix(" and 1 more"), text)

      window.timeline.banner.dismiss()
      for round in 1...2 {
        window.refresh.refreshEveryFeed(because: .periodic)
        GtkTestEnvironment.wait("periodic refresh \(round) to end", timeout: 20) {
          window.isSettled
        }
        MainContext.run(forSeconds: 0.3)
        XCTAssertFalse(
          window.timeline.banner.isShown,
          "dismissed feeds stay quiet: \(window.timeline.banner.text)")
      }

      // A feed that comes back and breaks again is news again.
      _ = try reader.writeFeed("Alpha.xml", FeedReaderReachTests.rss(1...3, title: "Alpha"))
      window.refresh.refreshEveryFeed(because: .periodic)
      GtkTestEnvironment.wait("Alpha's good refresh", timeout: 20) { window.isSettled }
      XCTAssertFalse(window.timeline.banner.isShown)
      try FileManager.default.removeItem(at: feeds[0])
      window.refresh.refreshEveryFeed(because: .periodic)
      GtkTestEnvironment.wait("Alpha's failure, shown again", timeout: 20) {
        window.timeline.banner.isShown && window.isSettled
      }
    }
  }

  func testALinkThatCannotOpenSaysWhyOffersCopyLinkAndTheNoticeLeavesWithTheFeed() throws {
    try ReaderHarness.run { reader in
      let feed = try reader.writeFeed("feed.xml", FeedReaderReachTests.rss(1...3))
      let window = reader.openLoadedWindow(subscribingTo: [feed])
      window.timelineController.openLink = { _ throws(LinkOpener.Failure) in
        throw LinkOpener.Failure(message: "no web browser is set up on this computer")
      }
      let first = window.timeline.list.item(at: 0)
      XCTAssertFalse(first.isRead)
      window.timelineController.open(entryID: first.id)
      MainContext.run(forSeconds: 0.3)
      XCTAssertEqual(
        window.timeline.notice.text,
        "Couldn’t open the link: no web browser is set up on this computer.")
      XCTAssertEqual(window.timeline.notice.actionTitle, "Copy Link")
      XCTAssertFalse(window.timeline.list.item(at: 0).isRead, "a link not opened is not read")
      XCTAssertFalse(window.timeline.banner.isShown)
      // The notice belongs to the feed where it happened: another scope does not show it.
      window.timelineController.select(.starred)
      GtkTestEnvironment.wait("the notice to leave with the feed") {
        !window.timeline.notice.isShown
      }
    }
  }

  func testMarkingReadInUnreadCanBeUndone() throws {
    try ReaderHarness.run { reader in
      let feed = try reader.writeFeed("feed.xml", FeedReaderReachTests.rss(1...3))
      let window = reader.openLoadedWindow(subscribingTo: [feed])
      window.model.scope = .unread
      var done = false
      Task { @MainActor in
        await window.timelineController.reloadTimeline(isNewScope: true)
        done = true
      }
      GtkTestEnvironment.wait("the Unread timeline") { done }
      let unread = window.timeline.list.count
      let first = window.timeline.list.item(at: 0)
      gtk_widget_activate_action_variant(
        window.root, "win.toggle-read", g_variant_new_int64(gint64(first.id)))
      // It stays in its place, shown read, until Unread is chosen again (the focus keeps it).
      GtkTestEnvironment.wait("the entry shown read") {
        window.timelineController.storedEntry(first.id)?.isRead == true
      }
      XCTAssertEqual(window.timeline.list.count, unread)
      XCTAssertEqual(window.timeline.notice.actionTitle, "Undo")
      window.timeline.notice.runAction()
      GtkTestEnvironment.wait("Undo to make it unread") {
        window.timelineController.storedEntry(first.id)?.isRead == false
      }
      XCTAssertEqual(window.timeline.list.count, unread)
    }
  }

  func testRefreshingWithNoFeedsDoesNotSpinAndSaysWhatToDo() throws {
    try ReaderHarness.run { reader in
      let window = reader.openLoadedWindow()
      var removed = false
      Task { @MainActor in
        for feed in window.model.subscriptions { await window.model.remove(feed.id) }
        removed = true
      }
      GtkTestEnvironment.wait("the feeds removed") { removed }
      XCTAssertTrue(window.model.subscriptions.isEmpty)
      gtk_widget_activate_action_variant(window.root, "win.refresh", nil)
      MainContext.run(forSeconds: 0.2)
      XCTAssertEqual(window.timeline.refreshable.controller.phase, .idle, "nothing to spin for")
      XCTAssertTrue(window.timeline.notice.text.hasPrefix("No feeds to refresh"))
    }
  }
}
