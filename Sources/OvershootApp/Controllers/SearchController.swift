import FeedCore
import Overshoot
import ReaderViews

/// Ctrl+F: the search bar over the timeline. Results from every feed replace the scope's entries
/// in the same recycled list as the reader types, their matched words highlighted, and the bar
/// says how many match; Escape brings
/// the scope back at the reader's place. `MainWindow` owns it; it reaches the timeline's reading
/// through two closures, not `MainWindow`.
@MainActor
final class SearchController {
  /// The feed model, whose store answers the search.
  let model: ReaderModel
  /// The state the views observe: the query searched for.
  let state: ReadingState
  /// The timeline, whose search bar it follows.
  let timeline: TimelineView
  /// The article pane, whose text highlights the query.
  let article: ArticlePane
  /// Saves the reader's place in the scope shown, before results replace it.
  var rememberPosition: @MainActor () -> Void = {}
  /// Makes an entry the place the scope opens at next (the one read when the search closed).
  var rememberEntry: @MainActor (Int64) -> Void = { _ in }
  /// Reads the timeline anew, the scope's entries or the search's matches.
  var reloadTimeline: @MainActor () async -> Void = {}
  /// The entry being read when the search closed, whose row takes the focus once the scope's
  /// entries are back.
  private var entryToFocus: Int64?

  /// A controller for `timeline`'s search bar.
  init(model: ReaderModel, state: ReadingState, timeline: TimelineView, article: ArticlePane) {
    self.model = model
    self.state = state
    self.timeline = timeline
    self.article = article
  }

  /// Adds `win.search` to `window` and follows the bar's text.
  func install(in window: Window) {
    // The highlight is shared by every row of the process: a new window starts without one.
    TimelineRow.searchHighlight = nil
    window.addAction(Action("search") { [weak self] in self?.openSearch() })
    timeline.searchBar.onSearch { [weak self] text in self?.search(for: text) }
    timeline.searchBar.onClose { [weak self] in self?.closeSearch() }
  }

  /// Opens the bar (or focuses it again), remembering the place in the scope first.
  func openSearch() {
    entryToFocus = nil
    if !timeline.searchBar.isOpen { rememberPosition() }
    timeline.searchBar.open()
  }

  /// Shows the entries matching `text` (the store answers off the main thread; the bar's delay
  /// makes it about one query per pause in typing). Text with no words shows the scope again.
  private func search(for text: String) {
    // Typing after the bar closed (the entry keeps its text) is not a search.
    guard timeline.searchBar.isOpen || text.isEmpty else { return }
    let query = SearchQuery(text).isEmpty ? "" : text
    guard query != state.searchQuery else { return }
    state.searchQuery = query
    TimelineRow.searchHighlight = query.isEmpty ? nil : SearchQuery(query)
    article.content.highlight = Self.articleHighlight(for: query)
    timeline.searchBar.status = ""
    Task {
      await reloadTimeline()
      // The bar closed: its text emptied, and this reload, not the close's, shows the scope.
      if query.isEmpty { focusEntryBeingRead() }
      await showMatchCount(for: query)
    }
  }

  /// Says in the bar how many entries of every feed match `query`, once its results are shown,
  /// unless the reader typed on meanwhile.
  private func showMatchCount(for query: String) async {
    guard !query.isEmpty, let feedStore = model.store else { return }
    let cap = 10_000
    let count = (try? await feedStore.searchCount(query, upTo: cap)) ?? 0
    guard query == state.searchQuery, timeline.searchBar.isOpen else { return }
    timeline.searchBar.status =
      count >= cap
      ? tr("%@ or more matches in all feeds", cap.formatted())
      : trn("%@ match in all feeds", "%@ matches in all feeds", count, count)
  }

  /// Escape: the scope's entries again, at the place the reader left them, with the keyboard
  /// focus on the entry being read (found by the search) rather than on the top row.
  private func closeSearch() {
    timeline.searchBar.isOpen = false
    Focus.move(to: timeline.list.gtkWidget)
    timeline.searchBar.status = ""
    TimelineRow.searchHighlight = nil
    article.content.highlight = ""
    entryToFocus = article.content.entryID
    // The scope opens at the entry found and read, rather than where the reader was before.
    if let id = entryToFocus { rememberEntry(id) }
    guard !state.searchQuery.isEmpty else {
      focusEntryBeingRead()
      return
    }
    state.searchQuery = ""
    Task {
      await reloadTimeline()
      focusEntryBeingRead()
    }
  }

  /// Puts the keyboard focus on the row of the entry being read when the search closed, when
  /// the list holds it.
  private func focusEntryBeingRead() {
    guard let id = entryToFocus, state.searchQuery.isEmpty,
      let position = timeline.list.position(of: id)
    else { return }
    timeline.list.focusRow(at: position)
  }

  /// The word of `query` highlighted in the article: WebKit highlights one text at a time, so
  /// the longest word, the one that says most about what is looked for ("" for no query).
  static func articleHighlight(for query: String) -> String {
    SearchQuery(query).words.max { $0.count < $1.count } ?? ""
  }
}
