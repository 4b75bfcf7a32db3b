import CGtk
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
import OvershootSecrets
import SecretsTestSupport
import TestSupport
import XCTest

@testable import OvershootApp

/// The app's side of sync without a server that syncs: a pull syncs every account (the end to
/// end sync against a real Miniflux is `ReaderMinifluxSyncTests`), and a sync that cannot go
/// through (a password the server refuses, no password kept, no keyring, no server) is named in
/// the failure banner in plain words while the outbox keeps every queued change. Sync Accounts
/// lists the accounts and removes one with its password. The server refusing the password is
/// the loopback Google Reader API stand-in (`feed_server.py`), whose login checks it.
final class FeedReaderSyncTests: GtkWarningFreeTestCase {
  func testARefusedPasswordIsNamedInTheBannerAndTheOutboxKeepsItsChanges() throws {
    try ReaderHarness.run { reader in
      let server = try FeedServerProcess(script: FeedServerProcess.script, deadline: 120)
      let window = reader.openLoadedWindow()
      let keeper = MemoryKeeper()
      window.model.keeper = keeper
      let address = server.url("/greader")
      try keeper.save("wrong-password", server: address.absoluteString, user: "reader")
      let account = try ReaderHarness.addAccount(to: window, server: address, user: "reader")
      let store = try XCTUnwrap(window.model.store)
      try ReaderHarness.run("a subscription to queue") {
        try await store.queueSubscribe(account: account.id, url: URL(string: "https://a.test/f")!)
      }
      try ReaderHarness.pullToRefresh(window)
      let text = window.timeline.banner.text
      XCTAssertTrue(text.hasPrefix("Couldn’t sync reader at 127.0.0.1: "), text)
      XCTAssertTrue(text.contains("refused the password for reader"), text)
      let pending = try ReaderHarness.run("the outbox") {
        try await store.pendingChanges(account: account.id)
      }
      XCTAssertEqual(pending.count, 1, "a failed sync sends nothing and drops nothing")
      XCTAssertEqual(try ReaderHarness.run("the accounts") { try await store.accounts() }.count, 1)
      // The right password now: the login goes through, so the refusal leaves the banner (the
      // stand-in then answers like no real server, which the banner names instead).
      try keeper.save("right-password", server: address.absoluteString, user: "reader")
      try ReaderHarness.pullToRefresh(window)
      XCTAssertFalse(
        window.timeline.banner.text.contains("refused the password"), window.timeline.banner.text)
    }
  }

  func testNoPasswordNoKeyringAndNoServerEachSayWhatIsWrong() throws {
    try ReaderHarness.run { reader in
      let window = reader.openLoadedWindow()
      // Nothing listens on port 9 of loopback (discard, never served here).
      let address = URL(string: "http://127.0.0.1:9/")!
      window.model.keeper = MemoryKeeper()
      try ReaderHarness.addAccount(to: window, server: address, user: "reader")
      try ReaderHarness.pullToRefresh(window)
      XCTAssertEqual(
        window.timeline.banner.text,
        "Couldn’t sync reader at 127.0.0.1: no password for it is in the keyring; remove the"
          + " account and add it again")

      window.model.keeper = MemoryKeeper(refusal: "The name is not activatable")
      try ReaderHarness.pullToRefresh(window)
      XCTAssertEqual(
        window.timeline.banner.text,
        "Couldn’t sync reader at 127.0.0.1: no keyring is available to read its password (The"
          + " name is not activatable)")

      let keeper = MemoryKeeper()
      try keeper.save("secret", server: address.absoluteString, user: "reader")
      window.model.keeper = keeper
      try ReaderHarness.pullToRefresh(window)
      let text = window.timeline.banner.text
      XCTAssertTrue(text.hasPrefix("Couldn’t sync reader at 127.0.0.1: Cannot reach "), text)
    }
  }

  /// Sync Accounts confirms nothing: no suggested Close button of its own, the window's own
  /// close button as GNOME's dialogs that only close have, and Escape closes it.
  func testSyncAccountsHasTheWindowsCloseButtonAndEscapeClosesIt() throws {
    try ReaderHarness.run { reader in
      let window = reader.openLoadedWindow()
      let (dialog, sheet) = try openSyncAccounts(over: window)
      defer { dialog.close() }
      GtkTestEnvironment.wait("the sheet's title") {
        WidgetFinder.labelTexts(under: sheet).contains("Sync Accounts")
      }
      XCTAssertNil(WidgetFinder.button("Close", under: sheet), "no Close button of its own")
      XCTAssertNil(
        gtk_window_get_default_widget(sheet.checked(as: GtkWindow.self)),
        "nothing to confirm: no default button")
      // The one suggested action is the empty page's Add Sync Account… (no account yet).
      let addAccount = WidgetFinder.button("Add Sync Account…", under: sheet)
      XCTAssertFalse(
        WidgetFinder.all(under: sheet).contains {
          gtk_widget_has_css_class($0, "suggested-action") != 0 && $0 != addAccount
        }, "nothing else drawn as the suggested action")
      XCTAssertTrue(
        WidgetFinder.widgets("windowcontrols", under: sheet).contains {
          gtk_widget_get_visible($0) != 0
        }, "the window's own close button")
      try GtkTestWindow.focus(sheet)
      try GtkTestWindow.pressKeys("Escape")
      GtkTestEnvironment.wait("Escape to close the sheet") { window.sheets.shown == nil }
      XCTAssertNil(window.sheets.shown)
    }
  }

  func testSyncAccountsListsEachAccountAndRemovesOneWithItsPassword() throws {
    try ReaderHarness.run { reader in
      let window = reader.openLoadedWindow()
      let keeper = MemoryKeeper()
      window.model.keeper = keeper
      let gone = URL(string: "http://127.0.0.1:9/")!
      let kept = URL(string: "http://127.0.0.2:9/")!
      try keeper.save("one", server: gone.absoluteString, user: "ann")
      try keeper.save("two", server: kept.absoluteString, user: "bob")
      try ReaderHarness.addAccount(to: window, server: gone, user: "ann")
      try ReaderHarness.addAccount(to: window, server: kept, user: "bob")
      try ReaderHarness.pullToRefresh(window)
      XCTAssertTrue(window.timeline.banner.isShown, "both syncs failed: no server")

      let (dialog, sheet) = try openSyncAccounts(over: window)
      defer { dialog.close() }
      XCTAssertEqual(
        dialog.rows.map(\.account.displayName), ["ann at 127.0.0.1", "bob at 127.0.0.2"])
      XCTAssertTrue(dialog.rows[0].status.hasPrefix("Never synced; the last sync failed: "))
      GtkTestEnvironment.wait("the rows", timeout: 5) {
        WidgetFinder.labelTexts(under: sheet).contains("ann at 127.0.0.1")
      }
      let labels = WidgetFinder.labelTexts(under: sheet)
      XCTAssertTrue(labels.contains("ann at 127.0.0.1"), "\(labels)")
      XCTAssertTrue(labels.contains("http://127.0.0.2:9/"), "\(labels)")

      // Its Remove… button asks first; the question's Remove removes.
      XCTAssertTrue(WidgetFinder.click("Remove…", under: sheet))
      let confirm = try XCTUnwrap(presentedWindow(over: sheet), "the question shows over the sheet")
      XCTAssertEqual(
        WidgetFinder.labelTexts(under: confirm).first, "Remove “ann at 127.0.0.1”?",
        "the question names the account")
      XCTAssertTrue(WidgetFinder.click("Remove", under: confirm))
      GtkTestEnvironment.wait("the removal", timeout: 10) { dialog.rows.count == 1 }
      XCTAssertEqual(dialog.rows.map(\.account.user), ["bob"])
      XCTAssertEqual(keeper.stored, ["two"], "the removed account's password left the keyring")
      XCTAssertEqual(window.model.accounts.map(\.user), ["bob"])
      XCTAssertFalse(
        window.timeline.banner.text.contains("ann at"), window.timeline.banner.text)
      XCTAssertEqual(dialog.message, "")
    }
  }

  func testSubscribingInAnAccountWhoseServerIsAwayQueuesItAndSaysSo() throws {
    try ReaderHarness.run { reader in
      let feed = try reader.writeFeed("feed.xml", FeedReaderReachTests.rss(1...3, title: "Later"))
      let window = reader.openLoadedWindow()
      let keeper = MemoryKeeper()
      window.model.keeper = keeper
      let address = URL(string: "http://127.0.0.1:9/")!
      try keeper.save("secret", server: address.absoluteString, user: "reader")
      let account = try ReaderHarness.addAccount(to: window, server: address, user: "reader")
      let feedsBefore = window.model.subscriptions.count
      let dialog = window.presentAddFeed()
      defer { dialog.close() }
      let labels = WidgetFinder.labelTexts(under: dialog.window)
      XCTAssertTrue(labels.contains("Subscribe in"), "\(labels)")
      dialog.setDestination(account.id)
      dialog.setAddress(feed.path)
      dialog.submit()
      // Queued: the sheet closes (a second Subscribe would queue it twice) and the window says
      // it.
      GtkTestEnvironment.wait("the sheet to close", timeout: 15) { window.sheets.shown == nil }
      let notice = window.timeline.notice.text
      XCTAssertTrue(
        notice.hasPrefix("The subscription is queued: the server could not be asked now"), notice)
      XCTAssertTrue(notice.hasSuffix("; it is asked at the next sync"), notice)
      XCTAssertEqual(window.model.subscriptions.count, feedsBefore, "nothing followed here")
      let store = try XCTUnwrap(window.model.store)
      let pending = try ReaderHarness.run("the outbox") {
        try await store.pendingChanges(account: account.id).map(\.change)
      }
      XCTAssertEqual(
        pending,
        [
          .subscribe(
            url: URL(fileURLWithPath: feed.path).absoluteString, title: "Later", folder: nil)
        ])
    }
  }
}
