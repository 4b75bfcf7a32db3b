import Foundation

extension FeedStore {
  /// A subscription's columns and its unread count. The count reads only the feed's own unread
  /// entries from `entries_unread_by_feed` (migration 10), never their rows; named, so a schema
  /// change that loses the index fails loudly instead of counting slowly.
  private static let subscriptionColumns = """
    SELECT f.id, f.url, f.title, f.site_link, f.last_error, f.last_success, f.last_attempt,
      f.etag, f.last_modified, f.folder,
      (SELECT COUNT(*) FROM entries e INDEXED BY entries_unread_by_feed
        WHERE e.feed_id = f.id AND e.is_read = 0),
      f.account_id
    FROM feeds f
    """

  /// Every subscription in the sidebar's order, A–Z.
  static let allSubscriptions =
    subscriptionColumns + " ORDER BY COALESCE(f.title, f.url) COLLATE NOCASE"

  /// Every subscription, alphabetically, with unread counts.
  public func subscriptions() throws(StoreError) -> [Subscription] {
    let statement = try db.prepare(Self.allSubscriptions)
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

  /// Subscribes to `url` in `folder` (nil: the top level); subscribing twice returns the
  /// existing subscription, filed in `folder` only if it was in none (an import never moves a
  /// feed the reader already filed).
  @discardableResult
  public func addFeed(
    url: URL, title: String? = nil, folder: String? = nil, at now: Date = Date()
  ) throws(StoreError) -> Subscription {
    let insert = try db.prepare(
      """
      INSERT INTO feeds (url, title, folder, added) VALUES (?1, ?2, ?3, ?4)
      ON CONFLICT(url) DO UPDATE SET folder = COALESCE(folder, excluded.folder)
      """)
    try insert.bind(
      .text(url.absoluteString), .text(title), .text(FolderName.normalized(folder)), .date(now)
    ).run()
    let lookup = try db.prepare("SELECT id FROM feeds WHERE url = ?1")
    try lookup.bind(.text(url.absoluteString))
    guard try lookup.step() else { throw .sqlite(code: 0, message: "feed vanished on insert") }
    return try subscription(lookup.int(0))
  }

  /// Unsubscribes, deleting the feed's entries (starred ones too: the user chose to remove it);
  /// a synced feed queues the unsubscription for its server.
  public func removeFeed(_ id: Int64) throws(StoreError) {
    try db.transaction { () throws(StoreError) in
      if let remote = try remoteFeed(id) {
        try enqueue(.unsubscribe(stream: remote.stream), account: remote.account)
      }
      try db.prepare("DELETE FROM entries WHERE feed_id = ?1").bind(.integer(id)).run()
      try db.prepare("DELETE FROM feeds WHERE id = ?1").bind(.integer(id)).run()
    }
  }

  /// Renames a feed; refreshes keep the user's name from then on, whatever title the feed
  /// gives itself. A synced feed queues the new name for its server.
  public func renameFeed(_ id: Int64, to title: String) throws(StoreError) {
    try db.transaction { () throws(StoreError) in
      try db.prepare("UPDATE feeds SET title = ?2, named_by_reader = 1 WHERE id = ?1")
        .bind(.integer(id), .text(title)).run()
      if let remote = try remoteFeed(id) {
        try enqueue(.rename(stream: remote.stream, title: title), account: remote.account)
      }
    }
  }

  /// Files a feed in `folder` (nil or blank: the top level).
  public func moveFeed(_ id: Int64, toFolder folder: String?) throws(StoreError) {
    _ = try subscription(id)
    try db.transaction { () throws(StoreError) in
      let name = FolderName.normalized(folder)
      try db.prepare("UPDATE feeds SET folder = ?2 WHERE id = ?1")
        .bind(.integer(id), .text(name)).run()
      if let remote = try remoteFeed(id), let name {
        try enqueue(.move(stream: remote.stream, folder: name), account: remote.account)
      }
    }
  }

  /// The folders feeds are filed in, alphabetically.
  public func folders() throws(StoreError) -> [String] {
    let statement = try db.prepare(
      "SELECT DISTINCT folder FROM feeds WHERE folder IS NOT NULL ORDER BY folder COLLATE NOCASE")
    var result: [String] = []
    while try statement.step() { result.append(statement.text(0) ?? "") }
    return result
  }

  static func subscription(_ row: SQLiteStatement) -> Subscription {
    let address = row.text(1) ?? ""
    return Subscription(
      id: row.int(0), url: URL(string: address) ?? URL(fileURLWithPath: address),
      title: row.text(2) ?? address, siteLink: row.text(3), folder: row.text(9),
      lastError: row.text(4),
      lastSuccess: row.date(5), lastAttempt: row.date(6), unreadCount: Int(row.int(10)),
      etag: row.text(7), lastModified: row.text(8), accountID: row.isNull(11) ? nil : row.int(11))
  }
}
