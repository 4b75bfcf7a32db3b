import CGtk
import Foundation
import GtkGlue
import GtkTestSupport
import Observation
import Overshoot
@_spi(Testing) import OvershootWebKit
import TestSupport
import XCTest

/// `ArticleView.onFinishShowing(perform:)` against a loopback server whose image answers late:
/// the article is reported once its load (the slow image included) has finished, not before,
/// and an article replaced before it finished is never reported.
final class ArticleViewFinishShowingTests: GtkTestCase {
  /// An article whose image the server answers after `milliseconds`.
  static func article(_ words: String, port: Int, milliseconds: Int) -> String {
    "<p>\(words)</p><img src=\"http://127.0.0.1:\(port)/latency/\(milliseconds)/\(words.count)\">"
  }

  func testReportedOnceTheLoadFinishedAndNeverForAnArticleReplacedBeforeIt() throws {
    try MainActor.assumeIsolated {
      let server = try FeedServerProcess(script: FeedServerProcess.script, deadline: 120)
      let model = ArticleModel()
      // On the server: an https page would block its http image at once.
      model.link = server.url("/post")
      var shown: [ShownArticle] = []
      let window = GtkTestWindow(
        child: ArticleView(html: model.html, baseURL: model.link)
          .onFinishShowing { shown.append($0) }.makeGtkWidget(), width: 640, height: 480)
      defer { window.close() }

      // The first article starts WebKit; its image comes 3 s later.
      model.html = Self.article("Slow first", port: server.port, milliseconds: 3000)
      let web = try XCTUnwrap(
        ArticleViewWaits.webView(under: window.window, "the web view for the first article"))
      GtkTestEnvironment.wait("the article to start loading", timeout: 30) {
        ArticleViewProbe.isLoading(web)
      }
      GtkTestEnvironment.wait("the server to be asked for the image", timeout: 30) {
        MainContext.run(forSeconds: 0.1)
        return ((try? server.requests()) ?? []).contains { $0.hasPrefix("GET /latency/") }
      }
      MainContext.run(forSeconds: 1)
      XCTAssertEqual(shown, [], "reported while its image was still coming")
      GtkTestEnvironment.wait("the first article to be reported", timeout: 60) { !shown.isEmpty }
      XCTAssertEqual(shown, [ShownArticle(html: model.html, baseURL: model.link)])

      // Replaced while loading: only the one that replaced it is reported.
      let replaced = Self.article("Given up", port: server.port, milliseconds: 4000)
      model.html = replaced
      GtkTestEnvironment.wait("the replaced article to start loading", timeout: 30) {
        ArticleViewProbe.isLoading(web)
      }
      model.html = "<p>The one read.</p>"
      model.link = server.url("/read")
      GtkTestEnvironment.wait("the article read to be reported", timeout: 60) { shown.count > 1 }
      // Long enough for the given-up article's image to have come.
      MainContext.run(forSeconds: 5)
      XCTAssertEqual(
        shown.dropFirst().map(\.html), ["<p>The one read.</p>"],
        "an article replaced before it finished was reported")
      XCTAssertEqual(shown.last?.baseURL, server.url("/read"))
    }
  }
}
