import CGtk
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
import XCTest

@testable import OvershootApp

/// Mark All as Read through its real keys (Shift+Ctrl+A): the shown scope's unread entries are
/// marked and counted, Undo restores exactly those, an entry stored after the timeline was read
/// stays unread, and with nothing to mark the reader is told so without an Undo.
final class FeedReaderMarkAllReadTests: GtkWarningFreeTestCase {
  func testMarkAllReadThenUndoRestoresExactlyTheMarkedEntriesAndTheCounts() throws {
    try ReaderHarness.run { reader in
      let alpha = try reader.writeFeed("a.xml", FeedReaderReachTests.rss(1...4, title: "Alpha"))
      let beta = try reader.writeFeed("b.xml", FeedReaderReachTests.rss(5...7, title: "Beta"))
      let window = reader.openLoadedWindow(subscribingTo: [alpha, beta])
      window.model.scope = .all
      Self.reload(window)
      // One entry read beforehand: Undo must leave it read.
      let alreadyRead = window.timeline.list.id(at: 2)
      ReaderHarness.runToEnd { await window.model.setRead([alreadyRead], true) }
      Self.reload(window)
      // All is every feed: each feed's unread entries count.
      let unread = window.model.unreadTotal
      let feedCounts = window.model.subscriptions.map(\.unreadCount)

      try ReaderHarness.press("ctrl+shift+a", in: window.root)
      GtkTestEnvironment.wait("the marked notice") { window.timeline.notice.isShown }
      XCTAssertEqual(window.timeline.notice.text, "\(unread) entries marked as read.")
      XCTAssertEqual(window.timeline.notice.actionTitle, "Undo")
      XCTAssertEqual(window.model.unreadTotal, 0)
      XCTAssertTrue(window.model.subscriptions.allSatisfy { $0.unreadCount == 0 })

      window.timeline.notice.runAction()
      GtkTestEnvironment.wait("Undo to restore the counts") { window.model.unreadTotal == unread }
      let entries = Self.entries(window, in: .all)
      XCTAssertEqual(entries.filter(\.isRead).map(\.id), [alreadyRead], "only those marked")
      XCTAssertEqual(window.model.subscriptions.map(\.unreadCount), feedCounts)
    }
  }

  func testAnEntryArrivingAfterTheTimelineWasShownStaysUnread() throws {
    try ReaderHarness.run { reader in
      let feed = try reader.writeFeed("feed.xml", FeedReaderReachTests.rss(1...3))
      let window = reader.openLoadedWindow(subscribingTo: [feed])
      let shown = Set((0..<window.timeline.list.count).map { window.timeline.list.id(at: $0) })
      // A refresh stores entry 4 while the timeline still shows what it read before.
      MainContext.run(forSeconds: 0.05)
      _ = try reader.writeFeed("feed.xml", FeedReaderReachTests.rss(1...4))
      ReaderHarness.runToEnd { _ = await window.model.refresh(feedIDs: nil) { _ in } }
      let scope = window.model.scope
      let arrived = Self.entries(window, in: scope).filter { !shown.contains($0.id) }
      XCTAssertEqual(arrived.count, 1)

      window.timelineController.markAllRead()
      GtkTestEnvironment.wait("the marked notice") { window.timeline.notice.isShown }
      XCTAssertEqual(window.timeline.notice.text, "3 entries marked as read.")
      let after = Self.entries(window, in: scope)
      XCTAssertEqual(after.filter { !$0.isRead }.map(\.id), arrived.map(\.id))
      XCTAssertEqual(window.model.selectedFeed?.unreadCount, 1)
    }
  }

  func testNothingToMarkSaysSoWithoutUndo() throws {
    try ReaderHarness.run { reader in
      let feed = try reader.writeFeed("feed.xml", FeedReaderReachTests.rss(1...2))
      let window = reader.openLoadedWindow(subscribingTo: [feed])
      window.timelineController.markAllRead()
      GtkTestEnvironment.wait("the first notice") { window.timeline.notice.isShown }
      window.timeline.notice.hide()
      window.timelineController.markAllRead()
      GtkTestEnvironment.wait("the second notice") { window.timeline.notice.isShown }
      XCTAssertEqual(window.timeline.notice.text, "Nothing to mark as read.")
      XCTAssertEqual(window.timeline.notice.actionTitle, "")
    }
  }

  @MainActor
  static func reload(_ window: MainWindow) {
    ReaderHarness.runToEnd { await window.timelineController.reloadTimeline(isNewScope: true) }
  }

  @MainActor
  static func entries(_ window: MainWindow, in scope: EntryScope) -> [StoredEntry] {
    var entries: [StoredEntry] = []
    ReaderHarness.runToEnd { entries = (try? await window.model.entries(in: scope)) ?? [] }
    return entries
  }
}
