import Foundation
import GtkGlue
import Overshoot
import WebKitLoader

/// The widget an `ArticleView` makes: an empty box until the first article with any HTML, or
/// `ArticleView.prepare(_:)`, makes its web view (and so WebKit's web and network processes). A
/// window that shows an article pane at start-up pays for WebKit only then.
@MainActor
final class ArticleHolder {
  /// Where clicked links go; handed to the page once there is one.
  var openLink: @MainActor (URL) -> Void = ArticleLinks.openOnDesktop {
    didSet { page?.openLink = openLink }
  }
  /// Called once the article shown has finished loading; handed to the page once there is one.
  var onFinishShowing: (@MainActor (ShownArticle) -> Void)? {
    didSet { page?.onFinishShowing = onFinishShowing }
  }
  /// Called when Space finds the article already at its end (WebKit hands back a Space its page
  /// could not scroll with); nil lets the key go on.
  var onSpaceAtEnd: (@MainActor () -> Void)?
  /// Called when Shift+Space finds the article already at its top, handed back the same way;
  /// nil lets the key go on.
  var onShiftSpaceAtStart: (@MainActor () -> Void)?
  /// The box (not retained here: the widget owns its holder).
  let box: UnsafeMutablePointer<GtkWidget>
  /// The web view's page, once an article was shown or the view prepared.
  private(set) var page: ArticlePage?
  /// Whether the focus was asked for before there was an article to take it.
  private var wantsFocus = false
  /// The remote content rule of the article last given (or to come), for a web view made early.
  private var remoteContent = RemoteContent.allowed
  /// The text highlighted in the article, kept for the web view made later.
  private var highlight = ""
  /// What assistive technology calls the article: the box and, once made, the web view.
  var accessibleName: String? {
    didSet { nameForAssistiveTechnology() }
  }
  /// The WebKit library loaded for the first article, or by `prepare()` (WebKitGTK 6.0's soname).
  private let library: String
  /// Why WebKit could not be loaded, once that failed: the box shows it instead of articles.
  private(set) var unavailable: String?

  private static let dataKey = g_quark_from_static_string("overshoot-article-holder")

  /// Makes the box (floating), empty; `library` is loaded for the first article or `prepare()`.
  init(library: String = WebKitLibrary.name) {
    self.library = library
    box = Gtk.Box(orientation: GTK_ORIENTATION_VERTICAL, spacing: 0).widget
    box.hexpand = true
    box.vexpand = true
    let holder = ClosureBox(self, counted: .attached)
    g_object_set_qdata_full(
      UnsafeMutableRawPointer(box).assumingMemoryBound(to: GObject.self), Self.dataKey,
      holder.retainedPointer(), { data in ClosureBox<Any>.releaseAny(data) })
    // After the web view (bubble): WebKit takes every key first, and puts a Space back on the
    // display's queue only when its page had nothing left to scroll, so it reaches the box.
    KeyboardShortcuts.add(["space"], to: box) { [weak self] in
      guard let action = self?.onSpaceAtEnd else { return false }
      action()
      return true
    }
    KeyboardShortcuts.add(["<Shift>space"], to: box) { [weak self] in
      guard let action = self?.onShiftSpaceAtStart else { return false }
      action()
      return true
    }
  }

  /// The holder of a box an `ArticleView` made, or nil for any other widget.
  static func attached(to widget: UnsafeMutablePointer<GtkWidget>) -> ArticleHolder? {
    guard
      let data = g_object_get_qdata(
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), dataKey)
    else { return nil }
    return ClosureBox<ArticleHolder>.carried(by: data)
  }

  /// Gives the keyboard focus to the web view; before it shows an article (no web view yet, or
  /// only the empty page of `prepare()`), it takes the focus with the first article. The box
  /// itself never takes the focus.
  @discardableResult
  func focus() -> Bool {
    guard let page, page.hasArticle else {
      wantsFocus = true
      return true
    }
    return page.webView.grabFocus()
  }

  /// Shows `html` at `baseURL` under `remoteContent`, loading WebKit and making the web view
  /// for the first article that has any HTML (unless `prepare()` made it); before that, nothing
  /// is made. When WebKit cannot be loaded the box says so (once) instead.
  func show(html: String, baseURL: URL?, remoteContent: RemoteContent) {
    self.remoteContent = remoteContent
    if page == nil {
      guard !html.isEmpty, unavailable == nil else { return }
      if let reason = WebKitLibrary.load(library) {
        unavailable = reason
        Gtk.Box(box).append(ArticleUnavailable.status(reason: reason).makeGtkWidget())
        return
      }
      makePage()
    }
    page?.setRemoteContent(remoteContent)
    page?.show(html: html, baseURL: baseURL)
    if wantsFocus, let page, page.hasArticle {
      wantsFocus = false
      page.webView.grabFocus()
    }
  }

  /// Loads WebKit, makes the web view and has it start WebKit's processes on an empty page, so
  /// the first article loads as fast as later ones; nothing once there is a web view. A WebKit
  /// that cannot be loaded is left for the first article to report.
  func prepare() {
    guard page == nil, unavailable == nil, WebKitLibrary.load(library) == nil else { return }
    makePage()
    // The rule the first article will be shown under, so a blocking filter is compiled now too.
    page?.setRemoteContent(remoteContent)
    page?.prepare()
  }

  /// Makes the web view, in the box, with what was asked of it before.
  private func makePage() {
    let made = ArticlePage()
    made.openLink = openLink
    made.onFinishShowing = onFinishShowing
    made.setHighlight(highlight)
    Gtk.Box(box).append(made.webView)
    page = made
    nameForAssistiveTechnology()
  }

  /// Gives the box and the web view the article's accessible name, if it has one.
  private func nameForAssistiveTechnology() {
    guard let accessibleName else { return }
    Accessibility.setLabel(accessibleName, of: box)
    if let page { Accessibility.setLabel(accessibleName, of: page.webView) }
  }

  /// Highlights `text` in the article shown and in every one after (empty: no highlight).
  func setHighlight(_ text: String) {
    highlight = text
    page?.setHighlight(text)
  }
}
