import CGtk
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
import OvershootLocalization
@_spi(Testing) import OvershootWebKit
import XCTest

@testable import OvershootApp

/// Space reads on, with real keys and a real WebKit: in the entry list or the article it pages
/// the article down (Shift+Space up); at the article's end it shows the next unread entry from
/// its top, reading the timeline's pages down to it (Shift+Space at the top shows the entry
/// above); in the search entry it is a space. A search's word is highlighted in the article.
final class FeedReaderReadOnTests: GtkWarningFreeTestCase {
  /// Entries 1 to 4 (newest, 4, first), each with `paragraphs` paragraphs of content, the first
  /// saying "word" three times.
  static func feed(paragraphs: Int) -> String {
    let items = (1...4).reversed().map { number in
      let body = (1...paragraphs).map { "<p>Entry \(number), paragraph \($0).</p>" }.joined()
      return """
        <item><guid>read-on-\(number)</guid><title>Entry \(number)</title>
        <link>https://example.org/read-on/\(number)</link>
        <pubDate>Mon, 0\(number) Jun 2026 10:00:00 +0000</pubDate>
        <description>Summary \(number), a word</description>
        <content:encoded><![CDATA[<p>A word, a Word and a WORD.</p>\(body)]]></content:encoded>
        </item>
        """
    }
    return """
      <?xml version="1.0"?><rss version="2.0" \
      xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>Read on</title>
      <link>https://example.org/</link>\(items.joined())</channel></rss>
      """
  }

  func testSpacePagesTheArticleThenShowsTheNextUnreadEntryAndShiftSpaceGoesBack() throws {
    try ReaderHarness.run { reader in
      let (window, web) = try Self.showArticle(at: 0, paragraphs: 80, in: reader) { window in
        let list = window.timeline.list
        XCTAssertEqual(list.count, 4)
        // Entry 3 (position 1) already read: reading on skips it.
        window.timelineController.setEntryRead(list.id(at: 1), true)
        GtkTestEnvironment.wait("entry 3 marked read") { list.item(at: 1).isRead }
      }
      let list = window.timeline.list
      MainContext.run(forSeconds: 0.3)
      let top = ArticleViewWaits.snapshot(of: web)

      // Space in the entry list pages the article, which takes the focus.
      try GtkTestWindow.pressKeys("space")
      ArticleViewWaits.waitForSnapshot(of: web, "Space in the list to page the article") {
        ArticleViewWaits.difference($0, top) > 0.5
      }
      XCTAssertEqual(gtk_widget_has_focus(web), 1, "the article has the focus")
      XCTAssertEqual(window.article.content.entryID, list.id(at: 0), "still entry 4")
      Self.waitForRest(web)
      // Shift+Space in the list pages the article back up.
      list.focusRow(at: 0)
      MainContext.run(forSeconds: 0.2)
      XCTAssertEqual(gtk_widget_has_focus(web), 0, "the list has the focus again")
      try GtkTestWindow.pressKeys("shift+space")
      ArticleViewWaits.waitForSnapshot(of: web, "Shift+Space to page back to the top") {
        ArticleViewWaits.difference($0, top) < 0.1
      }

      // Space at the end: the next unread entry (entry 2; entry 3 is read), from its top.
      try GtkTestWindow.pressKeys("End")
      Self.waitForRest(web)
      XCTAssertEqual(window.article.content.entryID, list.id(at: 0), "End alone reads on")
      try GtkTestWindow.pressKeys("space")
      let next = list.id(at: 2)
      GtkTestEnvironment.wait("Space at the end to show entry 2") {
        window.article.content.entryID == next && list.selectedIDs == [next]
      }
      ArticleViewWaits.waitForLoads(2, of: web, "entry 2's article to load")
      XCTAssertEqual(ArticleViewWaits.matches(of: "Entry 2, paragraph 1.", in: web), 1)
      Self.waitForRest(web)
      let entryTwoTop = ArticleViewWaits.snapshot(of: web)
      try GtkTestWindow.pressKeys("Home")
      MainContext.run(forSeconds: 0.5)
      XCTAssertLessThan(
        ArticleViewWaits.difference(ArticleViewWaits.snapshot(of: web), entryTwoTop), 0.1,
        "entry 2 was shown from its top")
      XCTAssertEqual(gtk_widget_has_focus(web), 1, "the focus stayed in the article")
    }
  }

  func testShiftSpaceAtTheArticlesTopShowsTheEntryAboveReadOrNot() throws {
    try ReaderHarness.run { reader in
      let (window, web) = try Self.showArticle(at: 1, paragraphs: 80, in: reader) { window in
        let list = window.timeline.list
        window.timelineController.setEntryRead(list.id(at: 0), true)
        GtkTestEnvironment.wait("entry 4 marked read") { list.item(at: 0).isRead }
      }
      let list = window.timeline.list
      let (above, shown) = (list.id(at: 0), list.id(at: 1))
      // Space in the list pages the article down (it takes the focus); Shift+Space pages it back
      // up to its top, and only there, pressed again, goes back an entry.
      try GtkTestWindow.pressKeys("space")
      GtkTestEnvironment.wait("Space to give the article the focus") {
        gtk_widget_has_focus(web) == 1
      }
      Self.waitForRest(web)
      try GtkTestWindow.pressKeys("shift+space")
      Self.waitForRest(web)
      MainContext.run(forSeconds: 0.3)
      XCTAssertEqual(window.article.content.entryID, shown, "paged up, still entry 3")
      try GtkTestWindow.pressKeys("shift+space")
      GtkTestEnvironment.wait("Shift+Space at the top to show entry 4, read as it is") {
        window.article.content.entryID == above && list.selectedIDs == [above]
      }
      ArticleViewWaits.waitForLoads(2, of: web, "entry 4's article to load")
      XCTAssertEqual(ArticleViewWaits.matches(of: "Entry 4, paragraph 1.", in: web), 1)
      XCTAssertEqual(gtk_widget_has_focus(web), 1, "the focus stayed in the article")
    }
  }

  func testSpaceReadsThePagesDownToTheNextUnreadEntryAndNoFurther() throws {
    try ReaderHarness.run { reader in
      let pageSize = ReaderModel.pageSize
      let (window, web, all) = try Self.showLongTimeline(
        entries: 3 * pageSize + 100, unread: [0, 2 * pageSize + 50], at: 0, in: reader)
      let list = window.timeline.list
      XCTAssertEqual(list.count, pageSize, "the first page only")
      list.focusRow(at: 0)
      try GtkTestWindow.pressKeys("space")
      let next = all[2 * pageSize + 50].id
      GtkTestEnvironment.wait("Space to read two pages and show their unread entry") {
        window.article.content.entryID == next && list.selectedIDs == [next]
      }
      XCTAssertEqual(list.count, 3 * pageSize, "the pages down to it, not more")
      XCTAssertFalse(window.timeline.notice.isShown)
      ArticleViewWaits.waitForLoads(2, of: web, "its article to load")
      // Only read entries follow in the store: the store says so, and no page is read for it.
      try GtkTestWindow.pressKeys("space")
      GtkTestEnvironment.wait("a notice that no unread entry follows") {
        window.timeline.notice.isShown
      }
      XCTAssertEqual(window.timeline.notice.text, tr("No more unread entries"))
      XCTAssertEqual(window.article.content.entryID, next)
      MainContext.run(forSeconds: 0.3)
      XCTAssertEqual(list.count, 3 * pageSize, "nothing read for nothing")
    }
  }

  func testJInTheArticleOnTheLastEntryReadReadsTheNextPageAndShowsItsFirst() throws {
    try ReaderHarness.run { reader in
      let pageSize = ReaderModel.pageSize
      let (window, web, all) = try Self.showLongTimeline(
        entries: pageSize + 30, unread: [], at: pageSize - 1, in: reader)
      let list = window.timeline.list
      window.article.focusArticle()
      GtkTestEnvironment.wait("the article to take the focus") { gtk_widget_has_focus(web) == 1 }
      XCTAssertEqual(list.count, pageSize)
      try GtkTestWindow.pressKeys("j")
      let next = all[pageSize].id
      GtkTestEnvironment.wait("j to read the next page and show its first entry") {
        window.article.content.entryID == next && list.selectedIDs == [next]
      }
      XCTAssertEqual(list.count, pageSize + 30)
    }
  }

  func testSpaceOnTheLastUnreadEntrysEndSaysThereIsNoMore() throws {
    try ReaderHarness.run { reader in
      // Short articles: each fits whole, so Space reads on at once.
      let (window, web) = try Self.showArticle(at: 2, paragraphs: 1, in: reader)
      let list = window.timeline.list
      try GtkTestWindow.pressKeys("space")
      let last = list.id(at: 3)
      GtkTestEnvironment.wait("Space on a short article to show entry 1") {
        window.article.content.entryID == last
      }
      ArticleViewWaits.waitForLoads(2, of: web, "entry 1's article to load")
      XCTAssertFalse(window.timeline.notice.isShown)
      try GtkTestWindow.pressKeys("space")
      GtkTestEnvironment.wait("a notice that no unread entry follows") {
        window.timeline.notice.isShown
      }
      XCTAssertEqual(window.timeline.notice.text, tr("No more unread entries"))
      XCTAssertEqual(window.article.content.entryID, last, "still the last entry")
    }
  }

  func testJKAndMWorkInTheArticleAfterSpaceTookTheFocus() throws {
    try ReaderHarness.run { reader in
      let (window, web) = try Self.showArticle(at: 0, paragraphs: 80, in: reader)
      let list = window.timeline.list
      try GtkTestWindow.pressKeys("space")
      GtkTestEnvironment.wait("Space to give the article the focus") {
        gtk_widget_has_focus(web) == 1
      }
      try GtkTestWindow.pressKeys("j")
      GtkTestEnvironment.wait("j in the article to show entry 3") {
        window.article.content.entryID == list.id(at: 1)
      }
      try GtkTestWindow.pressKeys("k")
      GtkTestEnvironment.wait("k in the article to show entry 4 again") {
        window.article.content.entryID == list.id(at: 0)
      }
      let id = list.id(at: 0)
      GtkTestEnvironment.wait("entry 4 marked read on showing") {
        window.timelineController.storedEntry(id)?.isRead == true
      }
      try GtkTestWindow.pressKeys("m")
      GtkTestEnvironment.wait("m in the article to mark it unread") {
        window.timelineController.storedEntry(id)?.isRead == false
      }
      XCTAssertEqual(gtk_widget_has_focus(web), 1, "the focus stayed in the article")
    }
  }

  func testSpaceInTheSearchEntryIsASpace() throws {
    try ReaderHarness.run { reader in
      let (window, _) = try Self.showArticle(at: 0, paragraphs: 1, in: reader, focused: false)
      let shown = window.timeline.list.id(at: 0)
      try ReaderHarness.press("ctrl+f", in: window.root)
      GtkTestEnvironment.wait("Ctrl+F to focus the search entry") {
        window.timeline.searchBar.isFocused
      }
      for key in ["e", "space", "w"] { try GtkTestWindow.pressKeys(key) }
      GtkTestEnvironment.wait("the space typed") { window.timeline.searchBar.text == "e w" }
      MainContext.run(forSeconds: 0.5)
      XCTAssertEqual(window.article.content.entryID, shown, "nothing read on")
      XCTAssertTrue(window.timeline.searchBar.isFocused, "the focus stayed in the entry")
    }
  }

  func testASearchWordIsHighlightedInTheArticleUntilTheSearchEnds() throws {
    try ReaderHarness.run { reader in
      let feed = try reader.writeFeed("read-on.xml", Self.feed(paragraphs: 1))
      let window = reader.openLoadedWindow(width: 1000, height: 600, subscribingTo: [feed])
      let list = window.timeline.list
      try ReaderHarness.press("ctrl+f", in: window.root)
      GtkTestEnvironment.wait("Ctrl+F to focus the search entry") {
        window.timeline.searchBar.isFocused
      }
      for letter in "word" { try GtkTestWindow.pressKeys(String(letter)) }
      GtkTestEnvironment.wait("the search to find the four entries") {
        window.timeline.searchBar.text == "word" && window.state.searchQuery == "word"
          && list.count == 4
      }
      list.select([list.id(at: 0)])
      let web = try XCTUnwrap(ArticleViewWaits.webView(under: window.root, "the web view"))
      ArticleViewWaits.waitForLoads(1, of: web, "the found entry's article to load")
      GtkTestEnvironment.wait("the three words highlighted") {
        Self.highlighted(in: window) == 3
      }
      try GtkTestWindow.pressKeys("Escape")
      GtkTestEnvironment.wait("Escape to take the highlights away") {
        !window.timeline.searchBar.isOpen && Self.highlighted(in: window) == 0
      }
    }
  }

  /// Opens a 1000×600 window in `reader` on the read-on feed (`paragraphs` per entry), runs
  /// `prepare` on it, shows the entry at `position` and, when `focused`, gives its row and the
  /// window the keyboard focus for real keys; returns the window and its article's web view.
  @MainActor
  static func showArticle(
    at position: Int, paragraphs: Int, in reader: ReaderHarness, focused: Bool = true,
    prepare: (MainWindow) -> Void = { _ in }
  ) throws -> (window: MainWindow, web: UnsafeMutablePointer<GtkWidget>) {
    let file = try reader.writeFeed("read-on.xml", feed(paragraphs: paragraphs))
    let window = reader.openLoadedWindow(width: 1000, height: 600, subscribingTo: [file])
    prepare(window)
    let list = window.timeline.list
    list.select([list.id(at: position)])
    let web = try XCTUnwrap(ArticleViewWaits.webView(under: window.root, "the web view"))
    ArticleViewWaits.waitForLoads(1, of: web, "the shown entry's article to load")
    if focused {
      list.focusRow(at: position)
      try GtkTestWindow.focus(window.root)
      list.focusRow(at: position)
    }
    return (window, web)
  }

  /// Opens a window on a feed of `count` short entries (one page and more), all read but those
  /// at the timeline positions `unread`, and shows the entry at `position` (the list stays at
  /// its top, so its bottom reads no page by itself); returns the window, its article's web view
  /// and the timeline's entries.
  @MainActor
  static func showLongTimeline(
    entries count: Int, unread: Set<Int>, at position: Int, in reader: ReaderHarness
  ) throws -> (window: MainWindow, web: UnsafeMutablePointer<GtkWidget>, all: [StoredEntry]) {
    let feed = try reader.writeFeed("long.xml", FeedReaderReachTests.rss(1...count))
    let window = reader.openLoadedWindow(width: 1000, height: 600, subscribingTo: [feed])
    let all = FeedReaderMarkAllReadTests.entries(window, in: window.model.scope)
    let read = all.indices.filter { !unread.contains($0) }.map { all[$0].id }
    ReaderHarness.runToEnd { try? await window.model.store?.setRead(read, true) }
    FeedReaderMarkAllReadTests.reload(window)
    let list = window.timeline.list
    XCTAssertEqual(list.id(at: position), all[position].id)
    list.select([all[position].id])
    let web = try XCTUnwrap(ArticleViewWaits.webView(under: window.root, "the web view"))
    ArticleViewWaits.waitForLoads(1, of: web, "the shown entry's article to load")
    try GtkTestWindow.focus(window.root)
    return (window, web, all)
  }

  /// How many matches WebKit highlighted in the window's article.
  @MainActor
  static func highlighted(in window: MainWindow) -> Int {
    ArticleView.highlightedMatchCount(in: window.article.articleView.gtkWidget)
  }

  /// Waits until two snapshots of `web` in a row are the same: WebKit glides when it scrolls.
  @MainActor
  static func waitForRest(_ web: UnsafeMutablePointer<GtkWidget>) {
    var previous: [UInt8] = []
    ArticleViewWaits.waitForSnapshot(of: web, "the article to come to rest") { now in
      defer { previous = now }
      return ArticleViewWaits.difference(now, previous) == 0
    }
  }
}
