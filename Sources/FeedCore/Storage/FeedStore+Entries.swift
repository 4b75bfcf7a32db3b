import Foundation

extension FeedStore {
  /// Entries in `scope`, newest first; page with `before` (the last row of the previous page).
  /// `through` stops at that entry's place, including it: a timeline that has shown several pages
  /// reads them again, with what arrived above, in one query and without dropping the last ones.
  public func entries(
    in scope: EntryScope, limit: Int = 500, before: StoredEntry? = nil,
    through last: StoredEntry? = nil
  ) throws(StoreError) -> [StoredEntry] {
    var filter = EntryFilter()
    filter.require(scope)
    filter.require(after: before)
    filter.require(through: last)
    return try timeline(filter, limit: limit)
  }

  /// The entry stored under `id`, or nil when there is none (removed since, or never stored).
  public func entry(_ id: Int64) throws(StoreError) -> StoredEntry? {
    var filter = EntryFilter()
    filter.require("e.id = \(filter.parameter(.integer(id)))")
    return try timeline(filter, limit: 1).first
  }

  /// Marks entries read or unread; entries of synced feeds queue the change for their server.
  public func setRead(_ ids: [Int64], _ read: Bool) throws(StoreError) {
    try db.transaction { () throws(StoreError) in
      let statement = try db.prepare("UPDATE entries SET is_read = ?2 WHERE id = ?1")
      var changed: [Int64] = []
      for id in ids {
        try statement.bind(.integer(id), .bool(read)).run()
        if db.changes == 1 { changed.append(id) }
      }
      try enqueueState(of: changed, read: read)
    }
  }

  /// Stars or unstars an entry; an entry of a synced feed queues the change for its server.
  public func setStarred(_ id: Int64, _ starred: Bool) throws(StoreError) {
    try db.transaction { () throws(StoreError) in
      try db.prepare("UPDATE entries SET is_starred = ?2 WHERE id = ?1")
        .bind(.integer(id), .bool(starred)).run()
      try enqueueState(of: [id], starred: starred)
    }
  }

  /// Marks every entry in `scope` read; the synced ones among them are queued for their server
  /// by id, so the server marks exactly these.
  public func markAllRead(in scope: EntryScope) throws(StoreError) {
    let condition: String
    switch scope {
    case .all, .unread: condition = "1"
    case .starred: condition = "is_starred = 1"
    case .feed(let id): condition = "feed_id = \(id)"
    }
    try db.transaction { () throws(StoreError) in
      let statement = try db.prepare(
        "UPDATE entries SET is_read = 1 WHERE is_read = 0 AND \(condition) RETURNING id")
      var ids: [Int64] = []
      while try statement.step() { ids.append(statement.int(0)) }
      try enqueueState(of: ids, read: true)
    }
  }

  /// Every feed's unread and unread-starred count, from `entries_unread_by_feed` alone (in
  /// feed order, so no sorting either). Named: left to itself, SQLite prefers `entries_unread`
  /// for `is_read = 0` and then reads every unread entry's row for its feed.
  static let unreadCountsByFeed = """
    SELECT feed_id, COUNT(*), SUM(is_starred) FROM entries INDEXED BY entries_unread_by_feed
    WHERE is_read = 0 GROUP BY feed_id
    """

  /// Unread counts for the sidebar.
  public func unreadCounts() throws(StoreError) -> UnreadCounts {
    let statement = try db.prepare(Self.unreadCountsByFeed)
    var counts = UnreadCounts(all: 0, starred: 0, byFeed: [:])
    while try statement.step() {
      let count = Int(statement.int(1))
      counts.byFeed[statement.int(0)] = count
      counts.all += count
      counts.starred += Int(statement.int(2))
    }
    return counts
  }

  /// The number of entries stored for a feed (or all feeds).
  public func entryCount(feed: Int64? = nil) throws(StoreError) -> Int {
    let statement = try db.prepare(
      "SELECT COUNT(*) FROM entries WHERE ?1 IS NULL OR feed_id = ?1")
    try statement.bind(feed.map { .integer($0) } ?? .null)
    return try statement.step() ? Int(statement.int(0)) : 0
  }

  static func storedEntry(_ row: SQLiteStatement) -> StoredEntry {
    let entry = Entry(
      id: row.text(3) ?? "", title: row.text(4), link: row.text(5), published: row.date(6),
      updated: row.date(7), author: row.text(8), summary: row.text(9),
      categories: CategoryList.decode(row.text(13)))
    return StoredEntry(
      id: row.int(0), feedID: row.int(1), feedTitle: row.text(2) ?? "", entry: entry,
      sortDate: Date(timeIntervalSince1970: row.double(10)), isRead: row.int(11) != 0,
      isStarred: row.int(12) != 0)
  }
}
