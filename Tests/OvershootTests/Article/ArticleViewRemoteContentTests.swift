import CGtk
import Foundation
import GtkGlue
import GtkTestSupport
import Observation
import Overshoot
@_spi(Testing) import OvershootWebKit
import TestSupport
import XCTest

/// An article model with a remote content rule, as an app's settings would set it.
@MainActor @Observable
final class RemoteArticleModel {
  var html = ""
  var link: URL?
  var remoteContent = RemoteContent.blocked
}

/// `ArticleView.remoteContent(_:)` against a loopback server that records every request:
/// blocked, an article full of remote references makes none; allowed, it fetches them; a
/// change applies to the article shown.
final class ArticleViewRemoteContentTests: GtkTestCase {
  /// An article that points at the server in every way a page can ask for something.
  static func article(port: Int) -> String {
    let base = "http://127.0.0.1:\(port)"
    return """
      <link rel="stylesheet" href="\(base)/style.css">
      <link rel="preload" as="image" href="\(base)/preload.png">
      <link rel="prefetch" href="\(base)/prefetch.html">
      <link rel="icon" href="\(base)/favicon.ico">
      <style>@import url("\(base)/imported.css"); @font-face { font-family: F;
        src: url("\(base)/font.woff"); } p { font-family: F; }</style>
      <p>Words that need no server.</p>
      <img src="\(base)/a.png" alt="a">
      <img src="\(base)/b.png" srcset="\(base)/b-2x.png 2x" alt="b">
      <picture><source srcset="\(base)/c.webp" type="image/webp"><img src="\(base)/c.png"></picture>
      <video poster="\(base)/poster.png" src="\(base)/video.mp4" preload="auto"></video>
      <audio src="\(base)/audio.mp3" preload="auto"></audio>
      <div style="background-image: url('\(base)/background.png'); width: 10px; height: 10px">
      </div>
      <object data="\(base)/object.svg" type="image/svg+xml"></object>
      <embed src="\(base)/embed.svg" type="image/svg+xml">
      <iframe src="\(base)/frame.html"></iframe>
      <svg><image href="\(base)/svg-image.png" width="10" height="10"/></svg>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="inline">
      """
  }

  /// How long a blocked article is given after its load finished to ask for anything late
  /// (lazy images, media, fonts).
  static let grace = 2.0

  /// Shows `model`'s article in a window; returns the window and its web view.
  @MainActor
  static func show(_ model: RemoteArticleModel) throws
    -> (GtkTestWindow, UnsafeMutablePointer<GtkWidget>)
  {
    let window = GtkTestWindow(
      child: ArticleView(html: model.html, baseURL: model.link)
        .remoteContent(model.remoteContent).makeGtkWidget(), width: 640, height: 480)
    let web = try XCTUnwrap(
      ArticleViewWaits.webView(under: window.window, "the web view for the article"))
    return (window, web)
  }

  func testBlockedTheArticleAsksForNothingAndAllowedItFetches() throws {
    try MainActor.assumeIsolated {
      let server = try FeedServerProcess(script: FeedServerProcess.script, deadline: 120)
      let model = RemoteArticleModel()
      model.html = Self.article(port: server.port)
      model.link = server.url("/post")
      let (window, web) = try Self.show(model)
      defer { window.close() }
      ArticleViewWaits.waitForLoads(1, of: web, "the blocked article to load")
      MainContext.run(forSeconds: Self.grace)
      XCTAssertEqual(
        ArticleViewWaits.matches(of: "Words that need no server", in: web), 1,
        "the article itself is shown")
      XCTAssertEqual(try server.requests(), [], "a blocked article asked the server")

      // Allowed while shown: the article loads again and fetches what it points at, so the
      // same HTML would have asked had it not been blocked.
      model.remoteContent = .allowed
      ArticleViewWaits.waitForLoads(2, of: web, "the article to load again, allowed")
      server.waitForRequests(["GET /a.png"], "the server to see the article's image")
    }
  }

  func testAllowedItFetchesAndBlockedWhileShownItStops() throws {
    try MainActor.assumeIsolated {
      let server = try FeedServerProcess(script: FeedServerProcess.script, deadline: 120)
      let model = RemoteArticleModel()
      model.remoteContent = .allowed
      model.html = Self.article(port: server.port)
      model.link = server.url("/post")
      let (window, web) = try Self.show(model)
      defer { window.close() }
      ArticleViewWaits.waitForLoads(1, of: web, "the allowed article to load")
      // The img, the picture's source, the poster, the style attribute's background, the style
      // sheet and the preload: each a different way in, all asked for when allowed.
      let wanted = [
        "GET /a.png", "GET /c.webp", "GET /poster.png", "GET /background.png", "GET /style.css",
        "GET /preload.png",
      ]
      server.waitForRequests(wanted, "the server to see every kind of reference")
      // What the allowed article still asks for late (media, fonts) is not the blocked one's.
      MainContext.run(forSeconds: Self.grace)
      let before = try server.requests().count

      // Blocked while shown: the article loads again, and asks for nothing more (WebKit's
      // memory cache is no way round it: the rule applies before it).
      model.remoteContent = .blocked
      ArticleViewWaits.waitForLoads(2, of: web, "the article to load again, blocked")
      MainContext.run(forSeconds: Self.grace)
      let requests = try server.requests()
      XCTAssertEqual(
        Array(requests.dropFirst(before)), [], "asked for after it was blocked")
      XCTAssertEqual(ArticleViewWaits.matches(of: "Words that need no server", in: web), 1)
    }
  }
}
