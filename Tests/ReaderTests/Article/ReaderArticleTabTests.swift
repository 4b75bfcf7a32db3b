import CGtk
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
@_spi(Testing) import OvershootWebKit
import XCTest

@testable import OvershootApp

/// Ctrl+Tab and Ctrl+Shift+Tab leave the article with real keys and a real WebKit, as they leave
/// any GTK widget whose Tab moves within it (issue 46, item 5: Tab walks the page's links, and
/// nothing led out): Ctrl+Tab goes on to the feeds, Ctrl+Shift+Tab back to the entry's row.
final class ReaderArticleTabTests: GtkWarningFreeTestCase {
  func testCtrlTabGoesOnToTheFeedsAndCtrlShiftTabBackToTheRow() throws {
    try MainActor.assumeIsolated {
      let (reader, window, _) = try ReaderEnterReadsTests.openReader(width: 1100)
      defer { reader.cleanUp() }
      let list = window.timeline.list
      let article = window.article.articleView.gtkWidget
      list.focusRow(at: 1)
      let second = list.id(at: 1)
      GtkTestEnvironment.wait("the second entry to take the focus") { list.focusedID == second }
      try ReaderHarness.press("Return", in: window.root)
      let web = try XCTUnwrap(
        ArticleViewWaits.webView(under: window.root, "Enter to show the entry's article"))
      ArticleViewWaits.waitForLoads(1, of: web, "the entry's article to load")
      GtkTestEnvironment.wait("the article to take the focus") {
        ReaderEnterReadsTests.focus(in: window.root, isWithin: article)
      }

      try GtkTestWindow.pressKeys("ctrl+Tab")
      GtkTestEnvironment.wait("Ctrl+Tab to go on to the feeds") {
        ReaderEnterReadsTests.focus(in: window.root, isWithin: window.sidebar.navigation.gtkWidget)
      }

      list.focusRow(at: 1)
      GtkTestEnvironment.wait("the row again") { list.focusedID == second }
      try GtkTestWindow.pressKeys("Return")
      GtkTestEnvironment.wait("Enter to give the article the focus again") {
        ReaderEnterReadsTests.focus(in: window.root, isWithin: article)
      }
      try GtkTestWindow.pressKeys("ctrl+shift+Tab")
      GtkTestEnvironment.wait("Ctrl+Shift+Tab to go back to the entry's row") {
        ReaderEnterReadsTests.focus(in: window.root, isWithin: list.gtkWidget)
          && list.focusedID == second
      }
      XCTAssertEqual(GtkTestEnvironment.criticalCount, 0)
    }
  }
}
