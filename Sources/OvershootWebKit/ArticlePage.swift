import Foundation
import GtkGlue
import WebKitLoader

/// The live side of an `ArticleView`: one WebKit web view with safe settings, the article it
/// shows, and the navigation policy that keeps it on that article. Kept in the web view's data,
/// so it lives exactly as long as the widget.
@MainActor
final class ArticlePage {
  /// Where clicked links go; replaced on every update of the view.
  var openLink: @MainActor (URL) -> Void = ArticleLinks.openOnDesktop
  /// The web view (not retained here: the widget owns this page, not the other way round).
  let webView: UnsafeMutablePointer<GtkWidget>
  /// The article shown (or being loaded) and its address.
  private(set) var shown: (html: String, base: String)?
  /// The article shown as the view was given it, for `onFinishShowing`.
  private var shownArticle: ShownArticle?
  /// Called once a load of the article shown has finished (not one given up for a newer one).
  var onFinishShowing: (@MainActor (ShownArticle) -> Void)?
  /// Whether the empty page of `prepare()` may still load: until an article is given.
  private var isPreparing = false
  /// Whether the load under way failed (WebKit says so for a load a newer one cancelled,
  /// before its `FINISHED`).
  private var loadFailed = false
  /// The address of our own load not yet let through the policy check.
  private var pendingLoad: String?
  /// Loads that finished since the view was made (tests wait on it).
  private(set) var finishedLoads = 0
  /// Links handed to `openLink` since the view was made.
  private(set) var linksOpened = 0
  /// Whether the page may load remote content; the article waits for the filter when not.
  private var remoteContent = RemoteContent.allowed
  /// Whether blocking is in place (the filter, or images off should it have failed to compile).
  private var isBlocking = false
  /// The text highlighted in the article (empty: none); see `ArticlePage+Highlight.swift`.
  var highlight = ""
  /// The matches WebKit highlighted for `highlight` in the article shown (0 until it said).
  var highlightedMatches = 0

  private static let dataKey = g_quark_from_static_string("overshoot-article-page")

  /// Makes the web view (floating) and its page.
  init() {
    webView = overshoot_webkit_web_view_new()
    let view = Self.view(webView)
    ArticleSettings.apply(
      to: overshoot_webkit_web_view_get_settings(view), font: DocumentFont.current())
    let sheet = overshoot_webkit_user_style_sheet_new(
      ArticleStyleSheet.css, WEBKIT_USER_CONTENT_INJECT_TOP_FRAME, WEBKIT_USER_STYLE_LEVEL_USER,
      nil, nil)
    overshoot_webkit_user_content_manager_add_style_sheet(
      overshoot_webkit_web_view_get_user_content_manager(view), sheet)
    overshoot_webkit_user_style_sheet_unref(sheet)
    // Transparent: the window's own light or dark background shows behind the text.
    var clear = GdkRGBA(red: 0, green: 0, blue: 0, alpha: 0)
    overshoot_webkit_web_view_set_background_color(view, &clear)
    webView.hexpand = true
    webView.vexpand = true
    let box = ClosureBox(self, counted: .attached)
    g_object_set_qdata_full(
      UnsafeMutableRawPointer(webView).assumingMemoryBound(to: GObject.self), Self.dataKey,
      box.retainedPointer(), { data in ClosureBox<Any>.releaseAny(data) })
    connectPolicy()
    connectLoads()
    connectFinder()
  }

  /// The page of a web view an `ArticleView` made, or nil for any other widget.
  static func attached(to widget: UnsafeMutablePointer<GtkWidget>) -> ArticlePage? {
    guard
      overshoot_webkit_is_web_view(widget) != 0,
      let data = g_object_get_qdata(
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), dataKey)
    else { return nil }
    return ClosureBox<ArticlePage>.carried(by: data)
  }

  /// `widget` as the `WebKitWebView` it is.
  static func view(_ widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer {
    OpaquePointer(widget)
  }

  /// Shows `html` as the page at `baseURL` (relative links and images resolve against it);
  /// nothing happens when that article is already shown, or when a view that never showed
  /// anything is given no HTML.
  func show(html: String, baseURL: URL?) {
    let base = baseURL?.absoluteString ?? "about:blank"
    if let shown, shown.html == html, shown.base == base { return }
    // A new view is blank already: no web process starts until there is something to show.
    if shown == nil, html.isEmpty { return }
    // The empty page, if it has not started, is not wanted any more.
    isPreparing = false
    shown = (html, base)
    shownArticle = ShownArticle(html: html, baseURL: baseURL)
    load()
  }

  /// Starts WebKit's web and network processes with an empty page before any article, so the
  /// first one loads as later ones do; its load reports nothing. Nothing once an article was
  /// given.
  func prepare() {
    guard shown == nil, !isPreparing else { return }
    isPreparing = true
    overshoot_webkit_web_view_load_html(Self.view(webView), "", Self.preparedAddress)
  }

  /// Whether an article was given to show (not only the empty page of `prepare()`).
  var hasArticle: Bool { shown != nil }

  /// The address of the empty page `prepare()` loads: one no article has (an article without a
  /// link is at `about:blank`), so its load is told from an article's.
  private static let preparedAddress = "about:blank#overshoot-prepared"

  /// Lets the page load remote content or not; an article shown is loaded again under the new
  /// rule (a blocked one drops the images it had, an allowed one fetches them).
  func setRemoteContent(_ policy: RemoteContent) {
    guard policy != remoteContent else { return }
    remoteContent = policy
    let settings = overshoot_webkit_web_view_get_settings(Self.view(webView))
    switch policy {
    case .allowed:
      overshoot_webkit_settings_set_auto_load_images(settings, 1)
      if isBlocking, let filter = RemoteContentFilter.shared.filter {
        overshoot_webkit_user_content_manager_remove_filter(contentManager, filter)
      }
      isBlocking = false
      load()
    case .blocked:
      RemoteContentFilter.shared.whenReady { [weak self] in self?.applyBlocking() }
    }
  }

  /// Adds the compiled filter (or, should it have failed to compile, turns images off), then
  /// loads the article that waited for it.
  private func applyBlocking() {
    guard remoteContent == .blocked, !isBlocking else { return }
    if let filter = RemoteContentFilter.shared.filter {
      overshoot_webkit_user_content_manager_add_filter(contentManager, filter)
    } else {
      overshoot_webkit_settings_set_auto_load_images(
        overshoot_webkit_web_view_get_settings(Self.view(webView)), 0)
    }
    isBlocking = true
    load()
  }

  /// Loads the article shown, unless remote content is blocked and the filter is not in place
  /// yet (then `applyBlocking` loads it).
  private func load() {
    guard let shown, remoteContent == .allowed || isBlocking else { return }
    pendingLoad = shown.base
    overshoot_webkit_web_view_load_html(Self.view(webView), shown.html, shown.base)
  }

  private var contentManager: OpaquePointer {
    overshoot_webkit_web_view_get_user_content_manager(Self.view(webView))
  }

  private func connectPolicy() {
    typealias Trampoline =
      @convention(c) (gpointer?, gpointer?, WebKitPolicyDecisionType, gpointer?) -> gboolean
    let trampoline: Trampoline = { _, decision, type, data in
      let box = ClosureBox<@MainActor (gpointer, WebKitPolicyDecisionType) -> Bool>.from(data)
      guard let decision else { return 0 }
      return MainActor.assumeIsolated { box.closure(decision, type) } ? 1 : 0
    }
    let decide: @MainActor (gpointer, WebKitPolicyDecisionType) -> Bool = { [weak self] in
      self?.decide($0, type: $1) ?? false
    }
    _ = connectSignal(
      webView, "decide-policy", decide, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
  }

  private func connectLoads() {
    typealias Trampoline = @convention(c) (gpointer?, WebKitLoadEvent, gpointer?) -> Void
    let trampoline: Trampoline = { _, event, data in
      let box = ClosureBox<@MainActor (WebKitLoadEvent) -> Void>.from(data)
      MainActor.assumeIsolated { box.closure(event) }
    }
    let changed: @MainActor (WebKitLoadEvent) -> Void = { [weak self] in self?.loadChanged($0) }
    _ = connectSignal(
      webView, "load-changed", changed, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    typealias FailedTrampoline =
      @convention(c) (gpointer?, WebKitLoadEvent, UnsafePointer<CChar>?, gpointer?, gpointer?)
      -> gboolean
    let failedTrampoline: FailedTrampoline = { _, _, _, _, data in
      let box = ClosureBox<@MainActor () -> Void>.from(data)
      MainActor.assumeIsolated { box.closure() }
      return 0
    }
    let failed: @MainActor () -> Void = { [weak self] in self?.loadFailed = true }
    _ = connectSignal(
      webView, "load-failed", failed,
      trampoline: unsafeBitCast(failedTrampoline, to: GCallback.self))
  }

  /// Counts finished loads and reports the article shown once its own load has finished; a
  /// load that failed (cancelled by a newer article's) reports nothing.
  private func loadChanged(_ event: WebKitLoadEvent) {
    switch event {
    case WEBKIT_LOAD_STARTED:
      loadFailed = false
      // A new document has none of the old one's highlights.
      highlightedMatches = 0
    case WEBKIT_LOAD_FINISHED:
      finishedLoads += 1
      let failed = loadFailed
      loadFailed = false
      // The empty page of `prepare()` is no article, whatever was given to show meanwhile.
      let uri = overshoot_webkit_web_view_get_uri(Self.view(webView)).map { String(cString: $0) }
      guard uri != Self.preparedAddress else { return }
      applyHighlight()
      guard !failed, pendingLoad == nil, let shownArticle else { return }
      onFinishShowing?(shownArticle)
    default:
      break
    }
  }

  /// Lets the article's own load through, hands clicked links on and refuses the rest; true
  /// when decided here. Responses (the article's content type) are WebKit's to decide.
  private func decide(_ decision: gpointer, type: WebKitPolicyDecisionType) -> Bool {
    let kind: ArticleNavigation.Kind
    switch type {
    case WEBKIT_POLICY_DECISION_TYPE_NAVIGATION_ACTION: kind = .other
    case WEBKIT_POLICY_DECISION_TYPE_NEW_WINDOW_ACTION: kind = .newWindow
    default: return false
    }
    let navigation = overshoot_webkit_navigation_decision(
      OpaquePointer(decision))
    let action = overshoot_webkit_navigation_policy_decision_get_navigation_action(navigation)
    let target =
      overshoot_webkit_uri_request_get_uri(overshoot_webkit_navigation_action_get_request(action))
      .map { String(cString: $0) } ?? ""
    let navigationKind = kind == .newWindow ? .newWindow : Self.kind(of: action)
    let policy = OpaquePointer(decision)
    if isPreparing, navigationKind == .other, target == Self.preparedAddress {
      overshoot_webkit_policy_decision_use(policy)
      return true
    }
    let outcome = ArticleNavigation.decide(
      kind: navigationKind, target: target, pendingLoad: pendingLoad, shown: shown?.base)
    switch outcome {
    case .allow:
      if navigationKind == .other { pendingLoad = nil }
      overshoot_webkit_policy_decision_use(policy)
    case .openLink(let url):
      overshoot_webkit_policy_decision_ignore(policy)
      linksOpened += 1
      openLink(url)
    case .refuse:
      overshoot_webkit_policy_decision_ignore(policy)
    }
    return true
  }

  private static func kind(of action: OpaquePointer?) -> ArticleNavigation.Kind {
    switch overshoot_webkit_navigation_action_get_navigation_type(action) {
    case WEBKIT_NAVIGATION_TYPE_LINK_CLICKED: .linkClicked
    case WEBKIT_NAVIGATION_TYPE_FORM_SUBMITTED, WEBKIT_NAVIGATION_TYPE_FORM_RESUBMITTED:
      .formSubmission
    case WEBKIT_NAVIGATION_TYPE_RELOAD: .reload
    case WEBKIT_NAVIGATION_TYPE_BACK_FORWARD: .backForward
    default: .other
    }
  }
}
