import CGtk
import Foundation
import GtkGlue
@_spi(Testing) import OvershootWebKit
import XCTest

/// Waiting on an `ArticleView`'s web view in tests, each wait with a deadline and the name of
/// what it waits for: loads, the text WebKit laid out (its find controller; the page's
/// JavaScript is off, and WebKit then refuses API scripts too), and snapshots.
@MainActor
public enum ArticleViewWaits {
  /// How long a web view load may take: the first one starts WebKit's web and network
  /// processes, under Xvfb with software rendering on a shared machine.
  public static let loadDeadline = 60.0

  /// Waits until `web` has finished `count` loads and is not loading.
  public static func waitForLoads(
    _ count: Int, of web: UnsafeMutablePointer<GtkWidget>, _ what: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    GtkTestEnvironment.wait(what, timeout: loadDeadline, file: file, line: line) {
      ArticleViewProbe.finishedLoads(of: web) >= count && !ArticleViewProbe.isLoading(web)
    }
  }

  /// The article web view in `window` once its first article has loaded, with the keyboard
  /// focus (the window focused on the X server, the view in it) for real keys.
  @discardableResult
  public static func focusedWebView(
    in window: GtkTestWindow, _ what: String, file: StaticString = #filePath, line: UInt = #line
  ) throws -> UnsafeMutablePointer<GtkWidget> {
    let web = try XCTUnwrap(
      ArticleViewProbe.webViews(under: window.window).first, file: file, line: line)
    waitForLoads(1, of: web, what, file: file, line: line)
    gtk_window_set_title(window.window.checked(as: GtkWindow.self), "Article")
    try GtkTestWindow.focus(window.window)
    gtk_widget_grab_focus(web)
    MainContext.run(forSeconds: 0.3)
    return web
  }

  /// Waits until an article web view exists under `root` (it is made for the first article)
  /// and returns it.
  public static func webView(
    under root: UnsafeMutablePointer<GtkWidget>, _ what: String, file: StaticString = #filePath,
    line: UInt = #line
  ) -> UnsafeMutablePointer<GtkWidget>? {
    GtkTestEnvironment.wait(what, timeout: 10, file: file, line: line) {
      !ArticleViewProbe.webViews(under: root).isEmpty
    }
    return ArticleViewProbe.webViews(under: root).first
  }

  /// Waits until a snapshot of the visible part satisfies `condition` (scrolling is animated).
  public static func waitForSnapshot(
    of web: UnsafeMutablePointer<GtkWidget>, _ what: String, file: StaticString = #filePath,
    line: UInt = #line, until condition: ([UInt8]) -> Bool
  ) {
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline {
      if condition(snapshot(of: web)) { return }
      MainContext.run(forSeconds: 0.1)
    }
    XCTFail("timed out after 10 s waiting for \(what)", file: file, line: line)
  }

  /// The share of painted bytes (the background is transparent) that differ between two
  /// snapshots of the same size: about 0 for the same view, near 1 once the lines moved.
  public static func difference(_ first: [UInt8], _ second: [UInt8]) -> Double {
    guard first.count == second.count, !first.isEmpty else { return 1 }
    var (painted, differing) = (0, 0)
    for (a, b) in zip(first, second) where a != 0 || b != 0 {
      painted += 1
      if a != b { differing += 1 }
    }
    return painted == 0 ? 0 : Double(differing) / Double(painted)
  }

  /// The visible part's pixels, waited for at most 20 s.
  public static func snapshot(of web: UnsafeMutablePointer<GtkWidget>) -> [UInt8] {
    var pixels: [UInt8]?
    ArticleViewProbe.snapshot(of: web) { pixels = $0 }
    GtkTestEnvironment.wait("WebKit to take a snapshot", timeout: 20) { pixels != nil }
    return pixels ?? []
  }

  /// How often `text` appears in the page as WebKit laid it out, waited for at most 20 s.
  public static func matches(
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
