import Foundation

extension FeedStore {
  /// Merges a fetched document into a feed, by entry id, in ONE transaction: new entries are
  /// inserted, changed ones updated (keeping read/starred state and timeline position), the
  /// feed's validators and success time recorded, and retention applied. If anything fails, or
  /// the process dies midway, the transaction never commits and every stored entry remains.
  ///
  /// `afterEachWrite` is called after each entry write with the running count (tests use it
  /// to kill the process mid-merge).
  @discardableResult
  public func merge(
    _ parsed: ParsedFeed, into feedID: Int64, etag: String? = nil, lastModified: String? = nil,
    at now: Date = Date(), afterEachWrite: (@Sendable (Int) -> Void)? = nil
  ) throws(StoreError) -> MergeResult {
    let retention = try retention()
    return try db.transaction { () throws(StoreError) -> MergeResult in
      _ = try subscription(feedID)
      var result = try mergeEntries(parsed.entries, feedID: feedID, now: now, afterEachWrite)
      try db.prepare(
        """
        UPDATE feeds SET
          title = CASE WHEN named_by_reader THEN title ELSE COALESCE(?2, title) END,
          site_link = COALESCE(?3, site_link),
          etag = ?4, last_modified = ?5, last_error = NULL, last_success = ?6, last_attempt = ?6,
          icon_fetched = CASE WHEN ?7 IS NOT NULL AND ?7 IS NOT icon_url THEN NULL
            ELSE icon_fetched END,
          icon_url = COALESCE(?7, icon_url)
        WHERE id = ?1
        """
      ).bind(
        .integer(feedID), .text(parsed.feed.title), .text(parsed.feed.link), .text(etag),
        .text(lastModified), .date(now), .text(parsed.feed.icon)
      ).run()
      result.removed = try applyRetention(retention, feedID: feedID, listedAt: now, now: now)
      return result
    }
  }

  private func mergeEntries(
    _ entries: [Entry], feedID: Int64, now: Date, _ afterEachWrite: (@Sendable (Int) -> Void)?
  ) throws(StoreError) -> MergeResult {
    let insert = try db.prepare(
      """
      INSERT INTO entries (feed_id, entry_id, title, link, published, updated, author, summary,
        categories, content, enclosures, sort_date, first_seen, last_seen)
      VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?13)
      ON CONFLICT (feed_id, entry_id) DO NOTHING
      """)
    let update = try db.prepare(
      """
      UPDATE entries SET title = ?3, link = ?4, published = ?5, updated = ?6, author = ?7,
        summary = ?8, categories = ?9, content = ?10, enclosures = ?11, last_seen = ?12
      WHERE feed_id = ?1 AND entry_id = ?2 AND (title IS NOT ?3 OR link IS NOT ?4
        OR published IS NOT ?5 OR updated IS NOT ?6 OR author IS NOT ?7 OR summary IS NOT ?8
        OR categories IS NOT ?9 OR content IS NOT ?10 OR enclosures IS NOT ?11)
      """)
    let touch = try db.prepare(
      "UPDATE entries SET last_seen = ?3 WHERE feed_id = ?1 AND entry_id = ?2")
    var result = MergeResult()
    var seen = Set<String>()
    for (index, entry) in entries.enumerated() where seen.insert(entry.id).inserted {
      // Undated entries keep document order; future dates (skewed clocks) do not pin the top.
      let sortDate = min(entry.date ?? now.addingTimeInterval(-0.001 * Double(index)), now)
      let fields: [SQLiteValue] = [
        .integer(feedID), .text(entry.id), .text(entry.title), .text(entry.link),
        .date(entry.published), .date(entry.updated), .text(entry.author), .text(entry.summary),
        .text(CategoryList.encode(entry.categories)), .text(entry.content),
        .text(EnclosureList.encode(entry.enclosures)),
      ]
      try insert.bind(fields + [.date(sortDate), .date(now)]).run()
      if db.changes == 1 {
        result.inserted += 1
      } else {
        try update.bind(fields + [.date(now)]).run()
        if db.changes == 1 {
          result.updated += 1
        } else {
          try touch.bind(.integer(feedID), .text(entry.id), .date(now)).run()
          result.unchanged += 1
        }
      }
      afterEachWrite?(index + 1)
    }
    return result
  }

  /// Records a 304: the feed is fine and still lists what it listed last time.
  public func recordNotModified(_ feedID: Int64, at now: Date = Date()) throws(StoreError) {
    try db.transaction { () throws(StoreError) in
      let previous = try subscription(feedID).lastSuccess
      try db.prepare(
        "UPDATE entries SET last_seen = ?2 WHERE feed_id = ?1 AND last_seen >= ?3"
      ).bind(.integer(feedID), .date(now), .date(previous ?? now)).run()
      try db.prepare(
        "UPDATE feeds SET last_error = NULL, last_success = ?2, last_attempt = ?2 WHERE id = ?1"
      ).bind(.integer(feedID), .date(now)).run()
    }
  }

  /// Records a failed refresh; the feed's entries are untouched.
  public func recordFailure(_ feedID: Int64, message: String, at now: Date = Date())
    throws(StoreError)
  {
    try db.prepare("UPDATE feeds SET last_error = ?2, last_attempt = ?3 WHERE id = ?1")
      .bind(.integer(feedID), .text(message), .date(now)).run()
  }
}
