import CGtk
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
import Overshoot
import TestSupport
import XCTest

@testable import OvershootApp

/// The "new entries" notification end to end: the reader window on feeds from the loopback
/// server, periodic refreshes run as the timer runs them, and a stand-in notification server on
/// the session bus that records what GLib's freedesktop backend sends and clicks as a user does.
final class NewEntriesNotificationTests: GtkWarningFreeTestCase {
  override class func setUp() {
    super.setUp()
    // Pin GLib's backend (read once, at the first notification of the process): the desktop's
    // own server is what the stand-in answers as, whatever else the session bus offers.
    setenv("GNOTIFICATION_BACKEND", "freedesktop", 1)
  }

  /// A loaded reader on two loopback feeds (20 entries each, never fetched yet) and a local
  /// file feed (`local`, to be rewritten), and nothing else,
  /// beside a stand-in notification server; its window is not active and `reader.cleanUp()`
  /// destroys it.
  @MainActor
  private struct OpenedReader {
    let notifications: FakeNotificationServer
    let server: FeedServerProcess
    let reader: ReaderHarness
    let window: MainWindow
    let local: URL

    init() throws {
      notifications = try FakeNotificationServer()
      server = try FeedServerProcess(script: FeedServerProcess.script)
      reader = try ReaderHarness()
      local = try reader.writeFeed("local.xml", FeedReaderReachTests.rss(1...3))
      let window = reader.openWindow()
      self.window = window
      reader.destroyOnCleanUp(window)
      // The app adds its `app.show-unread` so; this app is the tests' own.
      GtkTestEnvironment.sharedApplication.addAction(
        MainWindow.showUnreadAction { [weak window] in window })
      // Under Xvfb without a window manager the focus is nobody's; the reader is elsewhere.
      window.newEntries.isWindowActive = { false }
      reader.load(window, subscribingTo: [local])
      let store = try XCTUnwrap(window.model.store)
      var ready = false
      Task { @MainActor [server] in
        _ = try await store.addFeed(url: server.url("/latency/0/A"))
        _ = try await store.addFeed(url: server.url("/latency/0/B"))
        await window.model.reloadSubscriptions()
        ready = true
      }
      GtkTestEnvironment.wait("the feeds to be set up") { ready }
    }
  }

  /// Runs one periodic refresh, as the `refresh-interval` timer does, and waits for its end.
  @MainActor
  private static func refreshPeriodically(_ window: MainWindow) {
    window.refresh.refreshEveryFeed(because: .periodic)
    XCTAssertFalse(window.isSettled, "the refresh started")
    GtkTestEnvironment.wait("the periodic refresh to run and settle", timeout: 20) {
      window.isSettled
    }
    // The notification travels over D-Bus; give it time to arrive, or not.
    MainContext.run(forSeconds: 0.5)
  }

  func testAPeriodicRefreshNotifiesOnceReplacingTheLastAndAClickShowsUnread() throws {
    try MainActor.assumeIsolated {
      let opened = try OpenedReader()
      defer { opened.reader.cleanUp() }
      let (window, local, notifications) = (opened.window, opened.local, opened.notifications)
      XCTAssertEqual(
        notifications.notifications.count, 0, "the start-up refresh is not news")
      XCTAssertEqual(
        window.model.scope,
        .feed(
          try XCTUnwrap(
            window.model.subscriptions.first {
              $0.title == "Local test feed"
            }
          ).id))

      // Both loopback feeds bring their 20, the local file 2 more.
      try FeedReaderReachTests.rss(1...5).write(to: local, atomically: true, encoding: .utf8)
      Self.refreshPeriodically(window)
      GtkTestEnvironment.wait("the notification") { notifications.notifications.count == 1 }
      let first = try XCTUnwrap(notifications.notifications.first)
      XCTAssertEqual(first.summary, "42 new entries in 3 feeds")
      XCTAssertEqual(first.body, "Feed A, Feed B and Local test feed")
      XCTAssertEqual(first.replacesID, 0)
      XCTAssertEqual(first.actions, ["default", ""], "a click runs the default action")
      XCTAssertEqual(first.hints["desktop-entry"], "io.github.overshoot.Tests")

      // The feeds send the same entries again: nothing new, nothing sent.
      Self.refreshPeriodically(window)
      XCTAssertEqual(notifications.notifications.count, 1, "entries sent again are not news")

      // One more entry: the new notification takes the place of the one shown.
      try FeedReaderReachTests.rss(1...6).write(to: local, atomically: true, encoding: .utf8)
      Self.refreshPeriodically(window)
      GtkTestEnvironment.wait("the second notification") {
        notifications.notifications.count == 2
      }
      let second = notifications.notifications[1]
      XCTAssertEqual(second.summary, "1 new entry in 1 feed")
      XCTAssertEqual(second.body, "Local test feed")
      XCTAssertEqual(second.replacesID, first.id, "it replaces the first instead of piling up")

      // The reader clicks it: the window shows Unread.
      notifications.click(second.id)
      GtkTestEnvironment.wait("Unread to be shown", timeout: 10) {
        window.model.scope == .unread && window.isSettled
      }
      // The sidebar follows the scope by observation, on its next frame.
      GtkTestEnvironment.wait("the sidebar to follow") {
        window.sidebar.highlightedScope == .unread
      }
      XCTAssertEqual(window.sidebar.highlightedScope, .unread)
      XCTAssertTrue(window.timeline.list.count > 0)
    }
  }

  func testAClickOpensUnreadAtItsTopWhereTheNewEntriesAre() throws {
    try MainActor.assumeIsolated {
      let opened = try OpenedReader()
      defer { opened.reader.cleanUp() }
      let (window, local, notifications) = (opened.window, opened.local, opened.notifications)
      Self.refreshPeriodically(window)
      let feed = window.model.scope
      let list = window.timeline.list
      // Earlier the reader read Unread far down, then went back to the feed.
      window.timelineController.select(.unread)
      GtkTestEnvironment.wait("Unread's 40 and more") { list.count >= 40 && window.isSettled }
      // Its whole page shown, not only the first screenful.
      MainContext.run(forSeconds: 1)
      list.scroll(toPosition: 25)
      GtkTestEnvironment.wait("row 25 at the top") { list.visibleRange?.positions.lowerBound == 25 }
      window.timelineController.select(feed)
      GtkTestEnvironment.wait("the feed again") { window.model.scope == feed && window.isSettled }
      // Its entries shown at its saved place before the refresh replaces them.
      MainContext.run(forSeconds: 1)

      // Six new entries arrive in a periodic refresh; the reader clicks the notification.
      try FeedReaderReachTests.rss(1...9).write(to: local, atomically: true, encoding: .utf8)
      let before = notifications.notifications.count
      Self.refreshPeriodically(window)
      GtkTestEnvironment.wait("the notification") { notifications.notifications.count > before }
      let news = try XCTUnwrap(notifications.notifications.last)
      XCTAssertEqual(news.summary, "6 new entries in 1 feed")
      notifications.click(news.id)
      GtkTestEnvironment.wait("Unread, at its top where the new entries are", timeout: 10) {
        window.model.scope == .unread && window.isSettled
          && list.visibleRange?.positions.lowerBound == 0
      }
      MainContext.run(forSeconds: 0.3)
      XCTAssertEqual(list.visibleRange?.positions.lowerBound, 0, "and it stays there")

      // Its action again while Unread is shown further down: back to its top.
      MainContext.run(forSeconds: 1)
      list.scroll(toPosition: 25)
      GtkTestEnvironment.wait("row 25 at the top") { list.visibleRange?.positions.lowerBound == 25 }
      gtk_widget_activate_action_variant(
        window.root, "app.\(NewEntriesNotice.actionName)", nil)
      GtkTestEnvironment.wait("the top of Unread again", timeout: 10) {
        list.visibleRange?.positions.lowerBound == 0
      }
    }
  }

  func testAPeriodicRequestIgnoredByARunningRefreshDoesNotPassToTheReadersNext() throws {
    try MainActor.assumeIsolated {
      let opened = try OpenedReader()
      defer { opened.reader.cleanUp() }
      let (window, notifications) = (opened.window, opened.notifications)

      // The reader refreshes the feed shown; the timer fires while that runs, and is ignored.
      gtk_widget_activate_action_variant(window.root, "win.refresh", nil)
      XCTAssertFalse(window.isSettled, "the reader's refresh runs")
      window.refresh.refreshEveryFeed(because: .periodic)
      GtkTestEnvironment.wait("the refresh to settle", timeout: 20) { window.isSettled }

      // The reader's next refresh is still theirs: the feed shown, no notification.
      gtk_widget_activate_action_variant(window.root, "win.refresh", nil)
      GtkTestEnvironment.wait("the refresh to settle", timeout: 20) { window.isSettled }
      MainContext.run(forSeconds: 0.5)
      XCTAssertEqual(notifications.notifications.count, 0, "the loopback feeds' 40 are not news")
      var stored = -1
      Task { @MainActor in stored = try await window.model.store?.entryCount() ?? -1 }
      GtkTestEnvironment.wait("the count") { stored >= 0 }
      XCTAssertEqual(stored, 3, "only the feed shown was refreshed")
    }
  }

  func testTurnedOffInTheMenuNothingIsSent() throws {
    try MainActor.assumeIsolated {
      let opened = try OpenedReader()
      defer { opened.reader.cleanUp() }
      let (window, local, notifications) = (opened.window, opened.local, opened.notifications)
      let settings = AppSettings()
      let saved = settings.notifyNewEntries
      defer { settings.notifyNewEntries = saved }
      settings.notifyNewEntries = true
      window.settings = settings
      XCTAssertTrue(try XCTUnwrap(window.notifyNewEntriesAction).isOn)

      // The primary menu's "Notify About New Entries" toggle, as a click on it runs it.
      gtk_widget_activate_action_variant(window.root, "win.notify-new-entries", nil)
      XCTAssertFalse(settings.notifyNewEntries, "the toggle writes the setting")
      Self.refreshPeriodically(window)
      XCTAssertEqual(notifications.notifications.count, 0, "40 new entries, but turned off")

      // On again: the setting is read when the refresh ends.
      settings.notifyNewEntries = true
      try FeedReaderReachTests.rss(1...4).write(to: local, atomically: true, encoding: .utf8)
      Self.refreshPeriodically(window)
      GtkTestEnvironment.wait("the notification") { notifications.notifications.count == 1 }
      XCTAssertEqual(notifications.notifications.first?.summary, "1 new entry in 1 feed")
    }
  }

  func testNothingWhileTheWindowIsActiveAndTheNotificationLeavesWhenItBecomesActive() throws {
    try MainActor.assumeIsolated {
      let opened = try OpenedReader()
      defer { opened.reader.cleanUp() }
      let (window, local, notifications) = (opened.window, opened.local, opened.notifications)

      // The reader is looking at the window: the news is on screen, no notification.
      window.newEntries.isWindowActive = { true }
      Self.refreshPeriodically(window)
      XCTAssertEqual(notifications.notifications.count, 0, "the window is active")

      // Another window takes the focus, for real: the app's own check says inactive now.
      let elsewhere = Window("Elsewhere", width: 200, height: 100) { Text("Elsewhere") }
      defer { elsewhere.close() }
      elsewhere.present()
      try GtkTestWindow.focus(elsewhere.gtkWindow)
      GtkTestEnvironment.wait("the reader's window to lose the focus") { !window.window.isActive }
      window.newEntries.isWindowActive = { [weak window] in window?.window.isActive ?? false }
      try FeedReaderReachTests.rss(1...4).write(to: local, atomically: true, encoding: .utf8)
      Self.refreshPeriodically(window)
      GtkTestEnvironment.wait("the notification") { notifications.notifications.count == 1 }
      let sent = try XCTUnwrap(notifications.notifications.first)

      // Back to the reader's window: the notification is withdrawn, as GNOME apps do.
      try GtkTestWindow.focus(window.root)
      GtkTestEnvironment.wait("the window to be active") { window.window.isActive }
      GtkTestEnvironment.wait("the notification to be withdrawn") {
        notifications.calls.contains { $0.method == "CloseNotification" }
      }
      let closed = notifications.calls.first { $0.method == "CloseNotification" }
      XCTAssertEqual(closed?.id, sent.id, "the notification shown is the one withdrawn")
      XCTAssertNil(window.newEntries.shown)
    }
  }
}
