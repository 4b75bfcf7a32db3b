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
      XCTAssertEqual(ArticleViewProbe.uri(of: web)?.hasPrefix("about:blank"), true)
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

  /// An article given while the empty page of `prepare(_:)` is still loading is the one shown
  /// and reported, once: under blocked remote content (its load waits for the filter) and
  /// without a link (its address, about:blank, is not the empty page's).
  func testAnArticleGivenAtOnceAfterPrepareIsTheOneShownAndReported() throws {
    try MainActor.assumeIsolated {
      for (html, link, remote) in [
        (
          "<p>Blocked, right after prepare.</p>", URL(string: "https://example.org/post"),
          RemoteContent.blocked
        ),
        ("<p>No link, right after prepare.</p>", nil, RemoteContent.allowed),
      ] {
        let model = ArticleModel()
        model.link = link
        var shown: [ShownArticle] = []
        let article = ArticleView(html: model.html, baseURL: model.link)
          .remoteContent(remote).onFinishShowing { shown.append($0) }.makeGtkWidget()
        let window = GtkTestWindow(child: article, width: 640, height: 480)
        defer { window.close() }
        ArticleView.prepare(article)
        model.html = html
        GtkTestEnvironment.wait("the article to be reported", timeout: 30) { !shown.isEmpty }
        XCTAssertEqual(shown, [ShownArticle(html: html, baseURL: link)])
        let web = try XCTUnwrap(ArticleViewProbe.webViews(under: window.window).first)
        XCTAssertEqual(ArticleViewWaits.matches(of: "right after prepare", in: web), 1, html)
        MainContext.run(forSeconds: 0.5)
        XCTAssertEqual(shown.count, 1, "reported again: \(shown)")
      }
    }
  }

  /// Focus asked for before the first article waits for it, prepared web view or not: the empty
  /// page never takes the keyboard.
  func testFocusAskedBeforeTheFirstArticleWaitsForItAfterPrepare() throws {
    try MainActor.assumeIsolated {
      let model = ArticleModel()
      let article = ArticleView(html: model.html, baseURL: model.link).makeGtkWidget()
      let window = GtkTestWindow(child: article, width: 640, height: 480)
      defer { window.close() }
      ArticleView.prepare(article)
      let web = try XCTUnwrap(
        ArticleViewWaits.webView(under: window.window, "the web view made by prepare"))
      ArticleViewWaits.waitForLoads(1, of: web, "the empty page to load")
      XCTAssertTrue(ArticleView.focus(article))
      MainContext.run(forSeconds: 0.2)
      XCTAssertEqual(gtk_widget_has_focus(web), 0, "the empty page took the focus")
      model.html = "<p>Now there is something to read.</p>"
      GtkTestEnvironment.wait("the article to take the focus") {
        gtk_widget_has_focus(web) != 0 || gtk_widget_is_focus(web) != 0
      }
    }
  }
}
