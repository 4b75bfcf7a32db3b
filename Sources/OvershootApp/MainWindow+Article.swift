import FeedCore
import Foundation
import Overshoot
import OvershootWebKit

/// The article pane: a selected entry (a click, the arrow keys, j and k) is shown beside the
/// timeline and marked read once its article has loaded (the `mark-read-on-open` setting); below 600 px it covers the timeline until Back, Escape
/// or Alt+Left. Enter and a double click still open the browser.
extension MainWindow {
  func installArticlePane() {
    timeline.list.onSelectionChanged { [weak self] in self?.showSelectedEntry() }
    article.onBack = { [weak self] in self?.closeArticleNarrow() }
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

  /// Reads the selected entry's content and shows it; a selection lost to a reload (the row's
  /// item replaced) is given back to the entry shown.
  func showSelectedEntry() {
    let list = timeline.list
    guard !isReselecting else { return }
    guard let id = list.selectedIDs.first else {
      if let shown = article.content.entryID, list.position(of: shown) != nil {
        isReselecting = true
        list.select([shown])
        isReselecting = false
      }
      return
    }
    guard id != article.content.entryID || (isNarrow && !isArticleOpenNarrow),
      let item = storedEntry(id)
    else { return }
    articleRequested = id
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
