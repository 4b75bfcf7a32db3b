import Foundation

extension FeedStore {
  /// Unread entries stored for the first time at or after `date`, counted per feed id: what a
  /// refresh that started at `date` brought that the reader has not read yet. Entries a feed
  /// sends again are not counted (they were first stored earlier), nor those read meanwhile.
  public func unreadEntriesFirstStored(since date: Date) throws(StoreError) -> [Int64: Int] {
    // `is_read = 0` first: the unread index narrows the scan to unread entries.
    let statement = try db.prepare(
      "SELECT feed_id, COUNT(*) FROM entries WHERE is_read = 0 AND first_seen >= ?1 GROUP BY feed_id"
    )
    try statement.bind(.date(date))
    var counts: [Int64: Int] = [:]
    while try statement.step() { counts[statement.int(0)] = Int(statement.int(1)) }
    return counts
  }
}
