import Foundation

/// One unsent change and its place in the outbox.
public struct PendingChange: Sendable, Hashable {
  /// The outbox row: changes are sent in this order.
  public var id: Int64
  /// The account it goes to.
  public var accountID: Int64
  /// What changed.
  public var change: SyncChange
  /// How many times the server refused it (a server that could not be reached counts none).
  public var attempts = 0
  /// When it is tried again after a refusal; nil: at the next sync.
  public var nextAttempt: Date?
  /// The HTTP status of the last refusal.
  public var lastStatus: Int?
  /// Set aside after ``OutboxRetryPolicy/attempts`` refusals: no sync sends it until the reader
  /// retries it (``FeedStore/retryPendingChange(_:)``) or drops it
  /// (``FeedStore/removePendingChange(_:)``).
  public var isParked = false
}

extension FeedStore {
  /// Queues a change for an account's server. Called inside the transaction that makes the
  /// change locally, so the change and its outbox row are stored together or not at all.
  /// Queued changes it overrides collapse first (``SyncChange/remainder(after:)``): starring
  /// twice, or subscribing to one address twice, leaves one row.
  func enqueue(_ change: SyncChange, account: Int64, at now: Date = Date()) throws(StoreError) {
    try collapse(before: change, account: account)
    try db.prepare("INSERT INTO sync_outbox (account_id, change, created) VALUES (?1, ?2, ?3)")
      .bind(.integer(account), .text(try Self.json(change)), .date(now)).run()
  }

  /// Removes from the account's queued changes what `newer` overrides, parked ones included
  /// (the reader acted again: the new change replaces the one set aside).
  private func collapse(before newer: SyncChange, account: Int64) throws(StoreError) {
    let update = try db.prepare("UPDATE sync_outbox SET change = ?2 WHERE id = ?1")
    for queued in try pendingChanges(account: account) {
      switch queued.change.remainder(after: newer) {
      case nil:
        try removePendingChange(queued.id)
      case let left? where left != queued.change:
        try update.bind(.integer(queued.id), .text(try Self.json(left))).run()
      case _?:
        break
      }
    }
  }

  private static func json(_ change: SyncChange) throws(StoreError) -> String {
    do {
      return String(decoding: try JSONEncoder().encode(change), as: UTF8.self)
    } catch {
      throw .sqlite(code: 0, message: "cannot encode a sync change: \(error)")
    }
  }

  /// Queues subscribing to `url` on an account's server; the feed appears at the next sync.
  public func queueSubscribe(account: Int64, url: URL, title: String? = nil, folder: String? = nil)
    throws(StoreError)
  {
    try enqueue(
      .subscribe(url: url.absoluteString, title: title, folder: FolderName.normalized(folder)),
      account: account)
  }

  /// The account's unsent changes, oldest first, the parked ones among them. A row that cannot
  /// be read (written by a newer version) is skipped, not dropped.
  public func pendingChanges(account: Int64) throws(StoreError) -> [PendingChange] {
    let statement = try db.prepare(
      """
      SELECT id, change, attempts, next_attempt, last_status, parked FROM sync_outbox
      WHERE account_id = ?1 ORDER BY id
      """)
    try statement.bind(.integer(account))
    var result: [PendingChange] = []
    while try statement.step() {
      let data = Data((statement.text(1) ?? "").utf8)
      if let change = try? JSONDecoder().decode(SyncChange.self, from: data) {
        result.append(
          PendingChange(
            id: statement.int(0), accountID: account, change: change,
            attempts: Int(statement.int(2)), nextAttempt: statement.date(3),
            lastStatus: statement.isNull(4) ? nil : Int(statement.int(4)),
            isParked: statement.int(5) != 0))
      }
    }
    return result
  }

  /// Removes a change: the server has it, or the reader dropped it. Returns whether there was
  /// one with that id.
  @discardableResult
  public func removePendingChange(_ id: Int64) throws(StoreError) -> Bool {
    try db.prepare("DELETE FROM sync_outbox WHERE id = ?1").bind(.integer(id)).run()
    return db.changes > 0
  }

  /// Queues the state of `entryIDs` that belong to synced feeds, one change per account.
  func enqueueState(of entryIDs: [Int64], read: Bool? = nil, starred: Bool? = nil)
    throws(StoreError)
  {
    guard !entryIDs.isEmpty else { return }
    let lookup = try db.prepare(
      """
      SELECT f.account_id, e.entry_id FROM entries e JOIN feeds f ON f.id = e.feed_id
      WHERE e.id = ?1 AND f.account_id IS NOT NULL
      """)
    var byAccount: [Int64: [String]] = [:]
    for id in entryIDs {
      try lookup.bind(.integer(id))
      if try lookup.step() { byAccount[lookup.int(0), default: []].append(lookup.text(1) ?? "") }
    }
    for (account, items) in byAccount.sorted(by: { $0.key < $1.key }) {
      if let read { try enqueue(.setRead(items: items, read: read), account: account) }
      if let starred { try enqueue(.setStarred(items: items, starred: starred), account: account) }
    }
  }

  /// The account and server stream of a synced feed; nil for a local one.
  func remoteFeed(_ feedID: Int64) throws(StoreError) -> (account: Int64, stream: String)? {
    let statement = try db.prepare(
      "SELECT account_id, remote_id FROM feeds WHERE id = ?1 AND account_id IS NOT NULL")
    try statement.bind(.integer(feedID))
    guard try statement.step(), let stream = statement.text(1) else { return nil }
    return (statement.int(0), stream)
  }
}
