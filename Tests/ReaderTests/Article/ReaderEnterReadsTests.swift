import CGtk
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
@_spi(Testing) import OvershootWebKit
import XCTest

@testable import OvershootApp

/// Enter on an entry reads it in the app, with real keys and a real WebKit: its article shows
/// beside the timeline (over it below 600 px) and takes the keyboard focus, Escape gives the
/// focus back to its row, and nothing goes to the browser; `o` is the browser, from the row and
/// from the article.
final class ReaderEnterReadsTests: GtkWarningFreeTestCase {
  func testEnterShowsTheEntrysArticleWhichTakesTheFocusAndNothingGoesToTheBrowser() throws {
    try MainActor.assumeIsolated {
      let (reader, window, browser) = try Self.openReader(width: 1100)
      defer { reader.cleanUp() }
      let list = window.timeline.list
      // The focus on the second entry, nothing selected: no article yet.
      list.focusRow(at: 1)
      let second = list.id(at: 1)
      GtkTestEnvironment.wait("the second entry to take the focus") { list.focusedID == second }
      XCTAssertTrue(list.selectedIDs.isEmpty)

      try ReaderHarness.press("Return", in: window.root)
      let web = try XCTUnwrap(
        ArticleViewWaits.webView(under: window.root, "Enter to show the entry's article"))
      ArticleViewWaits.waitForLoads(1, of: web, "the entry's article to load")
      // Position 1 is entry 2 (newest first).
      XCTAssertEqual(ArticleViewWaits.matches(of: "number-2-body", in: web), 1)
      XCTAssertEqual(window.article.content.entryID, second)
      XCTAssertEqual(list.selectedIDs, [second], "Enter selects the entry it reads")
      GtkTestEnvironment.wait("the article to take the focus") {
        Self.focus(in: window.root, isWithin: window.article.articleView.gtkWidget)
      }
      GtkTestEnvironment.wait("the entry to be marked read once shown") {
        window.timelineController.storedEntry(second)?.isRead == true
      }
      MainContext.run(forSeconds: 0.5)
      XCTAssertEqual(browser.links, [], "Enter went to the browser")
      XCTAssertEqual(gtk_widget_get_visible(window.timeline.widget), 1, "side by side")

      // Escape in the article: back to the row, which reads on from there.
      try GtkTestWindow.pressKeys("Escape")
      GtkTestEnvironment.wait("Escape to give the focus back to the row") {
        Self.focus(in: window.root, isWithin: list.gtkWidget) && list.focusedID == second
      }
      try GtkTestWindow.pressKeys("Down")
      let third = list.id(at: 2)
      GtkTestEnvironment.wait("Down to select the next entry") { list.selectedIDs == [third] }
      ArticleViewWaits.waitForLoads(2, of: web, "the next entry's article to load")
      XCTAssertTrue(
        Self.focus(in: window.root, isWithin: list.gtkWidget),
        "an arrow leaves the focus in the list")
      // Enter on the entry shown already: the article takes the focus, nothing loads again.
      try GtkTestWindow.pressKeys("Return")
      GtkTestEnvironment.wait("Enter to give the shown article the focus") {
        Self.focus(in: window.root, isWithin: window.article.articleView.gtkWidget)
      }
      MainContext.run(forSeconds: 0.5)
      XCTAssertEqual(ArticleViewProbe.finishedLoads(of: web), 2, "the shown article loaded again")
      XCTAssertEqual(ArticleViewWaits.matches(of: "number-1-body", in: web), 1)
      XCTAssertEqual(browser.links, [], "Enter went to the browser")
      XCTAssertEqual(GtkTestEnvironment.criticalCount, 0)
    }
  }

  func testOOpensTheEntryInTheBrowserFromItsRowAndFromItsArticle() throws {
    try MainActor.assumeIsolated {
      let (reader, window, browser) = try Self.openReader(width: 1100)
      defer { reader.cleanUp() }
      let list = window.timeline.list
      list.focusRow(at: 0)
      GtkTestEnvironment.wait("the first entry to take the focus") { list.focusedID != nil }
      try ReaderHarness.press("o", in: window.root)
      GtkTestEnvironment.wait("o on the row to open the browser") { !browser.links.isEmpty }
      XCTAssertEqual(browser.links, ["https://example.org/articles/3"])
      XCTAssertTrue(list.selectedIDs.isEmpty, "o selected the entry")

      // In the article, Enter having put the focus there: the entry it shows.
      try GtkTestWindow.pressKeys("Down Return")
      let web = try XCTUnwrap(
        ArticleViewWaits.webView(under: window.root, "Enter to show the entry's article"))
      ArticleViewWaits.waitForLoads(1, of: web, "the entry's article to load")
      GtkTestEnvironment.wait("the article to take the focus") {
        Self.focus(in: window.root, isWithin: window.article.articleView.gtkWidget)
      }
      let shown = try XCTUnwrap(window.article.content.entryID)
      let link = try XCTUnwrap(window.timelineController.storedEntry(shown)?.entry.link)
      try GtkTestWindow.pressKeys("o")
      GtkTestEnvironment.wait("o in the article to open the browser") { browser.links.count == 2 }
      XCTAssertEqual(browser.links.last, link)
      XCTAssertEqual(GtkTestEnvironment.criticalCount, 0)
    }
  }

  func testNarrowEnterCoversTheTimelineWithTheArticleAgainAfterEscape() throws {
    try MainActor.assumeIsolated {
      let (reader, window, browser) = try Self.openReader(width: 360)
      defer { reader.cleanUp() }
      let list = window.timeline.list
      MainContext.run(forSeconds: 0.3)
      let onScreen = ReaderHeaderBars.isOnScreen
      list.focusRow(at: 0)
      let first = list.id(at: 0)
      GtkTestEnvironment.wait("the first entry to take the focus") { list.focusedID == first }
      let covers = {
        !onScreen(window.timeline.widget)
          && onScreen(window.article.view.gtkWidget)
      }
      try ReaderHarness.press("Return", in: window.root)
      GtkTestEnvironment.wait("Enter to cover the timeline with the article") { covers() }
      XCTAssertEqual(window.article.content.entryID, first)
      GtkTestEnvironment.wait("the article to take the focus") {
        Self.focus(in: window.root, isWithin: window.article.articleView.gtkWidget)
      }
      try GtkTestWindow.pressKeys("Escape")
      GtkTestEnvironment.wait("Escape to go back to the timeline") {
        onScreen(window.timeline.widget) && list.focusedID == first
      }
      // The entry shown already: Enter brings its article back.
      try GtkTestWindow.pressKeys("Return")
      GtkTestEnvironment.wait("Enter to cover the timeline again") { covers() }
      XCTAssertEqual(browser.links, [], "Enter went to the browser")
      XCTAssertEqual(GtkTestEnvironment.criticalCount, 0)
    }
  }

  /// The links a stand-in browser was given.
  @MainActor final class BrowserStandIn {
    /// Each link, in order.
    var links: [String] = []
  }

  /// A window `width` wide on the three-entry content feed, whose browser is a stand-in.
  @MainActor static func openReader(
    width: Int32
  ) throws -> (ReaderHarness, MainWindow, BrowserStandIn) {
    let reader = try ReaderHarness()
    do {
      let feed = try reader.writeFeed("articles.xml", ReaderArticlePaneTests.contentFeed())
      let window = reader.openLoadedWindow(width: width, height: 640, subscribingTo: [feed])
      let browser = BrowserStandIn()
      window.timelineController.openLink = { link throws(LinkOpener.Failure) in
        browser.links.append(link)
      }
      return (reader, window, browser)
    } catch {
      reader.cleanUp()
      throw error
    }
  }

  /// Whether the window's keyboard focus is `widget` or inside it.
  static func focus(
    in root: UnsafeMutablePointer<GtkWidget>, isWithin widget: UnsafeMutablePointer<GtkWidget>
  ) -> Bool {
    guard let focus = gtk_root_get_focus(root.checked(gtk_root_get_type())) else { return false }
    return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
  }
}
