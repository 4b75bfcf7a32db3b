import FeedCore
import Foundation

extension ReaderModel {
  /// Marks every unread entry of `scope` that was stored by `arrivedBy` read (only those
  /// matching `query` when it is not empty: a search shows those), and reloads the counts;
  /// returns what changed, for ``undoMarkRead(_:)``. Every page counts, read or not yet.
  func markAllRead(in scope: EntryScope, matching query: String, arrivedBy: Date?)
    async throws(StoreError) -> ReadStateChange
  {
    guard let store else { return ReadStateChange(entryIDs: []) }
    let change = try await store.markRead(
      in: Self.scope(scope, searching: query), matching: query.isEmpty ? nil : SearchQuery(query),
      arrivedBy: arrivedBy)
    // The reader asked for all of them: Unread empties rather than keeping them shown.
    readInPlace = []
    await reloadSubscriptions()
    return change
  }

  /// Makes exactly the entries `change` marked unread again, and reloads the counts; returns
  /// how many were restored (entries deleted since are skipped).
  func undoMarkRead(_ change: ReadStateChange) async throws(StoreError) -> Int {
    guard let store else { return 0 }
    let restored = try await store.undoMarkRead(change)
    await reloadSubscriptions()
    return restored
  }
}
