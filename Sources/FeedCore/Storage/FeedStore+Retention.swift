import Foundation

extension FeedStore {
  /// The retention setting (``Retention/standard`` until set).
  public func retention() throws(StoreError) -> Retention {
    let statement = try db.prepare("SELECT value FROM settings WHERE key = 'retention'")
    guard try statement.step(), let json = statement.text(0),
      let value = try? JSONDecoder().decode(Retention.self, from: Data(json.utf8))
    else { return .standard }
    return value
  }

  /// Changes the retention setting (applied at the next refresh or ``applyRetention(now:)``).
  public func setRetention(_ retention: Retention) throws(StoreError) {
    let json = (try? JSONEncoder().encode(retention)).map { String(decoding: $0, as: UTF8.self) }
    try db.prepare(
      "INSERT INTO settings (key, value) VALUES ('retention', ?1) "
        + "ON CONFLICT(key) DO UPDATE SET value = excluded.value"
    ).bind(.text(json ?? "{}")).run()
  }

  /// Applies retention to every feed now; returns how many entries were removed.
  @discardableResult
  public func applyRetention(now: Date = Date()) throws(StoreError) -> Int {
    let retention = try retention()
    return try db.transaction { () throws(StoreError) -> Int in
      var removed = 0
      for feed in try subscriptions() {
        removed += try applyRetention(
          retention, feedID: feed.id, listedAt: feed.lastSuccess, now: now)
      }
      return removed
    }
  }

  /// Deletes one feed's entries beyond the setting, except starred ones and those the feed still
  /// listed at its last success (deleting those would bring them back as new, unread entries).
  func applyRetention(_ retention: Retention, feedID: Int64, listedAt: Date?, now: Date)
    throws(StoreError) -> Int
  {
    guard retention.maxAgeDays != nil || retention.maxEntriesPerFeed != nil else { return 0 }
    let cutoff = retention.maxAgeDays.map { now.addingTimeInterval(-86_400 * Double($0)) }
    try db.prepare(
      """
      DELETE FROM entries WHERE feed_id = ?1 AND is_starred = 0
        AND (?2 IS NULL OR last_seen IS NULL OR last_seen < ?2)
        AND ((?3 IS NOT NULL AND sort_date < ?3)
          OR (?4 IS NOT NULL AND id IN (SELECT id FROM entries WHERE feed_id = ?1
            ORDER BY sort_date DESC, id DESC LIMIT -1 OFFSET ?4)))
      """
    ).bind(
      .integer(feedID), .date(listedAt), .date(cutoff),
      retention.maxEntriesPerFeed.map { .integer(Int64($0)) } ?? .null
    ).run()
    return db.changes
  }
}
