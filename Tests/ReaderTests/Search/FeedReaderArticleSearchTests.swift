import CGtk
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
import XCTest

@testable import OvershootApp

/// Search covers the articles' text, as typed by a reader (issue 46, item 4: a word in every
/// `content:encoded` gave "0 matches in all feeds"), and the timeline's header says that the
/// results come from every feed, not the scope's name, until Escape.
final class FeedReaderArticleSearchTests: GtkWarningFreeTestCase {
  /// Three entries whose titles and descriptions are plain; only entry 2's article names the
  /// word searched.
  static let feed = """
    <?xml version="1.0"?>
    <rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel>
    <title>Zoo</title><link>https://example.org/</link>
    <item><guid>zoo-1</guid><title>Entry 1</title><description>Plain notes</description>
    <content:encoded><![CDATA[<p>Nothing to see.</p>]]></content:encoded>
    <pubDate>Mon, 01 Jun 2026 10:01:00 +0000</pubDate></item>
    <item><guid>zoo-2</guid><title>Entry 2</title><description>Plain notes</description>
    <content:encoded><![CDATA[<p>The <em>tardigrade</em> survives.</p>]]></content:encoded>
    <pubDate>Mon, 01 Jun 2026 10:02:00 +0000</pubDate></item>
    <item><guid>zoo-3</guid><title>Entry 3</title><description>Plain notes</description>
    <pubDate>Mon, 01 Jun 2026 10:03:00 +0000</pubDate></item>
    </channel></rss>
    """

  func testAWordOnlyAnArticleHoldsIsFoundAndTheHeaderSaysAllFeeds() throws {
    try ReaderHarness.run { reader in
      let feed = try reader.writeFeed("zoo.xml", Self.feed)
      let window = reader.openLoadedWindow(subscribingTo: [feed])
      let list = window.timeline.list
      XCTAssertEqual(list.count, 3)
      XCTAssertNotNil(ReaderHeaderBars.shown(titled: "Zoo", under: window.root))

      try ReaderHarness.press("ctrl+f", in: window.root)
      GtkTestEnvironment.wait("Ctrl+F to focus the bar") { window.timeline.searchBar.isFocused }
      try FeedReaderSearchTests.type("tardigrade")
      GtkTestEnvironment.wait("the article's word to find its entry") {
        list.count == 1 && list.item(at: 0).entry.id == "zoo-2"
      }
      GtkTestEnvironment.wait("the header to say where the results come from") {
        ReaderHeaderBars.shown(titled: "Search in All Feeds", under: window.root) != nil
      }
      GtkTestEnvironment.wait("the bar to count the match") {
        window.timeline.searchBar.status == "1 match in all feeds"
      }

      try GtkTestWindow.pressKeys("Escape")
      GtkTestEnvironment.wait("Escape to bring the feed and its name back") {
        list.count == 3 && ReaderHeaderBars.shown(titled: "Zoo", under: window.root) != nil
      }
    }
  }
}
