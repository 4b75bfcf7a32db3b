import Foundation

/// What the article view does with a navigation: the one decision between showing the article
/// and letting a feed's page take the view over, kept as a pure function so it can be tested
/// without a web view.
enum ArticleNavigation: Equatable {
  /// The view's own load of the article (or an in-page jump to one of its anchors): go ahead.
  case allow
  /// A link the reader clicked: hand it to the link handler, stay on the article.
  case openLink(URL)
  /// Anything else the page asks for (a form, a refresh, a reload, a new window): refused.
  case refuse

  /// The decision for a navigation to `target`, of kind `kind`; `pendingLoad` is the address
  /// of the view's own load not yet started (nil when none is), `shown` the article's address.
  static func decide(
    kind: Kind, target: String, pendingLoad: String?, shown: String?
  ) -> ArticleNavigation {
    switch kind {
    case .linkClicked:
      guard let url = URL(string: target), url.scheme != nil else { return .refuse }
      // A footnote or a table of contents jumps within the article; WebKit scrolls to it.
      if let shown, url.fragment != nil, withoutFragment(target) == withoutFragment(shown) {
        return .allow
      }
      return .openLink(url)
    case .other:
      return target == pendingLoad ? .allow : .refuse
    case .newWindow, .formSubmission, .reload, .backForward:
      return .refuse
    }
  }

  /// How WebKit says a navigation came about, reduced to what the decision needs.
  enum Kind: Equatable {
    /// A click on a link (or Enter on a focused one).
    case linkClicked
    /// A navigation that asks for a new window (`target="_blank"`, the context menu).
    case newWindow
    /// A form sent (or sent again).
    case formSubmission
    /// Reload (the context menu).
    case reload
    /// Back or forward.
    case backForward
    /// Anything else: the view's own `load_html`, a `<meta http-equiv="refresh">`.
    case other
  }

  private static func withoutFragment(_ address: String) -> Substring {
    address.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
  }
}
