import CGtk
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
@_spi(Testing) import Overshoot
import TestSupport
import XCTest

@testable import OvershootApp

/// A feed's sidebar menu, each item chosen from the feed's row (the keyboard's Shift+F10 menu,
/// or the row's `win.` action with the feed as its target): Rename…, Edit Address…, Mark Feed
/// as Read, Refresh Feed and Copy Address, against feeds on the loopback server. Feeds of the
/// same name show their addresses under their names.
final class FeedReaderFeedMenuTests: GtkWarningFreeTestCase {
  /// A loaded reader on the loopback feeds at `paths` (fetched once), with
  /// the server serving the reader's folder under `/files/`.
  @MainActor
  private struct Fixture {
    let server: FeedServerProcess
    let reader: ReaderHarness
    let window: MainWindow

    init(_ paths: [String], files: [String: String] = [:]) throws {
      reader = try ReaderHarness()
      for (name, contents) in files { _ = try reader.writeFeed(name, contents) }
      server = try FeedServerProcess(
        script: FeedServerProcess.script, arguments: ["--directory", reader.folder.path])
      window = reader.openLoadedWindow(subscribingTo: [])
      let (window, server) = (window, server)
      ReaderHarness.runToEnd {
        for path in paths { _ = try? await window.model.store?.addFeed(url: server.url(path)) }
        await window.model.reloadSubscriptions()
      }
      window.refresh.refreshEveryFeed(because: .startUp)
      GtkTestEnvironment.wait("the first fetch", timeout: 20) { window.isSettled }
    }

    var sidebar: NavigationSidebar<EntryScope> { window.sidebar.navigation }

    /// The feed at the server's `path`.
    func feed(_ path: String) throws -> Subscription {
      let url = server.url(path)
      return try XCTUnwrap(window.model.subscriptions.first { $0.url == url }, "\(path)")
    }

    /// Chooses `label` in the menu of `feed`'s row, as the menu does.
    func choose(_ label: String, for feed: Subscription) throws {
      let scope = EntryScope.feed(feed.id)
      let item = try XCTUnwrap(sidebar.menu(of: scope).first { $0.label == label }, label)
      XCTAssertTrue(sidebar.perform(item, from: scope), label)
    }

    /// The requests since the first `count` but the feeds' icon look-ups (which follow a first
    /// refresh and an address change, beside the refresh; docs/favicons.md).
    func feedRequests(since count: Int) throws -> [String] {
      try server.requests().dropFirst(count).filter { $0 != "GET /" && $0 != "GET /favicon.ico" }
    }

    func cleanUp() {
      reader.cleanUp()
    }
  }

  func testEveryFeedOffersTheMenuInOrder() throws {
    try MainActor.assumeIsolated {
      let fixture = try Fixture(["/latency/0/A"])
      defer { fixture.cleanUp() }
      let feed = try fixture.feed("/latency/0/A")
      let menu = fixture.sidebar.menu(of: .feed(feed.id))
      XCTAssertEqual(
        menu.map(\.label),
        [
          "Refresh Feed", "Mark Feed as Read", "Copy Address", "Rename…", "Edit Address…",
          "Remove Feed…",
        ])
      XCTAssertTrue(menu.allSatisfy { $0.target == feed.id && $0.action.hasPrefix("win.") })
    }
  }

  func testRenameFromTheKeyboardMenuRenamesTheRowAndABlankNameIsRefused() throws {
    try MainActor.assumeIsolated {
      let fixture = try Fixture(["/latency/0/A", "/latency/0/B"])
      defer { fixture.cleanUp() }
      let feed = try fixture.feed("/latency/0/A")
      let scope = EntryScope.feed(feed.id)
      XCTAssertEqual(fixture.sidebar.rowTexts(of: scope), ["Feed A", "20"])
      // Shift+F10 on the row opens its menu, its first item focused; Rename… is the fourth.
      XCTAssertTrue(fixture.sidebar.focus(scope))
      try ReaderHarness.press("shift+F10", in: fixture.window.root)
      GtkTestEnvironment.wait("the feed's menu") { ContextMenu.openCount == 1 }
      for key in ["Down", "Down", "Down", "Return"] { try GtkTestWindow.pressKeys(key) }
      GtkTestEnvironment.wait("the Rename dialog") { fixture.window.sheets.shown != nil }
      let dialog = try XCTUnwrap(fixture.window.sheets.feedText)
      XCTAssertEqual(dialog.text, "Feed A", "the field holds the name now")

      dialog.text = "   "
      dialog.submit()
      GtkTestEnvironment.wait("the refusal") { !dialog.message.isEmpty }
      XCTAssertEqual(dialog.message, "Type a name for the feed.")
      XCTAssertNotNil(fixture.window.sheets.shown, "the sheet stays to fix the name")
      XCTAssertEqual(try fixture.feed("/latency/0/A").title, "Feed A")

      let warningsBefore = GtkTestEnvironment.warningCount
      dialog.text = "Morning Paper"
      try ReaderHarness.press("Return", in: dialog.window)
      GtkTestEnvironment.wait("the dialog to close") { fixture.window.sheets.shown == nil }
      // The field's cursor kept blinking in a window closed under it: "GtkText - did not
      // receive a focus-out event", each time a text dialog was submitted with Enter.
      MainContext.run(forSeconds: 1.5)
      XCTAssertEqual(
        GtkTestEnvironment.warningCount - warningsBefore, 0, "GTK warned as the dialog closed")
      XCTAssertEqual(try fixture.feed("/latency/0/A").title, "Morning Paper")
      // The sidebar observes the model, and shows its change with the next frame.
      GtkTestEnvironment.wait("the renamed row") {
        fixture.sidebar.rowTexts(of: scope) == ["Morning Paper", "20"]
      }
      XCTAssertEqual(fixture.sidebar.rowTexts(of: scope), ["Morning Paper", "20"])
      var stored: Subscription?
      ReaderHarness.runToEnd {
        stored = try? await fixture.window.model.store?.subscription(feed.id)
      }
      XCTAssertEqual(stored?.title, "Morning Paper")

      // The feed calls itself "Feed A"; a refresh keeps the reader's name.
      let requestsBefore = try fixture.server.requests().count
      try fixture.choose("Refresh Feed", for: feed)
      GtkTestEnvironment.wait("the refresh", timeout: 20) { fixture.window.isSettled }
      XCTAssertEqual(
        try fixture.feedRequests(since: requestsBefore), ["GET /latency/0/A"])
      XCTAssertEqual(fixture.sidebar.rowTexts(of: scope), ["Morning Paper", "20"])
    }
  }

  func testEditAddressReadsAHostAndPathRefusesAnotherFeedsAddressAndRefreshes() throws {
    try MainActor.assumeIsolated {
      let fixture = try Fixture(["/latency/0/A", "/latency/0/B"])
      defer { fixture.cleanUp() }
      let feed = try fixture.feed("/latency/0/A")
      let other = try fixture.feed("/latency/0/B")
      try fixture.choose("Edit Address…", for: feed)
      GtkTestEnvironment.wait("the Edit Address dialog") { fixture.window.sheets.shown != nil }
      let dialog = try XCTUnwrap(fixture.window.sheets.feedText)
      XCTAssertEqual(dialog.text, feed.url.absoluteString)

      dialog.text = other.url.absoluteString
      dialog.submit()
      GtkTestEnvironment.wait("the refusal") { !dialog.message.isEmpty }
      XCTAssertEqual(dialog.message, "You already follow \(other.url.absoluteString), as “Feed B”.")
      XCTAssertEqual(try fixture.feed("/latency/0/A").id, feed.id, "nothing changed")

      let requestsBefore = try fixture.server.requests().count
      // As Add Feed reads it: a host and port with a path is a web address, not a file.
      dialog.text = "127.0.0.1:\(fixture.server.port)/latency/0/C"
      dialog.submit()
      GtkTestEnvironment.wait("the dialog to close") { fixture.window.sheets.shown == nil }
      GtkTestEnvironment.wait("the refresh from the new address", timeout: 20) {
        fixture.window.isSettled
          && fixture.window.model.subscriptions.contains { $0.title == "Feed C" }
      }
      let moved = try fixture.feed("/latency/0/C")
      XCTAssertEqual(moved.id, feed.id)
      XCTAssertEqual(moved.title, "Feed C", "refreshed from the new server")
      XCTAssertEqual(
        try fixture.feedRequests(since: requestsBefore), ["GET /latency/0/C"])
      GtkTestEnvironment.wait("the row's new name") {
        fixture.sidebar.rowTexts(of: .feed(feed.id)).first == "Feed C"
      }
      XCTAssertEqual(fixture.sidebar.rowTexts(of: .feed(feed.id)).first, "Feed C")
    }
  }

  func testMarkFeedAsReadZeroesOnlyThatFeedWithAnUndo() throws {
    try MainActor.assumeIsolated {
      let fixture = try Fixture(["/latency/0/A", "/latency/0/B"])
      defer { fixture.cleanUp() }
      let feed = try fixture.feed("/latency/0/A")
      let other = try fixture.feed("/latency/0/B")
      XCTAssertEqual(fixture.window.model.unreadTotal, 40)
      try fixture.choose("Mark Feed as Read", for: feed)
      GtkTestEnvironment.wait("the marked notice") { fixture.window.timeline.notice.isShown }
      XCTAssertEqual(fixture.window.timeline.notice.text, "20 entries marked as read.")
      XCTAssertEqual(fixture.window.timeline.notice.actionTitle, "Undo")
      XCTAssertEqual(try fixture.feed("/latency/0/A").unreadCount, 0)
      XCTAssertEqual(try fixture.feed("/latency/0/B").unreadCount, 20)
      XCTAssertEqual(fixture.window.model.unreadTotal, 20)
      GtkTestEnvironment.wait("the sidebar's counts") {
        fixture.sidebar.rowTexts(of: .feed(feed.id)) == ["Feed A"]
      }
      XCTAssertEqual(fixture.sidebar.rowTexts(of: .feed(feed.id)), ["Feed A"], "no count")
      XCTAssertEqual(fixture.sidebar.rowTexts(of: .feed(other.id)), ["Feed B", "20"])

      fixture.window.timeline.notice.runAction()
      GtkTestEnvironment.wait("Undo") { fixture.window.model.unreadTotal == 40 }
      GtkTestEnvironment.wait("the sidebar's counts after Undo") {
        fixture.sidebar.rowTexts(of: .feed(feed.id)) == ["Feed A", "20"]
      }
      XCTAssertEqual(fixture.sidebar.rowTexts(of: .feed(feed.id)), ["Feed A", "20"])
    }
  }

  func testRefreshFeedFetchesOnlyThatFeedAndUpdatesItsFailureMark() throws {
    try MainActor.assumeIsolated {
      // The file feed is missing at first: its first fetch fails (404).
      let fixture = try Fixture(["/latency/0/A", "/files/late.xml"])
      defer { fixture.cleanUp() }
      let late = try fixture.feed("/files/late.xml")
      let scope = EntryScope.feed(late.id)
      XCTAssertNotNil(fixture.sidebar.warning(of: scope), "the 404 is marked")
      XCTAssertEqual(fixture.window.state.refreshFailures.failures.map(\.feedID), [late.id])

      _ = try fixture.reader.writeFeed("late.xml", FeedReaderReachTests.rss(1...3, title: "Late"))
      let requestsBefore = try fixture.server.requests().count
      try fixture.choose("Refresh Feed", for: late)
      XCTAssertFalse(fixture.window.isSettled, "the refresh started")
      GtkTestEnvironment.wait("the refresh", timeout: 20) { fixture.window.isSettled }
      XCTAssertEqual(
        try fixture.feedRequests(since: requestsBefore), ["GET /files/late.xml"],
        "only that feed")
      GtkTestEnvironment.wait("the row redrawn") { fixture.sidebar.warning(of: scope) == nil }
      XCTAssertNil(fixture.sidebar.warning(of: scope), "the mark is gone")
      XCTAssertEqual(fixture.window.state.refreshFailures.failures.map(\.feedID), [])
      XCTAssertEqual(fixture.sidebar.rowTexts(of: scope), ["Late", "3"])
    }
  }

  func testCopyAddressPutsTheAddressOnTheClipboard() throws {
    try MainActor.assumeIsolated {
      let fixture = try Fixture(["/latency/0/A"])
      defer { fixture.cleanUp() }
      let feed = try fixture.feed("/latency/0/A")
      fixture.window.window.copyToClipboard("something else")
      try fixture.choose("Copy Address", for: feed)
      XCTAssertEqual(
        ClipboardReader.text(of: fixture.window.root),
        fixture.server.url("/latency/0/A").absoluteString)
      XCTAssertEqual(fixture.window.timeline.notice.text, "Address copied.")
    }
  }

  func testFeedsOfTheSameNameShowTheirAddressesUnderTheirNames() throws {
    try MainActor.assumeIsolated {
      // Both are "Feed A", on one host: their paths tell them apart. "Feed B" is alone.
      let fixture = try Fixture(["/latency/0/A", "/latency/1/A", "/latency/0/B"])
      defer { fixture.cleanUp() }
      let host = "127.0.0.1:\(fixture.server.port)"
      for path in ["/latency/0/A", "/latency/1/A"] {
        let feed = try fixture.feed(path)
        XCTAssertEqual(fixture.sidebar.rowTexts(of: .feed(feed.id)), ["Feed A", host + path, "20"])
      }
      let alone = try fixture.feed("/latency/0/B")
      XCTAssertEqual(fixture.sidebar.rowTexts(of: .feed(alone.id)), ["Feed B", "20"])
    }
  }
}
