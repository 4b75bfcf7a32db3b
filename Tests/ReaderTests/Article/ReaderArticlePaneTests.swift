import CGtk
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
@_spi(Testing) import OvershootWebKit
import XCTest

@testable import OvershootApp

/// The article pane with real keys and a real WebKit: the selected entry's content shows beside
/// the timeline and the entry is marked read; a link in it goes to the browser and the pane
/// stays; below 600 px the article covers the timeline and Escape or Alt+Left goes back.
final class ReaderArticlePaneTests: GtkWarningFreeTestCase {
  /// A feed whose entries carry full content (`content:encoded`), each with its own words, an
  /// author and an enclosure, newest (3) first.
  static func contentFeed() -> String {
    let items = (1...3).reversed().map { number in
      """
      <item><guid>article-\(number)</guid><title>Article \(number)</title>
      <link>https://example.org/articles/\(number)</link>
      <pubDate>Mon, 0\(number) Jun 2026 10:00:00 +0000</pubDate>
      <dc:creator>Writer \(number)</dc:creator>
      <description>Summary \(number)</description>
      <content:encoded><![CDATA[<p>Body words number-\(number)-body.</p>
      <p>See <a href="https://example.org/more-\(number)">more</a>.</p>]]></content:encoded>
      <enclosure url="https://example.org/episode-\(number).mp3" type="audio/mpeg" \
      length="12345678"/>
      </item>
      """
    }
    return """
      <?xml version="1.0"?><rss version="2.0" \
      xmlns:content="http://purl.org/rss/1.0/modules/content/" \
      xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>Articles</title>
      <link>https://example.org/</link>\(items.joined())</channel></rss>
      """
  }

  func testArrowKeysShowTheSelectedEntrysContentBesideTheTimelineAndMarkItRead() throws {
    try ReaderHarness.run { reader in
      let window = try Self.openArticles(in: reader)
      let list = window.timeline.list
      XCTAssertEqual(list.count, 3)
      XCTAssertEqual(gtk_widget_get_visible(window.timeline.widget), 1)

      list.focusRow(at: 0)
      GtkTestEnvironment.wait("the first entry to take the focus") { list.focusedID != nil }
      try ReaderHarness.press("Down", in: window.root)
      GtkTestEnvironment.wait("Down to select an entry") { !list.selectedIDs.isEmpty }
      // GTK 4.8 moves from the focused row; 4.12 and later first select the focused row itself.
      let first = try XCTUnwrap(list.position(of: list.selectedIDs[0]))
      XCTAssertLessThanOrEqual(first, 1)
      let web = try Self.waitForTheFirstArticle(in: window)
      try GtkTestWindow.pressKeys("Down")
      let next = list.id(at: first + 1)
      GtkTestEnvironment.wait("Down to select the next entry") { list.selectedIDs == [next] }
      ArticleViewWaits.waitForLoads(2, of: web, "the next entry's article to load")
      // Position p shows entry 3 - p (newest first).
      let number = 3 - (first + 1)
      XCTAssertEqual(ArticleViewWaits.matches(of: "number-\(number)-body", in: web), 1)
      XCTAssertEqual(ArticleViewWaits.matches(of: "Article \(number)", in: web), 1, "the title")
      XCTAssertEqual(ArticleViewWaits.matches(of: "Writer \(number)", in: web), 1, "the author")
      XCTAssertEqual(ArticleViewWaits.matches(of: "Articles", in: web), 1, "the feed")
      XCTAssertEqual(
        ArticleViewWaits.matches(of: "Audio · MPEG · 12.3 MB · episode-\(number).mp3", in: web), 1,
        "the enclosure with its type and size")
      XCTAssertEqual(gtk_widget_get_visible(window.timeline.widget), 1, "side by side")
      GtkTestEnvironment.wait("the shown entry to be marked read") {
        window.timelineController.storedEntry(next)?.isRead == true
      }
      let unshown = (0..<list.count).filter { $0 != first && $0 != first + 1 }
      XCTAssertTrue(
        unshown.allSatisfy { list.item(at: $0).isRead == false },
        "only what was shown is read: \((0..<list.count).map { list.item(at: $0).isRead })")

      try GtkTestWindow.pressKeys("Up")
      ArticleViewWaits.waitForLoads(3, of: web, "Up to show the entry before again")
      XCTAssertEqual(ArticleViewWaits.matches(of: "number-\(3 - first)-body", in: web), 1)
      XCTAssertEqual(ArticleViewWaits.matches(of: "number-\(number)-body", in: web), 0)
    }
  }

  func testTheWebViewIsMadeWithTheFirstEntryShownNotWithTheWindow() throws {
    try ReaderHarness.run { reader in
      let window = try Self.openArticles(in: reader)
      let list = window.timeline.list
      // Shown, loaded and a few frames on, with no entry selected: no WebKit yet.
      MainContext.run(forSeconds: 0.5)
      XCTAssertTrue(list.selectedIDs.isEmpty)
      XCTAssertEqual(
        WidgetsOfType.count(named: "WebKitWebView", under: window.root), 0,
        "the window made a web view before any entry was shown")
      let openInBrowser = try XCTUnwrap(WidgetFinder.button("Open in Browser", under: window.root))
      XCTAssertEqual(
        gtk_widget_is_visible(openInBrowser), 0, "Open in Browser shows with nothing to open")

      let web = try Self.showFirstEntry(in: window)
      XCTAssertEqual(WidgetsOfType.count(named: "WebKitWebView", under: window.root), 1)
      XCTAssertEqual(ArticleViewWaits.matches(of: "number-3-body", in: web), 1)
      XCTAssertEqual(gtk_widget_is_visible(openInBrowser), 1, "Open in Browser with an article")
    }
  }

  /// Down then Up at once: the entry shown stays, and the read started for the entry passed
  /// over (slower, through the store) neither replaces it nor marks that entry read.
  func testSelectingTheShownEntryAgainWinsOverAnEarlierSlowerRead() throws {
    try ReaderHarness.run { reader in
      let window = try Self.openArticles(in: reader)
      let list = window.timeline.list
      let (shown, passed) = (list.id(at: 0), list.id(at: 1))
      let web = try Self.showFirstEntry(in: window)
      list.select([passed])
      list.select([shown])
      MainContext.run(forSeconds: 1)
      XCTAssertEqual(window.article.content.entryID, shown, "the entry passed over was shown")
      XCTAssertEqual(ArticleViewWaits.matches(of: "number-3-body", in: web), 1)
      XCTAssertEqual(window.timelineController.storedEntry(passed)?.isRead, false)
    }
  }

  func testALinkInTheArticleGoesToTheBrowserAndTheArticleStays() throws {
    try ReaderHarness.run { reader in
      let window = try Self.openArticles(in: reader)
      var opened: [String] = []
      window.timelineController.openLink = { link throws(LinkOpener.Failure) in opened.append(link)
      }
      let web = try Self.showFirstEntry(in: window)
      try GtkTestWindow.focus(window.root)
      gtk_widget_grab_focus(web)
      MainContext.run(forSeconds: 0.3)
      // The title is the article's first link, "more" in the content its second.
      try GtkTestWindow.pressKeys("Tab Tab")
      MainContext.run(forSeconds: 0.3)
      try GtkTestWindow.pressKeys("Return")
      GtkTestEnvironment.wait("the link to reach the browser", timeout: 10) { !opened.isEmpty }
      XCTAssertEqual(opened, ["https://example.org/more-3"])
      MainContext.run(forSeconds: 0.5)
      XCTAssertEqual(ArticleViewProbe.finishedLoads(of: web), 1, "nothing else was loaded")
      XCTAssertEqual(ArticleViewProbe.uri(of: web), "https://example.org/articles/3")
      XCTAssertEqual(ArticleViewWaits.matches(of: "number-3-body", in: web), 1)
    }
  }

  func testNarrowTheArticleCoversTheTimelineAndEscapeOrAltLeftGoesBack() throws {
    try ReaderHarness.run { reader in
      let window = try Self.openArticles(in: reader, width: 360)
      let list = window.timeline.list
      MainContext.run(forSeconds: 0.3)
      let onScreen = ReaderHeaderBars.isOnScreen
      XCTAssertFalse(onScreen(window.article.view.gtkWidget), "no article yet")

      list.focusRow(at: 0)
      GtkTestEnvironment.wait("the first entry to take the focus") { list.focusedID != nil }
      try ReaderHarness.press("Down", in: window.root)
      GtkTestEnvironment.wait("the article to cover the timeline") {
        !onScreen(window.timeline.widget)
          && onScreen(window.article.view.gtkWidget)
      }
      let web = try Self.waitForTheFirstArticle(in: window)
      let shown = try XCTUnwrap(window.article.content.entryID)
      let position = try XCTUnwrap(list.position(of: shown))
      XCTAssertEqual(ArticleViewWaits.matches(of: "number-\(3 - position)-body", in: web), 1)

      try GtkTestWindow.pressKeys("Escape")
      GtkTestEnvironment.wait("Escape to go back to the timeline") {
        onScreen(window.timeline.widget)
          && !onScreen(window.article.view.gtkWidget)
      }
      GtkTestEnvironment.wait("the focus back on the entry shown") { list.focusedID == shown }

      try GtkTestWindow.pressKeys("Down")
      GtkTestEnvironment.wait("Down to open the next entry over the timeline") {
        !onScreen(window.timeline.widget)
      }
      ArticleViewWaits.waitForLoads(2, of: web, "the next entry's article to load")
      try GtkTestWindow.pressKeys("alt+Left")
      GtkTestEnvironment.wait("Alt+Left to go back to the timeline") {
        onScreen(window.timeline.widget)
      }
    }
  }

  /// A window `width` wide following the content feed, loaded.
  @MainActor
  private static func openArticles(in reader: ReaderHarness, width: Int32 = 1100) throws
    -> MainWindow
  {
    let feed = try reader.writeFeed("articles.xml", Self.contentFeed())
    return reader.openLoadedWindow(width: width, height: 640, subscribingTo: [feed])
  }

  /// Selects the newest entry and waits for its article: the web view it is shown in.
  @MainActor
  private static func showFirstEntry(in window: MainWindow) throws -> UnsafeMutablePointer<
    GtkWidget
  > {
    let list = window.timeline.list
    list.select([list.id(at: 0)])
    return try Self.waitForTheFirstArticle(in: window)
  }

  /// Waits for the web view and its first article, shown for whichever entry was selected.
  @MainActor
  private static func waitForTheFirstArticle(in window: MainWindow) throws
    -> UnsafeMutablePointer<GtkWidget>
  {
    let web = try XCTUnwrap(
      ArticleViewWaits.webView(under: window.root, "the web view for the first entry"))
    ArticleViewWaits.waitForLoads(1, of: web, "the first article to load")
    return web
  }
}
