import CGtk
import Foundation
import GtkGlue
import GtkTestSupport
import Observation
import Overshoot
@_spi(Testing) import OvershootWebKit
import XCTest

/// An article's model, as an app's would be.
@MainActor @Observable
final class ArticleModel {
  var html = ""
  var link = URL(string: "https://example.org/post")
}

/// `ArticleView` under real WebKitGTK: it shows the model's article and follows its changes,
/// never runs a feed's scripts, hands clicked links to its handler and stays on the article,
/// and scrolls with the keyboard once it has the focus.
final class ArticleViewTests: GtkTestCase {
  /// How long a web view load may take: the first one starts WebKit's web and network
  /// processes, under Xvfb with software rendering on a shared machine.
  static let loadDeadline = 60.0

  func testShowsTheArticleAndTheNextOneWhenTheModelChanges() throws {
    try MainActor.assumeIsolated {
      let model = ArticleModel()
      model.html = "<h1>First article</h1><p>Hello from the feed.</p>"
      let window = GtkTestWindow(
        child: ArticleView(html: model.html, baseURL: model.link).makeGtkWidget(), width: 640,
        height: 480)
      defer { window.close() }
      let web = try XCTUnwrap(ArticleViewProbe.webViews(under: window.window).first)
      Self.waitForLoads(1, of: web, "the first article to load")
      XCTAssertEqual(Self.matches(of: "Hello from the feed", in: web), 1)
      XCTAssertEqual(ArticleViewProbe.uri(of: web), "https://example.org/post")

      model.html = "<p>Second article.</p>"
      Self.waitForLoads(2, of: web, "the model's next article to load")
      XCTAssertEqual(Self.matches(of: "Second article", in: web), 1)
      XCTAssertEqual(Self.matches(of: "Hello from the feed", in: web), 0, "the first is gone")
    }
  }

  func testAFeedsScriptsAndHandlersNeverRun() throws {
    try MainActor.assumeIsolated {
      let model = ArticleModel()
      // Each would write its words into the page if it ran.
      model.html = """
        <p>Plain text.</p>
        <script>document.write('<p>script ran</p>');</script>
        <img src="missing.png" onerror="document.body.append('handler ran')">
        <body onload="document.body.append('onload ran')"></body>
        """
      let window = GtkTestWindow(
        child: ArticleView(html: model.html, baseURL: model.link).makeGtkWidget())
      defer { window.close() }
      let web = try XCTUnwrap(ArticleViewProbe.webViews(under: window.window).first)
      Self.waitForLoads(1, of: web, "the article with scripts to load")
      XCTAssertEqual(Self.matches(of: "Plain text", in: web), 1, "the article is shown")
      XCTAssertEqual(Self.matches(of: "script ran", in: web), 0, "a script ran")
      XCTAssertEqual(Self.matches(of: "handler ran", in: web), 0, "an error handler ran")
      XCTAssertEqual(Self.matches(of: "onload ran", in: web), 0, "a load handler ran")
    }
  }

  func testAClickedLinkGoesToTheHandlerAndTheViewStaysOnTheArticle() throws {
    try MainActor.assumeIsolated {
      let model = ArticleModel()
      model.html = "<p>Read <a href=\"/elsewhere\">the rest</a>.</p><p>The end.</p>"
      var opened: [URL] = []
      let window = GtkTestWindow(
        child: ArticleView(html: model.html, baseURL: model.link)
          .onOpenLink { opened.append($0) }.makeGtkWidget())
      defer { window.close() }
      let web = try XCTUnwrap(ArticleViewProbe.webViews(under: window.window).first)
      Self.waitForLoads(1, of: web, "the article with a link to load")
      gtk_window_set_title(window.window.checked(as: GtkWindow.self), "Article")
      try GtkTestWindow.focus(window.window)
      gtk_widget_grab_focus(web)
      MainContext.run(forSeconds: 0.3)
      // Real keys: Tab moves to the link, Enter follows it.
      try GtkTestWindow.pressKeys("Tab")
      MainContext.run(forSeconds: 0.3)
      try GtkTestWindow.pressKeys("Return")
      GtkTestEnvironment.wait("the link to reach the handler", timeout: 10) { !opened.isEmpty }
      XCTAssertEqual(opened, [URL(string: "https://example.org/elsewhere")!])
      MainContext.run(forSeconds: 0.5)
      XCTAssertEqual(ArticleViewProbe.uri(of: web), "https://example.org/post")
      XCTAssertEqual(ArticleViewProbe.finishedLoads(of: web), 1, "nothing else was loaded")
      XCTAssertEqual(Self.matches(of: "The end", in: web), 1, "the article is still shown")
    }
  }

  func testTheKeyboardScrollsTheFocusedArticle() throws {
    try MainActor.assumeIsolated {
      let model = ArticleModel()
      model.html = (1...200).map { "<p>Paragraph \($0)</p>" }.joined()
      let window = GtkTestWindow(
        child: ArticleView(html: model.html, baseURL: model.link).makeGtkWidget(), width: 480,
        height: 300)
      defer { window.close() }
      let web = try XCTUnwrap(ArticleViewProbe.webViews(under: window.window).first)
      Self.waitForLoads(1, of: web, "the long article to load")
      gtk_window_set_title(window.window.checked(as: GtkWindow.self), "Article")
      try GtkTestWindow.focus(window.window)
      gtk_widget_grab_focus(web)
      MainContext.run(forSeconds: 0.3)
      let top = Self.snapshot(of: web)
      XCTAssertFalse(top.isEmpty)
      try GtkTestWindow.pressKeys("End")
      // Scrolled, most of the view shows other lines; back at the top, it is the first view
      // again but for the overlay scroll indicator WebKit shows for a while.
      Self.waitForSnapshot(of: web, "End to scroll away from the top") {
        Self.difference($0, top) > 0.5
      }
      try GtkTestWindow.pressKeys("Home")
      Self.waitForSnapshot(of: web, "Home to scroll back to the top") {
        Self.difference($0, top) < 0.1
      }
      try GtkTestWindow.pressKeys("space")
      Self.waitForSnapshot(of: web, "Space to scroll down a page") {
        Self.difference($0, top) > 0.5
      }
    }
  }

  // MARK: - Waiting on the web view, each wait with a deadline and a name

  /// Waits until `web` has finished `count` loads and is not loading.
  @MainActor
  static func waitForLoads(
    _ count: Int, of web: UnsafeMutablePointer<GtkWidget>, _ what: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    GtkTestEnvironment.wait(what, timeout: loadDeadline, file: file, line: line) {
      ArticleViewProbe.finishedLoads(of: web) >= count && !ArticleViewProbe.isLoading(web)
    }
  }

  /// Waits until a snapshot of the visible part satisfies `condition` (scrolling is animated).
  @MainActor
  static func waitForSnapshot(
    of web: UnsafeMutablePointer<GtkWidget>, _ what: String, file: StaticString = #filePath,
    line: UInt = #line, until condition: ([UInt8]) -> Bool
  ) {
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline {
      let shot = snapshot(of: web)
      if ProcessInfo.processInfo.environment["ARTICLE_DEBUG"] != nil {
        print("snapshot \(what): \(shot.count) nonzero \(shot.filter { $0 != 0 }.count)")
      }
      if condition(shot) { return }
      MainContext.run(forSeconds: 0.1)
    }
    XCTFail("timed out after 10 s waiting for \(what)", file: file, line: line)
  }

  /// The share of painted bytes (the background is transparent) that differ between two
  /// snapshots of the same size: about 0 for the same view, near 1 once the lines moved.
  static func difference(_ first: [UInt8], _ second: [UInt8]) -> Double {
    guard first.count == second.count, !first.isEmpty else { return 1 }
    var (painted, differing) = (0, 0)
    for (a, b) in zip(first, second) where a != 0 || b != 0 {
      painted += 1
      if a != b { differing += 1 }
    }
    return painted == 0 ? 0 : Double(differing) / Double(painted)
  }

  /// The visible part's pixels, waited for at most 20 s.
  @MainActor
  static func snapshot(of web: UnsafeMutablePointer<GtkWidget>) -> [UInt8] {
    var pixels: [UInt8]?
    ArticleViewProbe.snapshot(of: web) { pixels = $0 }
    GtkTestEnvironment.wait("WebKit to take a snapshot", timeout: 20) { pixels != nil }
    return pixels ?? []
  }

  /// How often `text` appears in the page as WebKit laid it out, waited for at most 20 s.
  @MainActor
  static func matches(
    of text: String, in web: UnsafeMutablePointer<GtkWidget>, file: StaticString = #filePath,
    line: UInt = #line
  ) -> Int {
    var count: Int?
    ArticleViewProbe.countMatches(of: text, in: web) { count = $0 }
    GtkTestEnvironment.wait(
      "WebKit to count “\(text)” in the page", timeout: 20, file: file, line: line
    ) { count != nil }
    return count ?? -1
  }
}
