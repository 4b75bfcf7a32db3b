import CWebKit
import Foundation
import Overshoot

/// An article's HTML in a WebKitGTK web view, safe for what a feed sends, like a reader app's
/// article pane: `ArticleView(html: model.article, baseURL: model.link)`.
///
/// The HTML and address are read through autoclosures, so with an `@Observable` model the view
/// shows the new article when the model's value changes (at most once per frame). Safe by
/// default: the page's JavaScript neither runs nor parses, there are no plugins, and the page
/// cannot navigate the view: a clicked link goes to ``onOpenLink(perform:)``'s handler (by default the
/// desktop's handler for http, https and mailto links) and the view stays on the article.
/// Remote http(s) images load. Text follows the desktop's document font and GTK's light or dark
/// style, in a column about 40em wide; with the focus, Space, Page Up/Down, the arrows, Home and
/// End scroll it.
public struct ArticleView: Widget {
  let html: @MainActor () -> String
  let baseURL: @MainActor () -> URL?
  var openLink: @MainActor (URL) -> Void = ArticleLinks.openOnDesktop

  /// An article view showing `html` (a fragment or a document) as the page at `baseURL`, which
  /// relative links and images resolve against; both are read again when an observed property
  /// they use changes.
  public init(
    html: @autoclosure @escaping @MainActor () -> String,
    baseURL: @autoclosure @escaping @MainActor () -> URL? = nil
  ) {
    self.html = html
    self.baseURL = baseURL
  }

  /// Calls `action` with the address of a link the reader clicks (or activates with Enter),
  /// instead of handing it to the desktop; the view stays on the article either way.
  public func onOpenLink(perform action: @escaping @MainActor (URL) -> Void) -> ArticleView {
    var view = self
    view.openLink = action
    return view
  }

  /// Makes the web view.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let page = ArticlePage()
    _ = update(page.webView)
    return page.webView
  }

  /// Shows this article (and link handler) in a web view an `ArticleView` made.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard let page = ArticlePage.attached(to: widget) else { return false }
    page.openLink = openLink
    let (html, baseURL) = (self.html, self.baseURL)
    let show: @MainActor ((String, URL?), UnsafeMutablePointer<GtkWidget>) -> Void = {
      [weak page] article, _ in page?.show(html: article.0, baseURL: article.1)
    }
    ObservedContent.bind(widget, read: { (html(), baseURL()) }, apply: show)
    return true
  }
}
