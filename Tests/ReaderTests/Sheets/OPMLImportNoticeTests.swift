import Foundation
import GtkTestSupport
import XCTest

@testable import OvershootApp

/// Importing a subscription list says what became of each of its feeds: an OPML of three feeds,
/// two followed already, says that one was imported and that the other two were followed.
final class OPMLImportNoticeTests: GtkWarningFreeTestCase {
  func testAnImportSaysWhichFeedsWereFollowedAlready() throws {
    try ReaderHarness.run { reader in
      let feeds = try ["a", "b", "c"].map { name in
        try reader.writeFeed("\(name).xml", FeedReaderReachTests.rss(1...2, title: name))
      }
      let outlines = feeds.map { "<outline text=\"\($0.lastPathComponent)\" xmlUrl=\"\($0)\"/>" }
      let two = try reader.writeFeed("two.opml", Self.opml(outlines.prefix(2)))
      let three = try reader.writeFeed("three.opml", Self.opml(outlines))
      let window = reader.openLoadedWindow()

      XCTAssertEqual(Self.notice(importing: two, into: window), "Imported 2 feeds.")
      XCTAssertEqual(
        Self.notice(importing: three, into: window),
        "Imported 1 feed. You already follow 2 other feeds in the file.")
      XCTAssertEqual(
        Self.notice(importing: three, into: window),
        "three.opml holds no feed you don’t follow already.")
    }
  }

  /// An OPML document of `outlines`.
  private static func opml(_ outlines: some Sequence<String>) -> String {
    "<opml version=\"2.0\"><body>\(outlines.joined())</body></opml>"
  }

  /// Imports `file` as the menu's Import does and returns the notice it shows, once the refresh
  /// that follows has settled.
  @MainActor
  private static func notice(importing file: URL, into window: MainWindow) -> String {
    var imported = false
    var notice = ""
    Task { @MainActor in
      await window.importOPML(from: file.path)
      notice = window.timeline.notice.text
      imported = true
    }
    GtkTestEnvironment.wait("the import", timeout: 10) { imported && window.isSettled }
    return notice
  }
}
