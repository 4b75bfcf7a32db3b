import FeedCore
import Foundation
import Overshoot

/// The timeline's controller: which scope it shows, reading its entries a page at a time, the
/// place the reader left in each scope, the keys on its rows and what they do to an entry (read,
/// star, open in the browser). `MainWindow` owns it; it knows the views it drives, not
/// `MainWindow`.
@MainActor
final class TimelineController {
  /// The feed model the entries come from.
  let model: ReaderModel
  /// The state the views observe (the search's query, when the entries were read).
  let state: ReadingState
  /// The timeline view it fills.
  let timeline: TimelineView
  /// The columns: a scope picked while collapsed goes on to its entries.
  let layout: ReaderLayout
  /// The place the reader left in each scope.
  let positions: ReadingPositions
  /// The article pane, whose shown entry paging and the keys read on from.
  let article: ArticlePane
  /// The window: its size for the first screenful, its keys, the clipboard.
  let window: Window
  /// Opens a link in the browser; tests put a stand-in here.
  var openLink: @MainActor (String) throws(LinkOpener.Failure) -> Void = {
    link throws(LinkOpener.Failure) in
    try LinkOpener.open(link)
  }
  /// Called with a scope the reader picked, to save it for the next start.
  var onScopeChosen: @MainActor (EntryScope) -> Void = { _ in }

  /// A controller for `timeline`, its entries from `model`.
  init(
    model: ReaderModel, state: ReadingState, timeline: TimelineView, layout: ReaderLayout,
    positions: ReadingPositions, article: ArticlePane, window: Window
  ) {
    self.model = model
    self.state = state
    self.timeline = timeline
    self.layout = layout
    self.positions = positions
    self.article = article
    self.window = window
  }

  /// Shows `scope`'s entries, at the place the reader left them, after remembering the place
  /// in the scope shown.
  func select(_ scope: EntryScope) {
    guard scope != model.scope else { return }
    rememberPosition()
    // A notice belongs to where it happened; the reader has moved on, and the new list selects
    // nothing, so the article of the old one goes too.
    timeline.notice.hide()
    article.clear()
    // Collapsed, the pick goes on to its entries.
    layout.preferredCompactColumn = .content
    model.scope = scope
    onScopeChosen(scope)
    Task { await reloadTimeline(isNewScope: true) }
  }

  /// Reads the scope's entries, or those matching the search, a page at a time, and shows them.
  /// A new scope starts with the first page, read down to the saved position when there is one
  /// (search results start at the top); any other reload reads again the pages shown, with what
  /// arrived above them (see `TimelineController+Paging.swift`).
  /// With `screenfulFirst`, a new scope's first screenful is shown, `screenfulFirst` called
  /// (to present the window) and the rest of the page shown once that frame is painted.
  func reloadTimeline(
    isNewScope: Bool, screenfulFirst present: (@MainActor () -> Void)? = nil
  ) async {
    let (scope, query) = (model.scope, state.searchQuery)
    let shown = isNewScope ? [] : timeline.entries
    let saved = isNewScope && query.isEmpty ? positions.position(in: scope) : nil
    var entries: [StoredEntry]
    let readAt = Date()
    do {
      entries = try await readTimeline(scope: scope, query: query, shown: shown, reaching: saved)
    } catch {
      timeline.notice.show(tr("Couldn’t read the feed database: %@", "\(error)"), isError: true)
      return
    }
    // The reader switched scopes or typed on while this read was under way: a newer reload
    // shows that one.
    guard scope == model.scope, query == state.searchQuery else { return }
    if isNewScope { model.readInPlace = [] }
    entries = keepingPagesShownMeanwhile(entries, shown: shown)
    let empty = query.isEmpty ? emptyKind(hasEntries: !entries.isEmpty) : .noMatches(query: query)
    state.timelineReadAt = readAt
    timeline.hasMorePages = entries.count >= ReaderModel.pageSize || !shown.isEmpty
    guard let present, isNewScope, let screenful = firstScreenful(of: entries, restoring: saved)
    else {
      timeline.show(entries, isNewScope: isNewScope, empty: empty, restoring: saved)
      present?()
      return
    }
    timeline.show(
      Array(entries.prefix(screenful.count)), isNewScope: true, empty: empty, restoring: saved)
    await self.present(entries, screenful: screenful, present: present)
  }

  /// What the timeline says in place of entries, when it has none or the store is unusable.
  private func emptyKind(hasEntries: Bool) -> EmptyState.Kind? {
    if let error = model.storeError { return .storeUnavailable(error) }
    if model.subscriptions.isEmpty { return model.accounts.isEmpty ? .firstRun : .noFeeds }
    guard !hasEntries else { return nil }
    if model.scope == .starred { return .noStarred }
    let feeds = model.selectedFeed.map { [$0] } ?? model.subscriptions
    if !feeds.isEmpty, feeds.allSatisfy({ $0.lastError != nil && $0.lastSuccess == nil }) {
      // One feed is named: "your feeds" would say that more failed than did.
      return .offline(feeds.first?.lastError ?? "", feed: feeds.count == 1 ? feeds[0].title : nil)
    }
    return model.scope == .unread ? .noUnread : .noEntries(scopeName: scopeName)
  }

  /// The scope shown, named for a sentence: the title's name, but "your feeds" for them all.
  private var scopeName: String { model.scope == .all ? tr("your feeds") : model.scopeTitle }

  /// Makes entry `id`, at the top, the place the scope shown opens at next.
  func remember(entry id: Int64) {
    positions.remember(ReadingPosition(entry: id, rowOffset: 0), for: model.scope)
  }

  /// Saves the place the reader is at in the scope shown (not in search results).
  func rememberPosition() {
    // A place in search results is no place in the scope.
    guard state.searchQuery.isEmpty, let top = timeline.list.visibleRange?.first,
      let rowOffset = timeline.list.topRowOffset
    else { return }
    positions.remember(ReadingPosition(entry: top, rowOffset: rowOffset), for: model.scope)
  }
}
