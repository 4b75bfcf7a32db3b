import Foundation

extension FeedStore {
  /// Marks every unread entry the user is shown read, in one transaction, and returns what it
  /// changed for ``undoMarkRead(_:)``.
  ///
  /// - Parameters:
  ///   - scope: the timeline shown (all, unread, starred, one feed).
  ///   - query: the search shown, if any: only its results are marked.
  ///   - arrivedBy: entries first stored after this moment (a refresh that landed while the user
  ///     was reading) stay unread; pass when the user last saw the list. Nil marks them all.
  @discardableResult
  public func markRead(
    in scope: EntryScope, matching query: SearchQuery? = nil, arrivedBy: Date? = nil
  ) throws(StoreError) -> ReadStateChange {
    var filter = EntryFilter()
    filter.require("e.is_read = 0")
    filter.require(scope)
    if let query {
      // An empty search shows nothing, so it marks nothing.
      guard !query.isEmpty else { return ReadStateChange(entryIDs: []) }
      let match = filter.parameter(.text(query.matchExpression))
      filter.require(
        "e.id IN (SELECT rowid FROM entries_search WHERE entries_search MATCH \(match))")
    }
    if let arrivedBy {
      filter.require("e.first_seen <= \(filter.parameter(.date(arrivedBy)))")
    }
    return try db.transaction { () throws(StoreError) -> ReadStateChange in
      let statement = try db.prepare(
        "UPDATE entries AS e SET is_read = 1 \(filter.whereClause) RETURNING id")
      try statement.bind(filter.values)
      var ids: [Int64] = []
      while try statement.step() { ids.append(statement.int(0)) }
      try enqueueState(of: ids.sorted(), read: true)
      return ReadStateChange(entryIDs: ids.sorted())
    }
  }

  /// Undoes ``markRead(in:matching:arrivedBy:)``: the entries it marked are unread again, in one
  /// transaction. Entries removed since (retention, unsubscribing) are skipped. Returns how many
  /// entries became unread.
  @discardableResult
  public func undoMarkRead(_ change: ReadStateChange) throws(StoreError) -> Int {
    try db.transaction { () throws(StoreError) -> Int in
      let statement = try db.prepare("UPDATE entries SET is_read = 0 WHERE id = ?1 AND is_read = 1")
      var restored: [Int64] = []
      for id in change.entryIDs {
        try statement.bind(.integer(id)).run()
        if db.changes == 1 { restored.append(id) }
      }
      try enqueueState(of: restored, read: false)
      return restored.count
    }
  }
}
