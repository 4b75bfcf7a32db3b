import CGtk
import Foundation
import GtkGlue
import GtkTestSupport
import Observation
import Overshoot
@_spi(Testing) import OvershootWebKit
import XCTest

/// `ArticleView` makes its WebKit web view with the first article that has any HTML: a window
/// that shows an empty article view has no web view (and starts no WebKit process) until then.
final class ArticleViewFirstUseTests: GtkTestCase {
  func testNoWebViewUntilTheFirstArticleThenOneThatShowsIt() throws {
    try MainActor.assumeIsolated {
      let model = ArticleModel()
      let window = GtkTestWindow(
        child: ArticleView(html: model.html, baseURL: model.link).makeGtkWidget(), width: 640,
        height: 480)
      defer { window.close() }
      // A few frames with nothing to show.
      MainContext.run(forSeconds: 0.5)
      XCTAssertEqual(
        WidgetsOfType.count(named: "WebKitWebView", under: window.window), 0,
        "a web view was made before there was an article")

      model.html = "<p>The first article, at last.</p>"
      let web = try XCTUnwrap(
        ArticleViewWaits.webView(under: window.window, "the web view for the first article"))
      XCTAssertEqual(WidgetsOfType.count(named: "WebKitWebView", under: window.window), 1)
      ArticleViewWaits.waitForLoads(1, of: web, "the first article to load")
      XCTAssertEqual(ArticleViewWaits.matches(of: "The first article", in: web), 1)

      model.html = "<p>The second one.</p>"
      ArticleViewWaits.waitForLoads(2, of: web, "the second article to load")
      XCTAssertEqual(ArticleViewWaits.matches(of: "The second one", in: web), 1)
      XCTAssertEqual(
        WidgetsOfType.count(named: "WebKitWebView", under: window.window), 1,
        "the next article reuses the web view")
    }
  }

  func testPrepareStartsWebKitOnAnEmptyPageThatIsNeverReportedAsAnArticle() throws {
    try MainActor.assumeIsolated {
      let model = ArticleModel()
      var shown: [ShownArticle] = []
      let article = ArticleView(html: model.html, baseURL: model.link)
        .onFinishShowing { shown.append($0) }.makeGtkWidget()
      let window = GtkTestWindow(child: article, width: 640, height: 480)
      defer { window.close() }
      XCTAssertFalse(ArticleView.prepare(window.window), "a window is no article view")

      XCTAssertTrue(ArticleView.prepare(article))
      let web = try XCTUnwrap(
        ArticleViewWaits.webView(under: window.window, "the web view made by prepare"))
      ArticleViewWaits.waitForLoads(1, of: web, "the empty page to load")
      XCTAssertEqual(ArticleViewProbe.uri(of: web), "about:blank")
      MainContext.run(forSeconds: 0.2)
      XCTAssertEqual(shown, [], "the empty page was reported as an article")

      // A second prepare changes nothing; the first article then loads in the same web view.
      XCTAssertTrue(ArticleView.prepare(article))
      model.html = "<p>The first article, WebKit already running.</p>"
      ArticleViewWaits.waitForLoads(2, of: web, "the first article to load")
      XCTAssertEqual(ArticleViewWaits.matches(of: "WebKit already running", in: web), 1)
      GtkTestEnvironment.wait("the first article to be reported") { !shown.isEmpty }
      XCTAssertEqual(shown, [ShownArticle(html: model.html, baseURL: model.link)])
      XCTAssertEqual(WidgetsOfType.count(named: "WebKitWebView", under: window.window), 1)
    }
  }
}
