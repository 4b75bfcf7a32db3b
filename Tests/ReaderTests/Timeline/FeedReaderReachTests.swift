import CGtk
import CGtkTestSupport
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
import XCTest

@testable import OvershootApp

/// Every stored entry can be reached, and a refresh that is not the reader's own (periodic,
/// start-up, after an import) covers every feed, not only the one shown.
final class FeedReaderReachTests: GtkWarningFreeTestCase {
  /// An RSS document titled `title` with items numbered `range`, newest (highest) first.
  static func rss(_ range: ClosedRange<Int>, title: String = "Local test feed") -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
    let base = Date(timeIntervalSince1970: 1_780_000_000)
    let items = range.reversed().map { number in
      """
      <item><guid>\(title)-\(number)</guid><title>Entry \(number)</title>
      <link>https://example.org/\(number)</link>\
      <pubDate>\(formatter.string(from: base.addingTimeInterval(Double(number) * 60)))</pubDate>
      </item>
      """
    }
    return """
      <?xml version="1.0"?><rss version="2.0"><channel><title>\(title)</title>
      <link>https://example.org/</link>\(items.joined())</channel></rss>
      """
  }

  func testAFiveThousandEntryFeedReachesEveryEntryInEveryScope() throws {
    try ReaderHarness.run { reader in
      let feed = try reader.writeFeed("big.xml", Self.rss(1...5_000))
      let window = reader.openLoadedWindow(subscribingTo: [feed])
      let list = window.timeline.list
      // A page at a time: the first is shown, and scrolling down reads the rest.
      XCTAssertEqual(list.count, ReaderModel.pageSize, "the feed's first page")
      Self.scrollToTheEnd(window, expecting: 5_000)
      var stored = 0
      Task { @MainActor in stored = try await window.model.store?.entryCount() ?? -1 }
      GtkTestEnvironment.wait("the count") { stored != 0 }
      XCTAssertGreaterThanOrEqual(stored, 5_000, "every entry the feed listed is stored")
      XCTAssertEqual(list.count > 0 ? list.item(at: list.count - 1).entry.title : nil, "Entry 1")
      for scope in [EntryScope.all, .unread] {
        window.model.scope = scope
        var done = false
        Task { @MainActor in
          await window.timelineController.reloadTimeline(isNewScope: true)
          done = true
        }
        GtkTestEnvironment.wait("the \(scope) timeline", timeout: 20) { done }
        XCTAssertEqual(list.count, ReaderModel.pageSize, "\(scope)")
        Self.scrollToTheEnd(window, expecting: stored)
      }
    }
  }

  /// Scrolls to the bottom until the timeline holds `count` entries (each bottom reads a page).
  @MainActor
  static func scrollToTheEnd(_ window: MainWindow, expecting count: Int) {
    let list = window.timeline.list
    GtkTestEnvironment.wait("every page", timeout: 60) {
      if !window.timeline.pageLoader.isLoading {
        window.timeline.refreshable.scrollView.scroll(toEdge: .bottom)
      }
      return list.count >= count
    }
    XCTAssertEqual(list.count, count)
  }

  func testThePeriodicRefreshCoversEveryFeedWhileOneIsShown() throws {
    try ReaderHarness.run { reader in
      let shown = try reader.writeFeed("shown.xml", Self.rss(1...5, title: "Shown"))
      let other = try reader.writeFeed("other.xml", Self.rss(1...5, title: "Other"))
      let window = reader.openLoadedWindow(subscribingTo: [other, shown])
      let shownFeed = try XCTUnwrap(window.model.subscriptions.first { $0.title == "Shown" })
      let otherFeed = try XCTUnwrap(window.model.subscriptions.first { $0.title == "Other" })
      XCTAssertEqual(window.model.scope, .feed(shownFeed.id))
      try Self.rss(1...8, title: "Shown").write(to: shown, atomically: true, encoding: .utf8)
      try Self.rss(1...9, title: "Other").write(to: other, atomically: true, encoding: .utf8)

      window.refresh.refreshEveryFeed(because: .periodic)
      GtkTestEnvironment.wait("the periodic refresh to run and settle", timeout: 10) {
        window.timeline.list.count == 8 && window.isSettled
      }
      var otherCount = 0
      Task { @MainActor in
        otherCount = try await window.model.store?.entryCount(feed: otherFeed.id) ?? -1
      }
      GtkTestEnvironment.wait("the count") { otherCount != 0 }
      XCTAssertEqual(otherCount, 9, "the feed not shown was refreshed too")
    }
  }

  /// The Refresh button's tooltip and name say what it refreshes, following the scope: the feed
  /// shown, or every feed.
  func testTheRefreshButtonSaysWhatItRefreshes() throws {
    try ReaderHarness.run { reader in
      let shown = try reader.writeFeed("shown.xml", Self.rss(1...5, title: "Shown"))
      let window = reader.openLoadedWindow(subscribingTo: [shown])
      let button = window.refreshButton.gtkWidget
      /// The button's tooltip now.
      func tooltip() -> String? { gtk_widget_get_tooltip_text(button).map { String(cString: $0) } }
      GtkTestEnvironment.wait("the tooltip to name the feed") {
        tooltip() == "Refresh “Shown” (F5)"
      }
      XCTAssertEqual(tooltip(), "Refresh “Shown” (F5)")
      XCTAssertNotEqual(overshoot_accessible_label_is(button, "Refresh “Shown”"), 0)
      window.timelineController.select(.all)
      GtkTestEnvironment.wait("the tooltip to say every feed") {
        tooltip() == "Refresh All Feeds (F5)"
      }
      XCTAssertEqual(tooltip(), "Refresh All Feeds (F5)")
      XCTAssertNotEqual(overshoot_accessible_label_is(button, "Refresh feeds"), 0)
    }
  }

  func testTheReadersOwnRefreshCoversWhatIsShownAndSaysSo() throws {
    try ReaderHarness.run { reader in
      let shown = try reader.writeFeed("shown.xml", Self.rss(1...5, title: "Shown"))
      let other = try reader.writeFeed("other.xml", Self.rss(1...5, title: "Other"))
      let window = reader.openLoadedWindow(subscribingTo: [other, shown])
      let otherFeed = try XCTUnwrap(window.model.subscriptions.first { $0.title == "Other" })
      XCTAssertEqual(window.refresh.refreshTooltip, "Refresh “Shown” (F5)")
      try Self.rss(1...9, title: "Other").write(to: other, atomically: true, encoding: .utf8)
      gtk_widget_activate_action_variant(window.root, "win.refresh", nil)
      GtkTestEnvironment.wait("the refresh to settle", timeout: 10) { window.isSettled }
      MainContext.run(forSeconds: 0.3)
      GtkTestEnvironment.wait("the refresh to settle", timeout: 10) { window.isSettled }
      var otherCount = 0
      Task { @MainActor in
        otherCount = try await window.model.store?.entryCount(feed: otherFeed.id) ?? -1
      }
      GtkTestEnvironment.wait("the count") { otherCount != 0 }
      XCTAssertEqual(otherCount, 5, "F5 on one feed refreshes that feed")
    }
  }
}
