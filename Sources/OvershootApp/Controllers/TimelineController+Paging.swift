import FeedCore
import Overshoot

/// The timeline a page at a time: the first page is shown, reaching the bottom reads the next
/// one (`ReaderModel.pageSize` entries after the last shown), and a reload reads again exactly
/// the pages shown, so a refresh neither drops what the reader scrolled through nor moves it.
extension TimelineController {
  /// Lets the timeline's loader read the next page.
  func installPaging() {
    timeline.onLoadMore = { [weak self] in try await self?.loadNextPage() }
  }

  /// What a reload reads: the pages `shown` again (down to the last of them, with whatever
  /// arrived above); on a new scope the first page, or down to the saved entry `saved`.
  func readTimeline(
    scope: EntryScope, query: String, shown: [StoredEntry], reaching saved: ReadingPosition?
  ) async throws(StoreError) -> [StoredEntry] {
    if let last = shown.last {
      return try await model.entries(in: scope, matching: query, through: last)
    }
    if let saved {
      return try await model.entries(in: scope, reaching: saved.entry)
    }
    return try await model.page(in: scope, matching: query, after: nil)
  }

  /// `entries` (a reload's read) with what the reader had in front of them and must keep: a
  /// page that arrived below while the reload read, and in Unread the entries read one by one
  /// since the scope was chosen, shown read until it is chosen again, so the focus keeps its
  /// row and `j` moves on from it (as NewsFlash and Liferea do).
  func keepingPagesShownMeanwhile(_ entries: [StoredEntry], shown: [StoredEntry])
    -> [StoredEntry]
  {
    guard let boundary = shown.last else { return entries }
    let current = timeline.entries
    var known = Set(entries.lazy.map(\.id))
    var result = entries
    if let index = current.firstIndex(where: { $0.id == boundary.id }) {
      let below = current[(index + 1)...].filter { !known.contains($0.id) }
      result += below
      known.formUnion(below.lazy.map(\.id))
    }
    guard model.scope == .unread, !model.readInPlace.isEmpty else { return result }
    let kept = current.filter { model.readInPlace.contains($0.id) && !known.contains($0.id) }
    guard !kept.isEmpty else { return result }
    result += kept.map { entry in
      var read = entry
      read.isRead = true
      return read
    }
    // Back in timeline order (newest first, the id breaking ties), as the store sorts.
    return result.sorted { ($0.sortDate, $0.id) > ($1.sortDate, $1.id) }
  }

  /// Reads the page after the last entry shown and adds it below; a page read for a scope or a
  /// search the reader has left since is dropped.
  func loadNextPage() async throws {
    guard timeline.hasMorePages, let last = timeline.lastEntry else { return }
    let (scope, query) = (model.scope, state.searchQuery)
    let page = try await model.page(in: scope, matching: query, after: last)
    guard scope == model.scope, query == state.searchQuery, timeline.lastEntry?.id == last.id else {
      return
    }
    timeline.appendPage(page)
  }

  /// `j` on the last entry shown: reads the next page, then moves the focus to its first entry
  /// (unless the reader has moved on meanwhile). False when there is nothing more to read.
  func loadPageThenFocusNext() -> Bool {
    guard timeline.hasMorePages, timeline.list.focusedID == timeline.lastEntry?.id else {
      return false
    }
    let list = timeline.list
    readNextPage(whileShowing: article.content.entryID) { list.moveFocus(forward: true) }
    return true
  }

  /// Reads the next page through the timeline's loader (the one the bottom and `j` on the last
  /// row use), then runs `then` once its rows are laid out, unless the reader has left the
  /// scope, the search or the entry `shown` by then.
  func readNextPage(whileShowing shown: Int64?, then: @escaping @MainActor () -> Void) {
    let (scope, query) = (model.scope, state.searchQuery)
    timeline.afterNextPage = { [weak self] in
      guard let self, self.isStill(scope: scope, query: query, showing: shown) else { return }
      then()
    }
    timeline.pageLoader.loadMore()
  }

  /// Whether the timeline still shows `scope` (searched for `query`) and the article the entry
  /// `shown`.
  func isStill(scope: EntryScope, query: String, showing shown: Int64?) -> Bool {
    model.scope == scope && state.searchQuery == query && article.content.entryID == shown
  }
}
