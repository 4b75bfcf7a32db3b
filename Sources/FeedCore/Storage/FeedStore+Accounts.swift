import Foundation

extension FeedStore {
  private static let accountColumns =
    "SELECT id, server, user, newest_published, last_sync, last_full_sync FROM accounts"

  /// Adds a Google Reader API account (its password lives elsewhere: the Secret Service);
  /// adding the same server and user twice returns the existing account.
  @discardableResult
  public func addAccount(server: URL, user: String, at now: Date = Date()) throws(StoreError)
    -> SyncAccount
  {
    try db.prepare(
      "INSERT INTO accounts (server, user, added) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING"
    ).bind(.text(server.absoluteString), .text(user), .date(now)).run()
    let lookup = try db.prepare(Self.accountColumns + " WHERE server = ?1 AND user = ?2")
    try lookup.bind(.text(server.absoluteString), .text(user))
    guard try lookup.step() else { throw .sqlite(code: 0, message: "account vanished on insert") }
    return Self.account(lookup)
  }

  /// Every account, in the order they were added.
  public func accounts() throws(StoreError) -> [SyncAccount] {
    let statement = try db.prepare(Self.accountColumns + " ORDER BY id")
    var result: [SyncAccount] = []
    while try statement.step() { result.append(Self.account(statement)) }
    return result
  }

  /// One account, or nil.
  public func account(_ id: Int64) throws(StoreError) -> SyncAccount? {
    let statement = try db.prepare(Self.accountColumns + " WHERE id = ?1")
    try statement.bind(.integer(id))
    return try statement.step() ? Self.account(statement) : nil
  }

  /// Removes an account with its feeds, entries and unsent changes, in one transaction; local
  /// feeds are untouched.
  public func removeAccount(_ id: Int64) throws(StoreError) {
    try db.transaction { () throws(StoreError) in
      try db.prepare(
        "DELETE FROM entries WHERE feed_id IN (SELECT id FROM feeds WHERE account_id = ?1)"
      ).bind(.integer(id)).run()
      try db.prepare("DELETE FROM feeds WHERE account_id = ?1").bind(.integer(id)).run()
      try db.prepare("DELETE FROM sync_outbox WHERE account_id = ?1").bind(.integer(id)).run()
      try db.prepare("DELETE FROM accounts WHERE id = ?1").bind(.integer(id)).run()
    }
  }

  static func account(_ row: SQLiteStatement) -> SyncAccount {
    SyncAccount(
      id: row.int(0), server: URL(string: row.text(1) ?? "") ?? URL(fileURLWithPath: "/"),
      user: row.text(2) ?? "", lastSync: row.date(4),
      newestPublished: row.isNull(3) ? nil : row.int(3), lastFullSync: row.date(5))
  }
}
