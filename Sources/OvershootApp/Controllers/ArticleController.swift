import FeedCore
import Foundation
import Overshoot
import OvershootWebKit

/// The article pane: a selected entry (a click, the arrow keys, j and k) is shown beside the
/// timeline and marked read once its article has loaded (the `mark-read-on-open` setting); below
/// 600 px the split view goes on to it until Back, Escape or Alt+Left. Enter and a double click read
/// the entry: its article is shown and takes the keyboard focus (Space pages it; Escape and
/// Alt+Left give the focus back to its row). The browser is a choice of its own: `o`, the entry
/// menu's and the article's Open in Browser. `MainWindow` owns it; it reaches the timeline's
/// entries through `TimelineEntries`, not `MainWindow`.
@MainActor
final class ArticleController {
  /// The feed model, for the entries' content.
  let model: ReaderModel
  /// The state the views observe (the entry asked for, the search's query).
  let state: ReadingState
  /// The timeline, whose selection the article shows.
  let timeline: TimelineView
  /// The article pane it fills.
  let article: ArticlePane
  /// The columns: collapsed, an entry shown goes on to the article.
  let layout: ReaderLayout
  /// The timeline's entries and what the reader does to one.
  let entries: any TimelineEntries
  /// Whether an entry is marked read once its article is shown (the `mark-read-on-open`
  /// setting).
  var marksReadOnOpen: @MainActor () -> Bool = { true }

  /// A controller for `article`, showing what `timeline` selects.
  init(
    model: ReaderModel, state: ReadingState, timeline: TimelineView, article: ArticlePane,
    layout: ReaderLayout, entries: any TimelineEntries
  ) {
    self.model = model
    self.state = state
    self.timeline = timeline
    self.article = article
    self.layout = layout
    self.entries = entries
  }

  /// Follows the timeline's selection and activation, and the pane's links, keys and reading.
  func installPane() {
    timeline.list.onSelectionChanged { [weak self] in self?.showSelectedEntry() }
    timeline.list.onActivate { [weak self] id in self?.read(entryID: id) }
    article.onLeave = { [weak self] in self?.leaveArticle() }
    article.onOpenInBrowser = { [weak self] id in self?.entries.open(entryID: id) }
    article.onOpenLink = { [weak self] url in self?.openArticleLink(url) }
    article.onSpaceAtEnd = { [weak self] in self?.showNextUnread() }
    article.onShiftSpaceAtStart = { [weak self] in self?.showPreviousEntry() }
    // Space in the entry list pages the article shown (which takes the focus), as it does there.
    ArticleView.routeSpace(from: timeline.list.gtkWidget, to: article.articleView.gtkWidget)
    article.onShownToMarkRead = { [weak self] id in
      guard let self, self.marksReadOnOpen() else { return }
      self.entries.setEntryRead(id, true)
    }
  }

  /// Enter or a double click on an entry: selects it, shows its article and gives the article
  /// the keyboard focus once shown (below 600 px the split view goes on to the article).
  func read(entryID id: Int64) {
    guard entries.storedEntry(id) != nil else { return }
    guard article.content.entryID != id else {
      // Shown already (a click or an arrow selected it first).
      layout.preferredCompactColumn = .detail
      article.focusArticle()
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
    guard !state.isReselecting else { return }
    guard let id = list.selectedIDs.first else {
      if let shown = article.content.entryID, list.position(of: shown) != nil {
        // The row selected is the entry shown again; a read still under way for another is
        // stale (GTK 4.12 and later say nothing more when that row is then selected anew).
        state.articleRequested = shown
        state.isReselecting = true
        list.select([shown])
        state.isReselecting = false
      }
      return
    }
    // The latest selection wins, even when it is the entry shown already: a slower read for an
    // entry selected just before (Down, then Up at once) must not replace it.
    state.articleRequested = id
    guard id != article.content.entryID, let item = entries.storedEntry(id) else {
      // Selected again while collapsed on the entries: the article shown is the one asked for.
      if id == article.content.entryID { layout.preferredCompactColumn = .detail }
      return
    }
    Task {
      let body = try? await model.store?.content(ofEntry: id)
      guard state.articleRequested == id else { return }
      // Read once its article has been shown (loaded), unless the reader marks entries read
      // themselves or moves on first.
      let markRead = !item.isRead && marksReadOnOpen()
      article.show(item, body: body ?? nil, markReadWhenShown: markRead)
      // Collapsed, the split view goes on to the article (wide it shows already).
      layout.preferredCompactColumn = .detail
    }
  }

  /// Escape or Alt+Left in the article: back to the timeline (collapsed), the focus on the
  /// entry that was shown.
  func leaveArticle() {
    layout.preferredCompactColumn = .content
    // Collapsed, the split view gives the timeline's focus back (the row) as it returns.
    focusShownEntryRow()
  }

  /// A link clicked in an article goes to the browser, as entries do; a failure is said in the
  /// notice with the link to copy.
  func openArticleLink(_ url: URL) {
    entries.openInBrowser(url.absoluteString)
  }
}
