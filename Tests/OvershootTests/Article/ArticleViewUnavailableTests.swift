import CGtk
import Foundation
import GtkTestSupport
import XCTest

@testable import OvershootWebKit

/// WebKitGTK is loaded with the first article, not linked: when it cannot be loaded, the
/// article view says so where the article would be, and no web view is made.
final class ArticleViewUnavailableTests: GtkTestCase {
  /// The library's name as the test asks for it: one no system has.
  private static let missing = "libwebkitgtk-6.0-not-installed.so.4"

  func testALibraryThatCannotBeLoadedLeavesAStatusWhereTheArticleWouldBe() throws {
    try MainActor.assumeIsolated {
      let holder = ArticleHolder(library: Self.missing)
      let window = GtkTestWindow(child: holder.box, width: 640, height: 480)
      defer { window.close() }
      XCTAssertEqual(WidgetFinder.labelTexts(under: holder.box), [], "a status before an article")

      holder.show(html: "<p>An article.</p>", baseURL: nil, remoteContent: .allowed)
      let reason = try XCTUnwrap(holder.unavailable, "the load did not fail")
      XCTAssertTrue(reason.contains(Self.missing), "the reason names no library: \(reason)")
      XCTAssertEqual(WidgetsOfType.count(named: "WebKitWebView", under: window.window), 0)
      let texts = WidgetFinder.labelTexts(under: holder.box)
      XCTAssertTrue(texts.contains("Articles Cannot Be Shown"), "no status: \(texts)")
      XCTAssertTrue(texts.contains(reason), "the status does not say why: \(texts)")

      // The next article changes nothing: one status, still no web view.
      holder.show(html: "<p>The next one.</p>", baseURL: nil, remoteContent: .allowed)
      XCTAssertEqual(WidgetFinder.labelTexts(under: holder.box), texts)
      XCTAssertEqual(WidgetsOfType.count(named: "WebKitWebView", under: window.window), 0)
    }
  }

  func testWebKitLoadsByItsSonameWithEveryFunctionTheViewCalls() {
    MainActor.assumeIsolated {
      XCTAssertNil(WebKitLibrary.load(), "WebKitGTK 6.0 did not load")
      // A failed load of another name afterwards leaves the one loaded in use.
      XCTAssertNotNil(WebKitLibrary.load(Self.missing))
      XCTAssertNil(WebKitLibrary.load())
    }
  }
}
