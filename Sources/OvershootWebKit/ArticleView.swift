import Foundation
import Overshoot
import WebKitLoader

/// An article's HTML in a WebKitGTK web view, safe for what a feed sends, like a reader app's
/// article pane: `ArticleView(html: model.article, baseURL: model.link)`.
///
/// The HTML and address are read through autoclosures, so with an `@Observable` model the view
/// shows the new article when the model's value changes (at most once per frame). Safe by
/// default: the page's JavaScript neither runs nor parses, there are no plugins, and the page
/// cannot navigate the view: a clicked link goes to ``onOpenLink(perform:)``'s handler (by default the
/// desktop's handler for http, https and mailto links) and the view stays on the article.
/// Remote images and other resources load unless ``remoteContent(_:)`` blocks them. The web
/// view (and WebKit's processes) is made for the first article with any HTML, or earlier by
/// ``prepare(_:)``, so an empty view costs next to nothing. Text follows the desktop's document font and GTK's light or dark
/// style, in a column about 40em wide; with the focus, Space, Page Up/Down, the arrows, Home and
/// End scroll it. WebKit paints the article without GPU compositing: a page with no script
/// gains nothing from it, and WebKit's web process then holds no GL context (about 80 MB less
/// where GL is Mesa's software llvmpipe).
public struct ArticleView: Widget {
  let html: @MainActor () -> String
  let baseURL: @MainActor () -> URL?
  var openLink: @MainActor (URL) -> Void = ArticleLinks.openOnDesktop
  var remoteContent: @MainActor () -> RemoteContent = { .allowed }
  var finishShowing: (@MainActor (ShownArticle) -> Void)?
  var spaceAtEnd: (@MainActor () -> Void)?
  var shiftSpaceAtStart: (@MainActor () -> Void)?
  var highlight: @MainActor () -> String = { "" }
  var accessibleName: (@MainActor () -> String)?

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

  /// Calls `action` each time the view has finished showing an article: its load (images and
  /// style sheets included) is complete, so the reader can see it. A load given up because a
  /// newer article replaced it reports nothing; the article is passed so the handler can tell
  /// whether it is still the one wanted (the model may have moved on before the view caught
  /// up). An article loaded again (``remoteContent(_:)`` changed) is reported again.
  public func onFinishShowing(perform action: @escaping @MainActor (ShownArticle) -> Void)
    -> ArticleView
  {
    var view = self
    view.finishShowing = action
    return view
  }

  /// Whether the article loads remote images and everything else it points at on other
  /// servers (`.allowed`, the default) or makes no request at all (`.blocked`); read again when
  /// an observed property it uses changes, and the article shown then loads again under the new
  /// rule.
  public func remoteContent(
    _ policy: @autoclosure @escaping @MainActor () -> RemoteContent
  ) -> ArticleView {
    var view = self
    view.remoteContent = policy
    return view
  }

  /// Names the article for assistive technology, like SwiftUI's `accessibilityLabel(_:)`: the
  /// web view itself is named, once there is one, where the general modifier would name only
  /// the box it comes in later (GTK 4.8 read the web view as "WebKitWebView"). Read again when
  /// an observed property it uses changes.
  public func accessibilityLabel(_ label: @autoclosure @escaping @MainActor () -> String)
    -> ArticleView
  {
    var view = self
    view.accessibleName = label
    return view
  }

  /// Gives the keyboard focus to the article in `widget` (a view an `ArticleView` made), where
  /// Space, Page Up/Down, the arrows, Home and End scroll it; before the first article it takes
  /// the focus as it is shown. False for any other widget, or when the focus cannot move.
  @discardableResult
  public static func focus(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard let holder = ArticleHolder.attached(to: widget) else {
      ArticleLinks.warn("ArticleView.focus(_:) was given a widget that is not an article view")
      return false
    }
    return holder.focus()
  }

  /// Loads WebKit and starts its web and network processes for the article view `widget` (a
  /// view an `ArticleView` made) before its first article, so that article shows as fast as
  /// later ones. An app calls it once its window is up and idle: WebKit's processes then take
  /// their memory (about 220 MB resident here, most of it their libraries) whether or not an article is read. Nothing once the view
  /// has a web view; a WebKit that cannot be loaded is reported by the first article, as
  /// without it. False for any other widget.
  @discardableResult
  public static func prepare(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard let holder = ArticleHolder.attached(to: widget) else {
      ArticleLinks.warn("ArticleView.prepare(_:) was given a widget that is not an article view")
      return false
    }
    holder.prepare()
    return true
  }

  /// Makes the view's box; its web view comes with the first article that has any HTML, or
  /// with ``prepare(_:)``.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let holder = ArticleHolder()
    _ = update(holder.box)
    return holder.box
  }

  /// Shows this article (link handler, remote content rule) in a view an `ArticleView` made.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard let holder = ArticleHolder.attached(to: widget) else { return false }
    holder.openLink = openLink
    holder.onFinishShowing = finishShowing
    holder.onSpaceAtEnd = spaceAtEnd
    holder.onShiftSpaceAtStart = shiftSpaceAtStart
    let (html, baseURL, remoteContent) = (self.html, self.baseURL, self.remoteContent)
    let highlight = self.highlight
    typealias Article = (
      html: String, baseURL: URL?, remote: RemoteContent, highlight: String, name: String?
    )
    let show: @MainActor (Article, UnsafeMutablePointer<GtkWidget>) -> Void = {
      [weak holder] article, _ in
      if let name = article.name, holder?.accessibleName != name { holder?.accessibleName = name }
      holder?.show(html: article.html, baseURL: article.baseURL, remoteContent: article.remote)
      holder?.setHighlight(article.highlight)
    }
    let name = self.accessibleName
    ObservedContent.bind(
      widget, read: { (html(), baseURL(), remoteContent(), highlight(), name?()) },
      apply: show)
    return true
  }
}
