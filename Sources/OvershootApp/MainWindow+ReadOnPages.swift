import FeedCore
import Overshoot

/// Reading on past the pages of the timeline shown: when none of them holds an unread entry
/// below the one shown, the store says which entry is next (one query, however many read
/// entries lie between) and the timeline reads its pages down to it through its own loader, as
/// scrolling to the bottom would, so the list and its paging stay consistent. A reader who
/// moves on meanwhile (another scope, search or entry) drops the rest.
extension MainWindow {
  /// Shows the first unread entry after `last` (the last entry shown), reading the pages down
  /// to it; says there is none when none follows.
  func showNextUnread(after last: StoredEntry) {
    let (scope, query, shown) = (model.scope, searchQuery, article.content.entryID)
    Task {
      let next: StoredEntry?
      do {
        next = try await model.nextUnread(in: scope, matching: query, after: last)
      } catch {
        timeline.notice.show(tr("Couldn’t read the feed database: %@", "\(error)"), isError: true)
        return
      }
      guard isStill(scope: scope, query: query, showing: shown) else { return }
      guard let next else { return sayNoMoreUnread() }
      readPages(downTo: next, whileShowing: shown)
    }
  }

  /// Selects `entry` once the pages read hold it, reading the next page until they do; stops
  /// when the pages run out or go past it (it was read or removed meanwhile).
  private func readPages(downTo entry: StoredEntry, whileShowing shown: Int64?) {
    if let position = timeline.list.position(of: entry.id) { return select(at: position) }
    guard timeline.hasMorePages, let last = timeline.lastEntry,
      (last.sortDate, last.id) > (entry.sortDate, entry.id)
    else { return }
    readNextPage(whileShowing: shown) { window in
      window.readPages(downTo: entry, whileShowing: shown)
    }
  }

  /// Reads the next page through the timeline's loader (the one the bottom and `j` on the last
  /// row use), then runs `then` once its rows are laid out, unless the reader has left the
  /// scope, the search or the entry `shown` by then.
  func readNextPage(
    whileShowing shown: Int64?, then: @escaping @MainActor (MainWindow) -> Void
  ) {
    let (scope, query) = (model.scope, searchQuery)
    timeline.afterNextPage = { [weak self] in
      guard let self, self.isStill(scope: scope, query: query, showing: shown) else { return }
      then(self)
    }
    timeline.pageLoader.loadMore()
  }

  /// Whether the timeline still shows `scope` (searched for `query`) and the article the entry
  /// `shown`.
  private func isStill(scope: EntryScope, query: String, showing shown: Int64?) -> Bool {
    model.scope == scope && searchQuery == query && article.content.entryID == shown
  }
}
