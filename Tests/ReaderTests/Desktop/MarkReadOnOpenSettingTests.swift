import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
import XCTest

@testable import OvershootApp

/// The `mark-read-on-open` setting: off, an entry shown in the article pane (selected, as a
/// click or j does) stays unread; turned on through GSettings while the window runs, the next
/// entry shown is marked read.
final class MarkReadOnOpenSettingTests: GtkWarningFreeTestCase {
  func testOffAnEntryShownStaysUnreadAndOnItIsMarkedRead() throws {
    try ReaderHarness.run { reader in
      let feed = try reader.writeFeed("a.xml", FeedReaderReachTests.rss(1...3, title: "Alpha"))
      let window = reader.openLoadedWindow(width: 1100, height: 640, subscribingTo: [feed])
      let settings = AppSettings()
      let saved = settings.markReadOnOpen
      defer { settings.markReadOnOpen = saved }
      settings.markReadOnOpen = false
      window.use(settings)
      let list = window.timeline.list

      let first = list.id(at: 0)
      list.focusRow(at: 0)
      list.select([first])
      GtkTestEnvironment.wait("the article to show") { window.article.content.entryID == first }
      MainContext.run(forSeconds: 1)
      XCTAssertFalse(Self.isRead(first, in: window), "shown with mark-read-on-open off")

      // On, as `gsettings set … mark-read-on-open true` does.
      settings.markReadOnOpen = true
      let second = list.id(at: 1)
      try ReaderHarness.press("j", in: window.root)
      GtkTestEnvironment.wait("j to show the next entry") {
        window.article.content.entryID == second
      }
      GtkTestEnvironment.wait("the entry shown to be marked read") {
        Self.isRead(second, in: window)
      }
      XCTAssertFalse(Self.isRead(first, in: window), "the first entry stays as it was")
    }
  }

  /// Whether the store has entry `id` read.
  @MainActor
  private static func isRead(_ id: Int64, in window: MainWindow) -> Bool {
    let entries = FeedReaderMarkAllReadTests.entries(window, in: .all)
    return entries.first { $0.id == id }?.isRead ?? false
  }
}
