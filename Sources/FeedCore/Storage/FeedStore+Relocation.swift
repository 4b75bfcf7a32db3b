import Foundation

extension FeedStore {
  /// Points feed `id` at `url`, where its address moved permanently, in one transaction.
  ///
  /// When another subscription already has `url`, two subscriptions would fetch one feed, so
  /// they become one: entries only the old feed has move over with their state, entries both
  /// have keep the other's row with read and starred carried across (read if read in either,
  /// starred if starred in either), the survivor takes the old folder if it has none, and the
  /// old subscription is removed. No entry the reader kept is lost.
  public func relocateFeed(_ id: Int64, to url: URL) throws(StoreError) -> FeedRelocation {
    try db.transaction { () throws(StoreError) -> FeedRelocation in
      let moving = try subscription(id)
      let lookup = try db.prepare("SELECT id FROM feeds WHERE url = ?1 AND id != ?2")
      try lookup.bind(.text(url.absoluteString), .integer(id))
      guard try lookup.step() else {
        // A new address may mean a new site: its icon is looked for again at the next chance.
        try db.prepare("UPDATE feeds SET url = ?2, icon_fetched = NULL WHERE id = ?1")
          .bind(.integer(id), .text(url.absoluteString)).run()
        return .moved(to: url)
      }
      let survivor = lookup.int(0)
      try db.prepare(
        """
        UPDATE entries AS kept SET
          is_read = MAX(kept.is_read, old.is_read), is_starred = MAX(kept.is_starred, old.is_starred)
        FROM entries AS old
        WHERE kept.feed_id = ?2 AND old.feed_id = ?1 AND old.entry_id = kept.entry_id
        """
      ).bind(.integer(id), .integer(survivor)).run()
      try db.prepare(
        """
        UPDATE entries SET feed_id = ?2
        WHERE feed_id = ?1 AND entry_id NOT IN (SELECT entry_id FROM entries WHERE feed_id = ?2)
        """
      ).bind(.integer(id), .integer(survivor)).run()
      try db.prepare("UPDATE feeds SET folder = COALESCE(folder, ?2) WHERE id = ?1")
        .bind(.integer(survivor), .text(moving.folder)).run()
      try db.prepare("DELETE FROM entries WHERE feed_id = ?1").bind(.integer(id)).run()
      try db.prepare("DELETE FROM feeds WHERE id = ?1").bind(.integer(id)).run()
      let kept = try subscription(survivor)
      return .mergedInto(id: survivor, title: kept.title, address: url)
    }
  }
}
