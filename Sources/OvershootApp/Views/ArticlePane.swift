import FeedCore
import Foundation
import Observation
import Overshoot
import OvershootAdwaita
import OvershootWebKit

/// The reader's third pane: the selected entry in an article view, with a bar holding Open in
/// Browser; a hint
/// while no entry is selected. The article view makes its web view with the first entry shown,
/// so a window opens without starting WebKit.
@MainActor
final class ArticlePane {
  /// What the pane shows, observed by its widgets.
  @MainActor @Observable
  final class Content {
    /// The entry shown, or nil before the first selection.
    var entryID: Int64?
    /// The article's page (`ArticleDocument`).
    var document = ""
    /// The entry's address, which relative links and images resolve against.
    var baseURL: URL?
    /// Whether articles load remote images and other remote content (the `remote-images`
    /// setting).
    var remoteContent = RemoteContent.allowed
    /// The search word highlighted in the article (empty: none).
    var highlight = ""
  }

  /// What the pane shows.
  let content = Content()
  /// The pane.
  let view: WidgetHandle
  /// The article view inside it, to give the keyboard focus to and to route Space to.
  let articleView: WidgetHandle
  /// Called by Escape and Alt+Left in the pane.
  var onLeave: @MainActor () -> Void = {}
  /// Called by Ctrl+Tab (false) and Ctrl+Shift+Tab (true) in the article; returns whether it
  /// moved the focus out of it.
  var onTabOut: @MainActor (_ backward: Bool) -> Bool = { _ in false }
  /// Called by Open in Browser with the entry shown.
  var onOpenInBrowser: @MainActor (Int64) -> Void = { _ in }
  /// Called when Space finds the article at its end (or fitting whole): read on.
  var onSpaceAtEnd: @MainActor () -> Void = {}
  /// Called when Shift+Space finds the article at its top (or fitting whole): read back.
  var onShiftSpaceAtStart: @MainActor () -> Void = {}
  /// Called with a link clicked in the article.
  var onOpenLink: @MainActor (URL) -> Void = { _ in }
  /// Called with an entry shown by `show(_:body:markReadWhenShown:)` once its article has
  /// finished loading, unless another entry was shown before.
  var onShownToMarkRead: @MainActor (Int64) -> Void = { _ in }
  /// The entry to hand to `onShownToMarkRead` once its article has finished loading.
  private var toMarkReadWhenShown: Int64?
  /// The entry whose article takes the keyboard focus when shown (Enter on its row).
  private var toFocusWhenShown: Int64?

  init() {
    let content = self.content
    weak var pane: ArticlePane?
    let articleView = WidgetHandle(
      ArticleView(html: content.document, baseURL: content.baseURL)
        .onOpenLink { url in pane?.onOpenLink(url) }
        .onFinishShowing { shown in pane?.finishedShowing(shown) }
        .remoteContent(content.remoteContent)
        .highlighting(content.highlight)
        .onSpaceAtEnd { pane?.onSpaceAtEnd() }
        .onShiftSpaceAtStart { pane?.onShiftSpaceAtStart() }
        .accessibilityLabel(tr("Article")))
    // Shown with the first entry, at once rather than on the next frame, so it can take the
    // focus then.
    articleView.isVisible = false
    self.articleView = articleView
    view = WidgetHandle(
      VStack {
        HStack {
          Spacer()
          Button(tr("Open in Browser")) {
            if let id = content.entryID { pane?.onOpenInBrowser(id) }
          }
          .help(tr("Open in Browser (o)")).disabled(content.entryID == nil)
        }
        .padding(6)
        // Nothing to open while no entry is shown: the status page says so alone.
        .hidden(content.entryID == nil)
        StatusPage(
          tr("No Entry Selected"), systemImage: "x-office-document-symbolic",
          description: tr("Select an entry to read it here.")
        )
        // The whole pane under the bar: a status page given only its natural height cut its
        // wrapped description in half.
        .frame(maxHeight: .infinity)
        .hidden(content.entryID != nil)
        articleView
      })
    pane = self
    // Seen first (capture), so the web view cannot keep them.
    KeyboardShortcuts.add(["Escape", "<Alt>Left"], to: view.gtkWidget, capture: true) {
      [weak self] in
      guard let self, self.content.entryID != nil else { return false }
      self.onLeave()
      return true
    }
    // Ctrl+Tab and Ctrl+Shift+Tab leave the article for the other panes, as they leave any GTK
    // widget whose Tab moves within it: in the web view Tab walks the page's links.
    KeyboardShortcuts.add(["<Control>Tab"], to: articleView.gtkWidget, capture: true) {
      [weak self] in self?.onTabOut(false) ?? false
    }
    KeyboardShortcuts.add(
      ["<Control><Shift>Tab", "<Control><Shift>ISO_Left_Tab"], to: articleView.gtkWidget,
      capture: true
    ) { [weak self] in self?.onTabOut(true) ?? false }
  }

  /// Starts WebKit for the article pane before its first article, so that one opens as fast
  /// as later ones.
  func prepareWebView() {
    ArticleView.prepare(articleView.gtkWidget)
  }

  /// Gives the keyboard focus to the article, where Space, Page Up/Down, Home and End scroll.
  func focusArticle() {
    ArticleView.focus(articleView.gtkWidget)
  }

  /// Gives the keyboard focus to the article of entry `id` when `show` shows it, unless another
  /// entry is shown first (the reader moved on).
  func focusWhenShown(_ id: Int64) {
    toFocusWhenShown = id
  }

  /// Shows `item`, whose content the store gave as `body`; with `markReadWhenShown`, hands it
  /// to `onShownToMarkRead` once the article view has finished showing it.
  func show(_ item: StoredEntry, body: EntryBody?, markReadWhenShown: Bool = false) {
    toMarkReadWhenShown = markReadWhenShown ? item.id : nil
    content.document = ArticleDocument.html(for: item, body: body)
    content.baseURL = item.entry.link.flatMap(URL.init(string:))
    content.entryID = item.id
    articleView.isVisible = true
    let focuses = toFocusWhenShown == item.id
    toFocusWhenShown = nil
    if focuses { focusArticle() }
  }

  /// Shows no entry ("No Entry Selected"): the reader went to another feed, whose list does not
  /// select the entry shown before.
  func clear() {
    toMarkReadWhenShown = nil
    toFocusWhenShown = nil
    content.entryID = nil
    content.document = ""
    content.baseURL = nil
    articleView.isVisible = false
  }

  /// The article view finished showing `shown`: the entry waiting for it, if that is its
  /// article (the view may report one the reader has since moved on from), is handed on once.
  private func finishedShowing(_ shown: ShownArticle) {
    guard let id = toMarkReadWhenShown, id == content.entryID, shown.html == content.document
    else { return }
    toMarkReadWhenShown = nil
    onShownToMarkRead(id)
  }
}
