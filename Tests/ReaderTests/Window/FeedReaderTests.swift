import CGtk
import CGtkTestSupport
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
import Overshoot
import XCTest

@testable import OvershootApp

/// The feed reader end to end on a local feed: pull to refresh brings new entries in at the top
/// while the reader's row stays put, and the pill counts them.
final class FeedReaderTests: GtkWarningFreeTestCase {
  /// An RSS document with items numbered `range`, newest (highest) first.
  static func rss(_ range: ClosedRange<Int>) -> String {
    let base = Date(timeIntervalSince1970: 1_780_000_000)
    let items = range.reversed().map { number in
      let date = base.addingTimeInterval(Double(number) * 60)
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
      return """
        <item><guid>entry-\(number)</guid><title>Entry \(number) &lt;b&gt;AT&amp;amp;T&lt;/b&gt; &lt;3</title>
        <link>https://example.org/\(number)</link><pubDate>\(formatter.string(from: date))</pubDate>
        <description>Summary of entry \(number).</description></item>
        """
    }
    return """
      <?xml version="1.0"?><rss version="2.0"><channel><title>Local test feed</title>
      <link>https://example.org/</link>\(items.joined())</channel></rss>
      """
  }

  func testPullingBringsNewEntriesInAtTheTopWithoutMovingTheReader() throws {
    try ReaderHarness.run { reader in
      let feed = try reader.writeFeed("feed.xml", Self.rss(1...200))
      let window = reader.openLoadedWindow(subscribingTo: [feed])
      let list = window.timeline.list
      XCTAssertEqual(list.count, 200)
      XCTAssertEqual(list.item(at: 0).entry.title, "Entry 200 AT&T <3", "HTML becomes plain text")

      list.scroll(toPosition: 60)
      GtkTestEnvironment.wait("row 60 at the top") { list.visibleRange?.positions.lowerBound == 60 }
      MainContext.run(forSeconds: 0.1)
      let before = try XCTUnwrap(list.visibleRange)
      let topBefore = try XCTUnwrap(list.rowTop(at: before.positions.lowerBound))

      // Five new entries appear in the feed; the reader refreshes with the pull's own signals
      // (a pull only counts at the top, so this one goes through the refresh action instead).
      try Self.rss(1...205).write(to: feed, atomically: true, encoding: .utf8)
      gtk_widget_activate_action_variant(
        window.timeline.refreshable.gtkWidget, "refreshable.refresh", nil)
      GtkTestEnvironment.wait("the refresh to run and settle", timeout: 10) {
        list.count == 205 && window.isSettled
      }

      let moved = try XCTUnwrap(list.position(of: before.first))
      XCTAssertEqual(moved, before.positions.lowerBound + 5)
      // Two frames on, the list has laid out what arrived; the row must not have moved at all.
      var laidOut = false
      list.afterFrames(2) { laidOut = true }
      GtkTestEnvironment.wait("two frames after the refresh") { laidOut }
      let topAfter = try XCTUnwrap(list.rowTop(at: moved), "the reader's row left the screen")
      XCTAssertEqual(topAfter, topBefore, accuracy: 1, "the first visible row moved")
      XCTAssertEqual(window.timeline.newItemsShown, 5, "the pill counts the new entries")
      XCTAssertEqual(GtkTestEnvironment.criticalCount, 0)
    }
  }

  func testAPullAtTheTopRefreshesTheFeedAndShowsTheNewEntriesAtTheTop() throws {
    try ReaderHarness.run { reader in
      let feed = try reader.writeFeed("feed.xml", Self.rss(1...50))
      let window = reader.openLoadedWindow(subscribingTo: [feed])
      try Self.rss(1...53).write(to: feed, atomically: true, encoding: .utf8)

      let refreshable = window.timeline.refreshable
      let scroll = try XCTUnwrap(
        GtkTestWindow.controller(named: "overshoot-pull-scroll", on: refreshable.scrolledWindow))
      GtkTestEnvironment.wait("the timeline laid out") {
        gtk_widget_get_height(window.timeline.list.gtkWidget) > 0
      }
      overshoot_signal_emit_by_name(scroll.gpointer, "scroll-begin")
      // Pull until armed: how far one delta pulls depends on the laid-out page size.
      for _ in 0..<60 where refreshable.controller.phase != .armed {
        _ = overshoot_signal_emit_scroll(scroll.gpointer, 0, -1)
      }
      XCTAssertEqual(refreshable.controller.phase, .armed)
      overshoot_signal_emit_by_name(scroll.gpointer, "scroll-end")
      GtkTestEnvironment.wait("the pull's refresh", timeout: 10) {
        window.timeline.list.count == 53 && window.isSettled
      }
      XCTAssertEqual(window.timeline.list.item(at: 0).entry.title, "Entry 53 AT&T <3")
      // The reader pulled without scrolling first: the three new entries are in view.
      GtkTestEnvironment.wait("the new entries at the top") {
        window.timeline.list.visibleRange?.positions.lowerBound == 0
      }
      XCTAssertEqual(window.timeline.newItemsShown, 0)
      XCTAssertEqual(refreshable.controller.lastOutcome, .success(newItems: 3))
    }
  }

  func testAFeedThatFailsIsNamedInTheBannerAndNothingStoredIsLost() throws {
    try ReaderHarness.run { reader in
      let good = try reader.writeFeed("good.xml", Self.rss(1...10))
      let broken = try reader.writeFeed(
        "broken.xml",
        Self.rss(11...20).replacingOccurrences(of: "Local test feed", with: "Soon broken"))
      let window = reader.openLoadedWindow(subscribingTo: [good, broken])
      window.model.scope = .all
      try FileManager.default.removeItem(at: broken)
      gtk_widget_activate_action_variant(window.root, "win.refresh", nil)
      GtkTestEnvironment.wait("the refresh to end", timeout: 10) {
        window.timeline.banner.isShown && window.isSettled
      }
      XCTAssertTrue(
        window.timeline.banner.text.contains("Soon broken"), window.timeline.banner.text)
      XCTAssertTrue(window.timeline.banner.text.contains("broken.xml"), window.timeline.banner.text)
      XCTAssertNotNil(window.model.subscriptions.first { $0.title == "Soon broken" }?.lastError)
      let stored = try XCTUnwrap(window.model.subscriptions.first { $0.title == "Soon broken" })
      var entries = 0
      Task { @MainActor in entries = try await window.model.store?.entryCount(feed: stored.id) ?? -1
      }
      GtkTestEnvironment.wait("the count") { entries != 0 }
      XCTAssertEqual(entries, 10, "a failed refresh keeps every stored entry")
    }
  }
}
