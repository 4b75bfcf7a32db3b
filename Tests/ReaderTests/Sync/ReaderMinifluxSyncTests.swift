import CGtk
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
import SecretsTestSupport
import TestSupport
import XCTest

@testable import OvershootApp

/// The app against a real Miniflux (Debian 13's package, on loopback, started by
/// `bash .ci/miniflux test`; the server step of `.ci/test-all` runs this suite with
/// `MinifluxSyncTests` under Xvfb): a pull to refresh brings the account's feed and an entry
/// added on the server later; reading, starring, renaming, marking all read and removing in the
/// app reach the server with the next pull, read back through Miniflux's REST API; Add Feed in
/// the account has the server subscribe. The password
/// comes from `MemoryKeeper`: a real keyring in the GTK test process could prompt, and the
/// CLI's keyring test covers the Secret Service itself.
final class ReaderMinifluxSyncTests: GtkWarningFreeTestCase {
  func testAPullSyncsAndTheAppsChangesReachMiniflux() throws {
    guard let miniflux = ReaderMiniflux.lastUser() else {
      throw XCTSkip("no Miniflux: run through `sudo bash .ci/miniflux test`, which starts one")
    }
    try ReaderHarness.run { reader in
      let feeds = try FeedServerProcess(
        script: FeedServerProcess.script, deadline: 180,
        arguments: ["--directory", reader.folder.path])
      _ = try reader.writeFeed("alpha.xml", ReaderMiniflux.rss("Alpha", items: 1...2))
      let alpha = try miniflux.addFeed(feeds.url("/files/alpha.xml"))
      let window = reader.openLoadedWindow()
      let keeper = MemoryKeeper()
      window.model.keeper = keeper
      try keeper.save(
        miniflux.apiPassword, server: miniflux.url.absoluteString, user: miniflux.user)
      let account = try ReaderHarness.addAccount(
        to: window, server: miniflux.url, user: miniflux.user)

      // The first pull brings the account's feed and its entries.
      try ReaderHarness.pullToRefresh(window)
      XCTAssertFalse(window.timeline.banner.isShown, window.timeline.banner.text)
      let feed = try XCTUnwrap(window.model.subscriptions.first { $0.accountID == account.id })
      XCTAssertEqual(feed.title, "Alpha")
      XCTAssertEqual(feed.unreadCount, 2)
      // Its entries are older than the sample feed's, so they sit below them: read them in
      // the feed's own scope, where the next pull syncs this account alone.
      window.timelineController.select(.feed(feed.id))
      GtkTestEnvironment.wait("the synced feed's entries", timeout: 10) {
        window.timelineTitles == ["Alpha 2", "Alpha 1"] && window.isSettled
      }

      // An entry added on the server arrives with the next pull.
      _ = try reader.writeFeed("alpha.xml", ReaderMiniflux.rss("Alpha", items: 1...3))
      try miniflux.refreshFeed(alpha)
      try ReaderHarness.pullToRefresh(window)
      XCTAssertEqual(window.timelineTitles, ["Alpha 3", "Alpha 2", "Alpha 1"])
      XCTAssertEqual(window.model.lastSyncResults[account.id]?.entriesAdded, 1)

      // Read, starred and renamed here; the next pull sends them.
      let first = try XCTUnwrap(window.timelineEntry(titled: "Alpha 1"))
      let second = try XCTUnwrap(window.timelineEntry(titled: "Alpha 2"))
      window.timelineController.toggleRead(first)
      window.timelineController.toggleStar(second)
      GtkTestEnvironment.wait("the read and the star", timeout: 10) {
        let list = window.timeline.list
        return (0..<list.count).contains { list.id(at: $0) == first && list.item(at: $0).isRead }
          && (0..<list.count).contains {
            list.id(at: $0) == second && list.item(at: $0).isStarred
          }
      }
      try ReaderHarness.run("the rename") {
        try await window.model.rename(feed.id, to: "Alpha here")
      }
      try ReaderHarness.pullToRefresh(window)
      XCTAssertFalse(window.timeline.banner.isShown, window.timeline.banner.text)
      var server = try miniflux.entries()
      XCTAssertEqual(server["Alpha 1"]?.read, true, "read in the app, read on the server")
      XCTAssertEqual(server["Alpha 2"]?.starred, true, "starred in the app, starred there")
      XCTAssertEqual(server["Alpha 3"]?.read, false)
      XCTAssertEqual(try miniflux.feedTitles(), ["Alpha here"])

      // Mark all read, then remove the feed.
      window.timelineController.markFeedRead(feed.id)
      GtkTestEnvironment.wait("the feed marked read", timeout: 10) {
        window.model.subscriptions.first { $0.id == feed.id }?.unreadCount == 0
      }
      try ReaderHarness.pullToRefresh(window)
      server = try miniflux.entries()
      XCTAssertEqual(server.values.filter { !$0.read }.count, 0, "\(server)")
      try ReaderHarness.run("the removal") { await window.model.remove(feed.id) }
      try ReaderHarness.pullToRefresh(window)
      XCTAssertEqual(try miniflux.feedTitles(), [], "removed in the app, unsubscribed there")
      XCTAssertFalse(window.model.subscriptions.contains { $0.accountID == account.id })
      XCTAssertFalse(window.timeline.banner.isShown, window.timeline.banner.text)

      // Add Feed in the account: the server subscribes, and the feed arrives from it.
      _ = try reader.writeFeed("beta.xml", ReaderMiniflux.rss("Beta", items: 1...2))
      let dialog = window.presentAddFeed()
      dialog.setDestination(account.id)
      dialog.setAddress(feeds.url("/files/beta.xml").absoluteString)
      dialog.submit()
      GtkTestEnvironment.wait("the subscription through Miniflux", timeout: 30) {
        window.sheets.shown == nil
      }
      XCTAssertEqual(try miniflux.feedTitles(), ["Beta"])
      let beta = try XCTUnwrap(window.model.subscriptions.first { $0.accountID == account.id })
      XCTAssertEqual(beta.title, "Beta")
      XCTAssertEqual(beta.unreadCount, 2)
    }
  }
}
