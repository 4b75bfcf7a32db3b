import CGtk
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
@_spi(Testing) import OvershootWebKit
import TestSupport
import XCTest

@testable import OvershootApp

/// With `mark-read-on-open` on, an entry is marked read once the article pane has shown it (its
/// article finished loading, a slow image included), not when it is selected; one the reader
/// moved on from before it finished stays unread, and j and k mark each entry they show. Off,
/// nothing shown is marked read. Real keys, a real WebKit, a loopback server whose images
/// answer late.
final class MarkReadAfterShownTests: GtkWarningFreeTestCase {
  /// How late the server answers each article's image.
  static let imageDelay = 3000

  /// A feed of `count` entries, newest first, each with an image the server answers late (the
  /// entries' links are on the server too: an https page would block the http image at once).
  static func feed(count: Int, port: Int) -> String {
    let items = (1...count).reversed().map { number in
      """
      <item><guid>slow-\(number)</guid><title>Slow \(number)</title>
      <link>http://127.0.0.1:\(port)/slow/\(number)</link>
      <pubDate>Mon, 0\(number) Jun 2026 10:00:00 +0000</pubDate>
      <content:encoded><![CDATA[<p>Words of slow \(number).</p>
      <img src="http://127.0.0.1:\(port)/latency/\(imageDelay)/\(number)">]]></content:encoded>
      </item>
      """
    }
    return """
      <?xml version="1.0"?><rss version="2.0" \
      xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>Slow</title>
      <link>https://example.org/</link>\(items.joined())</channel></rss>
      """
  }

  func testMarkedReadOnceShownNotWhenPassedAndNotWithTheSettingOff() throws {
    try MainActor.assumeIsolated {
      let server = try FeedServerProcess(script: FeedServerProcess.script, deadline: 240)
      let reader = try ReaderHarness()
      defer { reader.cleanUp() }
      let feed = try reader.writeFeed("slow.xml", Self.feed(count: 5, port: server.port))
      let window = reader.openLoadedWindow(width: 1100, height: 640, subscribingTo: [feed])
      let settings = AppSettings()
      let saved = (settings.markReadOnOpen, settings.remoteImages)
      defer { (settings.markReadOnOpen, settings.remoteImages) = saved }
      (settings.markReadOnOpen, settings.remoteImages) = (true, true)
      window.use(settings)
      let list = window.timeline.list
      XCTAssertEqual(list.count, 5)
      let ids = (0..<5).map { list.id(at: $0) }
      list.focusRow(at: 0)
      GtkTestEnvironment.wait("the first entry to take the focus") { list.focusedID != nil }

      // j shows an entry: unread while its article loads, read once it has.
      let first = try Self.show(next: "j", in: window)
      let web = try XCTUnwrap(
        ArticleViewWaits.webView(under: window.root, "the web view for the first entry"))
      GtkTestEnvironment.wait("the article to start loading", timeout: 30) {
        ArticleViewProbe.isLoading(web) || Self.isRead(first, in: window)
      }
      XCTAssertFalse(Self.isRead(first, in: window), "marked read before its article was shown")
      GtkTestEnvironment.wait("the shown entry to be marked read", timeout: 60) {
        Self.isRead(first, in: window)
      }

      // j twice: the entry passed before its article finished stays unread, the next is read.
      let passed = try Self.show(next: "j", in: window)
      let kept = try Self.show(next: "j", in: window)
      GtkTestEnvironment.wait("the entry kept to be marked read", timeout: 60) {
        Self.isRead(kept, in: window)
      }
      MainContext.run(forSeconds: Double(Self.imageDelay) / 1000 + 1)
      XCTAssertFalse(Self.isRead(passed, in: window), "passed before it was shown, yet read")

      // k goes back to it: shown now, so read.
      XCTAssertEqual(try Self.show(next: "k", in: window), passed)
      GtkTestEnvironment.wait("the entry shown again to be marked read", timeout: 60) {
        Self.isRead(passed, in: window)
      }

      // Off: an entry shown to the end stays unread.
      settings.markReadOnOpen = false
      _ = try Self.show(next: "j", in: window)
      let unmarked = try Self.show(next: "j", in: window)
      GtkTestEnvironment.wait("the last entry's article to load", timeout: 60) {
        !ArticleViewProbe.isLoading(web)
      }
      MainContext.run(forSeconds: 1)
      XCTAssertFalse(Self.isRead(unmarked, in: window), "read with mark-read-on-open off")
      XCTAssertEqual(
        ids.map { Self.isRead($0, in: window) }, ids.map { [first, passed, kept].contains($0) },
        "only the entries shown with the setting on are read")
    }
  }

  /// Presses `key` (j or k) and waits for the article pane to show the entry it selected.
  @MainActor
  private static func show(next key: String, in window: MainWindow) throws -> Int64 {
    let before = window.article.content.entryID
    try ReaderHarness.press(key, in: window.root)
    GtkTestEnvironment.wait("\(key) to show another entry") {
      window.article.content.entryID != before && window.article.content.entryID != nil
    }
    return try XCTUnwrap(window.article.content.entryID)
  }

  /// Whether the store has entry `id` read.
  @MainActor
  private static func isRead(_ id: Int64, in window: MainWindow) -> Bool {
    FeedReaderMarkAllReadTests.entries(window, in: .all).first { $0.id == id }?.isRead ?? false
  }
}
