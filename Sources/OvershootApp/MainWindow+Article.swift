import FeedCore
import Foundation
import Overshoot
import OvershootWebKit

/// The article pane: a selected entry (a click, the arrow keys, j and k) is shown beside the
/// timeline and marked read once its article has loaded (the `mark-read-on-open` setting); below
/// 600 px it covers the timeline until Back, Escape or Alt+Left. Enter and a double click read
/// the entry: its article is shown and takes the keyboard focus (Space pages it; Escape and
/// Alt+Left give the focus back to its row). The browser is a choice of its own: `o`, the entry
/// menu's and the article's Open in Browser.
extension MainWindow {
  func installArticlePane() {
    timeline.list.onSelectionChanged { [weak self] in self?.showSelectedEntry() }
    timeline.list.onActivate { [weak self] id in self?.read(entryID: id) }
    article.onBack = { [weak self] in self?.closeArticleNarrow() }
    article.onLeave = { [weak self] in self?.focusShownEntryRow() }
    article.onOpenInBrowser = { [weak self] id in self?.open(entryID: id) }
    article.onOpenLink = { [weak self] url in self?.openArticleLink(url) }
    article.onSpaceAtEnd = { [weak self] in self?.showNextUnread() }
    article.onShiftSpaceAtStart = { [weak self] in self?.showPreviousEntry() }
    // Space in the entry list pages the article shown (which takes the focus), as it does there.
    ArticleView.routeSpace(from: timeline.list.gtkWidget, to: article.articleView.gtkWidget)
    article.onShownToMarkRead = { [weak self] id in
      guard let self, self.settings?.markReadOnOpen ?? true else { return }
      self.setEntryRead(id, true)
    }
  }

  /// Enter or a double click on an entry: selects it, shows its article and gives the article
  /// the keyboard focus once shown (below 600 px the article covers the timeline, which does so).
  func read(entryID id: Int64) {
    guard storedEntry(id) != nil else { return }
    guard article.content.entryID != id else {
      // Shown already (a click or an arrow selected it first).
      if isNarrow { openArticleNarrow() } else { article.focusArticle() }
      return
    }
    article.focusWhenShown(id)
    // Selecting it shows it; selected already, its article is on its way.
    if timeline.list.selectedIDs.first != id { timeline.list.select([id]) }
  }

  /// Escape or Alt+Left in the article beside the timeline: the keyboard focus goes back to the
  /// shown entry's row.
  func focusShownEntryRow() {
    let list = timeline.list
    guard let id = article.content.entryID, let position = list.position(of: id) else { return }
    list.focusRow(at: position)
  }

  /// Reads the selected entry's content and shows it; a selection lost to a reload (the row's
  /// item replaced) is given back to the entry shown.
  func showSelectedEntry() {
    let list = timeline.list
    guard !isReselecting else { return }
    guard let id = list.selectedIDs.first else {
      if let shown = article.content.entryID, list.position(of: shown) != nil {
        // The row selected is the entry shown again; a read still under way for another is
        // stale (GTK 4.12 and later say nothing more when that row is then selected anew).
        articleRequested = shown
        isReselecting = true
        list.select([shown])
        isReselecting = false
      }
      return
    }
    // The latest selection wins, even when it is the entry shown already: a slower read for an
    // entry selected just before (Down, then Up at once) must not replace it.
    articleRequested = id
    guard id != article.content.entryID || (isNarrow && !isArticleOpenNarrow),
      let item = storedEntry(id)
    else { return }
    Task {
      let body = try? await model.store?.content(ofEntry: id)
      guard articleRequested == id else { return }
      // Read once its article has been shown (loaded), unless the reader marks entries read
      // themselves or moves on first.
      let markRead = !item.isRead && (settings?.markReadOnOpen ?? true)
      article.show(item, body: body ?? nil, markReadWhenShown: markRead)
      if isNarrow { openArticleNarrow() }
    }
  }

  /// Below 600 px, the article takes the timeline's place.
  func openArticleNarrow() {
    isArticleOpenNarrow = true
    syncSidebar()
    // The timeline, which had the focus, has gone: the article takes it, so Space reads on
    // and Escape goes back.
    article.focusArticle()
  }

  /// Back to the timeline, the focus on the entry that was shown.
  func closeArticleNarrow() {
    guard isArticleOpenNarrow else { return }
    isArticleOpenNarrow = false
    syncSidebar()
    let list = timeline.list
    if let id = article.content.entryID, let position = list.position(of: id) {
      list.focusRow(at: position)
    }
  }

  /// A link clicked in an article goes to the browser, as entries do; a failure is said in the
  /// notice with the link to copy.
  func openArticleLink(_ url: URL) {
    openInBrowser(url.absoluteString)
  }
}
