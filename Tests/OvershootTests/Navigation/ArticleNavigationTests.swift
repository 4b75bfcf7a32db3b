import Foundation
import XCTest

@testable import OvershootWebKit

/// The article view's one navigation decision, without a web view: its own load goes ahead
/// once, a clicked link goes to the handler (an anchor in the article scrolls), anything else
/// the page asks for is refused.
final class ArticleNavigationTests: XCTestCase {
  private let article = "https://example.org/post"

  func testTheViewsOwnLoadGoesAheadAndNothingElseLoadsThatWay() {
    XCTAssertEqual(decide(.other, "https://example.org/post", pending: article), .allow)
    XCTAssertEqual(
      decide(.other, "https://example.org/post", pending: nil), .refuse,
      "a load the view did not start (a meta refresh to the same page)")
    XCTAssertEqual(decide(.other, "https://evil.example/", pending: article), .refuse)
  }

  func testAClickedLinkGoesToTheHandlerAndAnAnchorScrolls() {
    XCTAssertEqual(
      decide(.linkClicked, "https://example.org/more", pending: nil),
      .openLink(URL(string: "https://example.org/more")!))
    XCTAssertEqual(decide(.linkClicked, "https://example.org/post#note-1", pending: nil), .allow)
    XCTAssertEqual(
      decide(.linkClicked, "https://example.org/other#note-1", pending: nil),
      .openLink(URL(string: "https://example.org/other#note-1")!))
    XCTAssertEqual(decide(.linkClicked, "not a url", pending: nil), .refuse)
  }

  func testFormsReloadsHistoryAndNewWindowsAreRefused() {
    for kind in [ArticleNavigation.Kind.formSubmission, .reload, .backForward, .newWindow] {
      XCTAssertEqual(decide(kind, article, pending: article), .refuse, "\(kind)")
    }
  }

  private func decide(_ kind: ArticleNavigation.Kind, _ target: String, pending: String?)
    -> ArticleNavigation
  {
    ArticleNavigation.decide(kind: kind, target: target, pendingLoad: pending, shown: article)
  }
}
