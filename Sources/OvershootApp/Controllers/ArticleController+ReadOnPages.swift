import FeedCore
import Overshoot

/// Reading on past the pages of the timeline shown: when none of them holds an unread entry
/// below the one shown, the store says which entry is next (one query, however many read
/// entries lie between) and the timeline reads its pages down to it through its own loader, as
/// scrolling to the bottom would, so the list and its paging stay consistent. A reader who
/// moves on meanwhile (another scope, search or entry) drops the rest.
extension ArticleController {
  /// Shows the first unread entry after `last` (the last entry shown), reading the pages down
  /// to it; says there is none when none follows.
  func showNextUnread(after last: StoredEntry) {
    let (scope, query, shown) = (model.scope, state.searchQuery, article.content.entryID)
    Task {
      let next: StoredEntry?
      do {
        next = try await model.nextUnread(in: scope, matching: query, after: last)
      } catch {
        timeline.notice.show(tr("Couldn’t read the feed database: %@", "\(error)"), isError: true)
        return
      }
      guard entries.isStill(scope: scope, query: query, showing: shown) else { return }
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
    entries.readNextPage(whileShowing: shown) { [weak self] in
      self?.readPages(downTo: entry, whileShowing: shown)
    }
  }
}
