import Foundation

extension FeedStore {
  /// What a queued change is about as the store names it, for the reader's report of a change
  /// the server refused: the titles of its entries (none without a title), or its feed's title.
  /// Empty when the store no longer has them (an unsubscribed feed).
  public func titles(of change: SyncChange, account: Int64) throws(StoreError) -> [String] {
    switch change {
    case .setRead(let items, _), .setStarred(let items, _):
      let lookup = try db.prepare(
        """
        SELECT e.title FROM entries e JOIN feeds f ON f.id = e.feed_id
        WHERE e.entry_id = ?1 AND f.account_id = ?2
        """)
      var titles: [String] = []
      for item in items {
        try lookup.bind(.text(item), .integer(account))
        if try lookup.step(), let title = lookup.text(0), !title.isEmpty { titles.append(title) }
      }
      return titles.count == items.count ? titles : []
    case .subscribe:
      return []
    case .rename(let stream, _), .move(let stream, _), .unsubscribe(let stream):
      let lookup = try db.prepare(
        "SELECT title FROM feeds WHERE remote_id = ?1 AND account_id = ?2")
      try lookup.bind(.text(stream), .integer(account))
      guard try lookup.step(), let title = lookup.text(0), !title.isEmpty else { return [] }
      return [title]
    }
  }
}
