import CGtk
import FeedCore
import Foundation
import GtkTestSupport
import OvershootSecrets
import SecretsTestSupport
import TestSupport
import XCTest

@testable import OvershootApp

/// The app's side of a sync that goes through against the loopback stand-in's working Google
/// Reader API (`feed_server.py`, `/greader-ok/`): a change the server refuses is named to the
/// reader in plain words (a notice, and the account's row in Sync Accounts), and two syncs of
/// one account asked for together (a refresh's and Add Feed's) run one after the other.
final class FeedReaderSyncRefusalTests: GtkWarningFreeTestCase {
  func testAChangeTheServerRefusesIsNamedInANoticeAndInSyncAccounts() throws {
    try ReaderHarness.run { reader in
      let working = try Self.openWithWorkingAccount(reader)
      let (window, account) = (working.window, working.account)
      try ReaderHarness.pullToRefresh(window)
      XCTAssertFalse(window.timeline.banner.isShown, window.timeline.banner.text)
      let accepted = try XCTUnwrap(window.timelineEntry(titled: "Accepted"))
      let refused = try XCTUnwrap(window.timelineEntry(titled: "Refused"))
      // The stand-in takes a star on "Accepted" and answers 400 to one on "Refused".
      try ReaderHarness.run("the stars") {
        await window.model.setStarred(accepted, true)
        await window.model.setStarred(refused, true)
      }
      try ReaderHarness.pullToRefresh(window)
      XCTAssertEqual(
        window.timeline.notice.text,
        "The server at 127.0.0.1 refused 1 change: star “Refused”: it rejected the request as"
          + " invalid (HTTP 400); tried again later")
      XCTAssertTrue(window.timeline.notice.isError, "it stays until the reader dismisses it")
      XCTAssertFalse(
        window.timeline.banner.isShown, "the account synced: " + window.timeline.banner.text)
      let store = try XCTUnwrap(window.model.store)
      let pending = try ReaderHarness.run("the outbox") {
        try await store.pendingChanges(account: account.id)
      }
      XCTAssertEqual(
        pending.map(\.attempts), [1], "the refused change waits to be tried again, behind none")

      // A later sync with nothing refused leaves the notice's words in the account's row.
      try ReaderHarness.pullToRefresh(window)
      let dialog = window.presentSyncAccounts()
      defer { dialog.close() }
      let status = try XCTUnwrap(dialog.rows.first?.status)
      XCTAssertTrue(status.hasPrefix("Last synced "), status)
      XCTAssertTrue(
        status.hasSuffix(
          "; the server refused 1 change: star “Refused”: it rejected the request as invalid"
            + " (HTTP 400); tried again later"), status)
    }
  }

  func testTwoSyncsOfOneAccountRunOneAfterTheOther() throws {
    try ReaderHarness.run { reader in
      let working = try Self.openWithWorkingAccount(reader)
      let (server, window, account) = (working.server, working.window, working.account)
      // The refresh's sync logs in (the stand-in holds the login a second); Add Feed's sync of
      // the same account is asked for meanwhile.
      XCTAssertTrue(window.refresh.startRefresh(because: .periodic))
      GtkTestEnvironment.wait("the refresh's login", timeout: 10) {
        (try? server.requests())?.contains("POST /greader-ok/accounts/ClientLogin") ?? false
      }
      let results = try ReaderHarness.run("the second sync", timeout: 30) {
        await window.model.sync(accountIDs: [account.id])
      }
      XCTAssertEqual(results.map(\.account.id), [account.id])
      if case .failed(let reason)? = results.first?.outcome { XCTFail(reason) }
      GtkTestEnvironment.wait("the refresh to end", timeout: 30) { window.isSettled }
      let most = try DeadlineProcess.run(
        "/usr/bin/env",
        [
          "python3", "-c",
          "import sys, urllib.request; sys.stdout.write(urllib.request.urlopen(sys.argv[1]).read().decode())",
          server.url("/greader-ok-most-at-once").absoluteString,
        ], seconds: 20)
      XCTAssertEqual(most.stdoutText, "1", "requests of the two syncs went on at once")
    }
  }

  func testSyncAccountsRetriesAndDropsTheChangesSetAside() throws {
    try ReaderHarness.run { reader in
      let working = try Self.openWithWorkingAccount(reader)
      let (window, account) = (working.window, working.account)
      try ReaderHarness.pullToRefresh(window)
      let accepted = try XCTUnwrap(window.timelineEntry(titled: "Accepted"))
      let store = try XCTUnwrap(window.model.store)
      // A star the server refused until it was set aside (one try allowed here).
      let parked = try ReaderHarness.run("a change set aside") { () async throws -> Int64 in
        await window.model.setStarred(accepted, true)
        let rows = try await store.pendingChanges(account: account.id)
        let row = try XCTUnwrap(rows.first)
        try await store.recordRefusal(
          row.id, status: 500, policy: OutboxRetryPolicy(attempts: 1))
        return row.id
      }
      let dialog = window.presentSyncAccounts()
      defer { dialog.close() }
      GtkTestEnvironment.wait("the row's changes set aside") {
        dialog.rows.first?.parked == [parked]
      }

      let row = try XCTUnwrap(dialog.rows.first)
      let retried = try ReaderHarness.run("Retry") { () async throws -> [PendingChange] in
        await dialog.retryParked(row)
        return try await store.pendingChanges(account: account.id)
      }
      XCTAssertEqual(retried.map(\.isParked), [false], "sent again at the next sync")
      XCTAssertEqual(retried.map(\.attempts), [0])
      XCTAssertEqual(dialog.rows.first?.parked, [])

      let dropped = try ReaderHarness.run("Drop") { () async throws -> [PendingChange] in
        try await store.recordRefusal(
          parked, status: 500, policy: OutboxRetryPolicy(attempts: 1))
        await dialog.reloadParked()
        let row = try XCTUnwrap(dialog.rows.first)
        await dialog.dropParked(row)
        return try await store.pendingChanges(account: account.id)
      }
      XCTAssertEqual(dropped, [], "the change set aside is forgotten")
    }
  }

  /// A stand-in server and a loaded window with an account on its working API: the server
  /// lives as long as this does.
  private struct WorkingAccount {
    let server: FeedServerProcess
    let window: MainWindow
    let account: SyncAccount
  }

  /// A loaded window with an account on a new stand-in's working API, its password in an
  /// in-memory keeper.
  @MainActor
  private static func openWithWorkingAccount(_ reader: ReaderHarness) throws -> WorkingAccount {
    let server = try FeedServerProcess(script: FeedServerProcess.script, deadline: 120)
    let window = reader.openLoadedWindow()
    let keeper = MemoryKeeper()
    window.model.keeper = keeper
    let address = server.url("/greader-ok")
    try keeper.save("secret", server: address.absoluteString, user: "reader")
    let account = try ReaderHarness.addAccount(to: window, server: address, user: "reader")
    return WorkingAccount(server: server, window: window, account: account)
  }
}
