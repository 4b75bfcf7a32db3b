import CGtk
import Foundation
import GtkGlue
import GtkTestSupport
import Observation
import Overshoot
@_spi(Testing) import OvershootWebKit
import XCTest

/// `ArticleView`'s reading aids under real WebKitGTK and real keys: `onSpaceAtEnd` runs only
/// for a Space the article had no page left for (`onShiftSpaceAtStart` only for a Shift+Space
/// with nothing left above), and `highlighting` marks a word's matches
/// (counted by `highlightedMatchCount`) in the article shown and the next, until it is cleared.
final class ArticleViewReadingTests: GtkTestCase {
  func testSpaceAtTheEndRunsTheActionAndNotBefore() throws {
    try MainActor.assumeIsolated {
      let model = ArticleModel()
      model.html = (1...40).map { "<p>Paragraph \($0)</p>" }.joined()
      var ends = 0
      let window = GtkTestWindow(
        child: ArticleView(html: model.html, baseURL: model.link).onSpaceAtEnd { ends += 1 }
          .makeGtkWidget(), width: 480, height: 300)
      defer { window.close() }
      let web = try ArticleViewWaits.focusedWebView(in: window, "the long article to load")
      try GtkTestWindow.pressKeys("space")
      MainContext.run(forSeconds: 0.5)
      XCTAssertEqual(ends, 0, "Space paged the article: not its end yet")
      let paged = ArticleViewWaits.snapshot(of: web)
      try GtkTestWindow.pressKeys("End")
      Self.waitToScrollAndRest(web, from: paged, "End to reach the end")
      try GtkTestWindow.pressKeys("space")
      GtkTestEnvironment.wait("Space at the end to run the action") { ends == 1 }
      // An article that fits whole is at its end at once.
      model.html = "<p>Short.</p>"
      ArticleViewWaits.waitForLoads(2, of: web, "the short article to load")
      try GtkTestWindow.pressKeys("space")
      GtkTestEnvironment.wait("Space on a short article to run the action") { ends == 2 }
    }
  }

  func testShiftSpaceAtTheTopRunsItsActionAndNotBelowIt() throws {
    try MainActor.assumeIsolated {
      let model = ArticleModel()
      model.html = (1...40).map { "<p>Paragraph \($0)</p>" }.joined()
      var (starts, ends) = (0, 0)
      let window = GtkTestWindow(
        child: ArticleView(html: model.html, baseURL: model.link)
          .onSpaceAtEnd { ends += 1 }.onShiftSpaceAtStart { starts += 1 }
          .makeGtkWidget(), width: 480, height: 300)
      defer { window.close() }
      let web = try ArticleViewWaits.focusedWebView(in: window, "the long article to load")
      // A new article is at its top: Shift+Space has nothing above.
      try GtkTestWindow.pressKeys("shift+space")
      GtkTestEnvironment.wait("Shift+Space at the top to run its action") { starts == 1 }
      let top = ArticleViewWaits.snapshot(of: web)
      try GtkTestWindow.pressKeys("space")
      Self.waitToScrollAndRest(web, from: top, "Space to page down")
      try GtkTestWindow.pressKeys("shift+space")
      MainContext.run(forSeconds: 1)
      XCTAssertEqual(starts, 1, "Shift+Space paged the article up: not at its top then")
      try GtkTestWindow.pressKeys("shift+space")
      GtkTestEnvironment.wait("Shift+Space back at the top to run its action") { starts == 2 }
      XCTAssertEqual(ends, 0, "Space's action is for the end only")
    }
  }

  func testAHighlightedWordIsCountedInEachArticleUntilCleared() throws {
    try MainActor.assumeIsolated {
      let model = ArticleModel()
      model.html = "<p>Radish, radishes and RADISH; not a paradise.</p>"
      let highlight = HighlightModel()
      highlight.text = "radi"
      let view = ArticleView(html: model.html, baseURL: model.link)
        .highlighting(highlight.text).makeGtkWidget()
      let window = GtkTestWindow(child: view)
      defer { window.close() }
      let web = try XCTUnwrap(ArticleViewProbe.webViews(under: window.window).first)
      ArticleViewWaits.waitForLoads(1, of: web, "the article to load")
      // At word starts: "paradise" is no match.
      GtkTestEnvironment.wait("three matches highlighted") {
        ArticleView.highlightedMatchCount(in: view) == 3
      }
      model.html = "<p>One radish.</p>"
      ArticleViewWaits.waitForLoads(2, of: web, "the next article to load")
      GtkTestEnvironment.wait("the next article highlighted too") {
        ArticleView.highlightedMatchCount(in: view) == 1
      }
      highlight.text = ""
      GtkTestEnvironment.wait("no highlight once cleared") {
        ArticleView.highlightedMatchCount(in: view) == 0
      }
    }
  }

  /// Waits until `web` no longer shows `before` and has come to rest (scrolling is animated).
  @MainActor
  private static func waitToScrollAndRest(
    _ web: UnsafeMutablePointer<GtkWidget>, from before: [UInt8], _ what: String
  ) {
    var previous = before
    ArticleViewWaits.waitForSnapshot(of: web, what) { now in
      defer { previous = now }
      return ArticleViewWaits.difference(now, before) > 0.1
        && ArticleViewWaits.difference(now, previous) == 0
    }
  }
}

/// The highlighted text, as an app's search model would hold it.
@MainActor @Observable
final class HighlightModel {
  var text = ""
}
