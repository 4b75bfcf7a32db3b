import Foundation

extension FeedStore {
  private static let subscriptionColumns = """
    SELECT f.id, f.url, f.title, f.site_link, f.last_error, f.last_success, f.last_attempt,
      f.etag, f.last_modified,
      (SELECT COUNT(*) FROM entries e WHERE e.feed_id = f.id AND e.is_read = 0)
    FROM feeds f
    """

  /// Every subscription, alphabetically (the Demo feed last), with unread counts.
  public func subscriptions() throws(StoreError) -> [Subscription] {
    let statement = try db.prepare(
      Self.subscriptionColumns
        + " ORDER BY f.url LIKE 'demo:%', COALESCE(f.title, f.url) COLLATE NOCASE")
    var result: [Subscription] = []
    while try statement.step() { result.append(Self.subscription(statement)) }
    return result
  }

  /// One subscription.
  public func subscription(_ id: Int64) throws(StoreError) -> Subscription {
    let statement = try db.prepare(Self.subscriptionColumns + " WHERE f.id = ?1")
    try statement.bind(.integer(id))
    guard try statement.step() else { throw .noSuchFeed(id) }
    return Self.subscription(statement)
  }

  /// Subscribes to `url`; subscribing twice returns the existing subscription.
  @discardableResult
  public func addFeed(url: URL, title: String? = nil, at now: Date = Date()) throws(StoreError)
    -> Subscription
  {
    let insert = try db.prepare(
      "INSERT INTO feeds (url, title, added) VALUES (?1, ?2, ?3) ON CONFLICT(url) DO NOTHING")
    try insert.bind(.text(url.absoluteString), .text(title), .date(now)).run()
    let lookup = try db.prepare("SELECT id FROM feeds WHERE url = ?1")
    try lookup.bind(.text(url.absoluteString))
    guard try lookup.step() else { throw .sqlite(code: 0, message: "feed vanished on insert") }
    return try subscription(lookup.int(0))
  }

  /// Unsubscribes, deleting the feed's entries (starred ones too: the user chose to remove it).
  public func removeFeed(_ id: Int64) throws(StoreError) {
    try db.transaction { () throws(StoreError) in
      try db.prepare("DELETE FROM entries WHERE feed_id = ?1").bind(.integer(id)).run()
      try db.prepare("DELETE FROM feeds WHERE id = ?1").bind(.integer(id)).run()
    }
  }

  /// Renames a feed (the next successful refresh keeps the user's name only if the feed has none).
  public func renameFeed(_ id: Int64, to title: String) throws(StoreError) {
    try db.prepare("UPDATE feeds SET title = ?2 WHERE id = ?1")
      .bind(.integer(id), .text(title)).run()
  }

  static func subscription(_ row: SQLiteStatement) -> Subscription {
    let address = row.text(1) ?? ""
    return Subscription(
      id: row.int(0), url: URL(string: address) ?? URL(fileURLWithPath: address),
      title: row.text(2) ?? address, siteLink: row.text(3), lastError: row.text(4),
      lastSuccess: row.date(5), lastAttempt: row.date(6), unreadCount: Int(row.int(9)),
      etag: row.text(7), lastModified: row.text(8))
  }
}
