import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
import XCTest

@testable import OvershootApp

/// The `keep-entries-days` setting: 0 keeps old entries; changed through GSettings while the
/// window runs, the entries older than that many days that the feed no longer lists are deleted
/// at once, starred ones kept, and the timeline shows what remains.
final class KeepEntriesSettingTests: GtkWarningFreeTestCase {
  func testChangedWhileRunningOldEntriesGoAndStarredOnesStay() throws {
    try ReaderHarness.run { reader in
      let settings = AppSettings()
      let saved = settings.keepEntriesDays
      defer { settings.keepEntriesDays = saved }
      settings.keepEntriesDays = 0
      let now = Date()
      let old = (1...3).map { ("old-\($0)", now.addingTimeInterval(-86_400 * Double(200 + $0))) }
      let feed = try reader.writeFeed("a.xml", Self.rss(old))
      let window = reader.openWindow(width: 1100, height: 640)
      reader.destroyOnCleanUp(window)
      window.use(settings)
      reader.load(window, subscribingTo: [feed])
      let id = try XCTUnwrap(window.model.subscriptions.first).id
      let starred = try XCTUnwrap(Self.entries(window, feed: id).first { $0.entry.id == "old-3" })
      ReaderHarness.runToEnd { await window.model.setStarred(starred.id, true) }

      // The feed moves on: the old entries are no longer listed. Kept: the setting is 0.
      try Self.rss([("new-1", now.addingTimeInterval(-3_600))])
        .write(to: feed, atomically: true, encoding: .utf8)
      window.refresh.refreshEveryFeed(because: .periodic)
      GtkTestEnvironment.wait("the refresh to settle", timeout: 20) { window.isSettled }
      XCTAssertEqual(Self.entries(window, feed: id).count, 4, "0 keeps entries of any age")

      // 30 days, as `gsettings set … keep-entries-days 30` does.
      settings.keepEntriesDays = 30
      GtkTestEnvironment.wait("the old entries to be deleted") {
        Self.entries(window, feed: id).count == 2
      }
      XCTAssertEqual(Set(Self.entries(window, feed: id).map(\.entry.id)), ["old-3", "new-1"])
      GtkTestEnvironment.wait("the timeline to drop them") {
        !window.timeline.entries.contains { $0.entry.id == "old-1" }
      }
    }
  }

  /// The stored entries of feed `id`.
  @MainActor
  private static func entries(_ window: MainWindow, feed id: Int64) -> [StoredEntry] {
    FeedReaderMarkAllReadTests.entries(window, in: .feed(id))
  }

  /// An RSS document of `items` (guid, date).
  private static func rss(_ items: [(String, Date)]) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
    let body = items.map { guid, date in
      "<item><guid>\(guid)</guid><title>\(guid)</title>"
        + "<pubDate>\(formatter.string(from: date))</pubDate></item>"
    }
    return """
      <?xml version="1.0"?><rss version="2.0"><channel><title>Ageing</title>
      <link>https://example.org/</link>\(body.joined())</channel></rss>
      """
  }
}
