import Foundation

extension FeedStore {
  /// Records that the server refused the queued change `id` with `status`: one more attempt,
  /// due again after the policy's wait, or set aside once the policy's attempts are spent.
  /// Returns the row as it now stands; nil when it left the outbox meanwhile (collapsed into a
  /// newer change, dropped).
  @discardableResult
  public func recordRefusal(
    _ id: Int64, status: Int, policy: OutboxRetryPolicy, at now: Date = Date()
  ) throws(StoreError) -> PendingChange? {
    try db.transaction { () throws(StoreError) -> PendingChange? in
      let lookup = try db.prepare("SELECT account_id, attempts FROM sync_outbox WHERE id = ?1")
      try lookup.bind(.integer(id))
      guard try lookup.step() else { return nil }
      let account = lookup.int(0)
      let attempts = Int(lookup.int(1)) + 1
      let parked = policy.parks(afterAttempt: attempts)
      let due = parked ? nil : now.addingTimeInterval(policy.delay(afterAttempt: attempts))
      try db.prepare(
        """
        UPDATE sync_outbox SET attempts = ?2, next_attempt = ?3, last_status = ?4, parked = ?5
        WHERE id = ?1
        """
      ).bind(
        .integer(id), .integer(Int64(attempts)), .date(due), .integer(Int64(status)),
        .bool(parked)
      ).run()
      return try pendingChanges(account: account).first { $0.id == id }
    }
  }

  /// Puts a queued change back as new (parked or waiting after refusals): the next sync sends
  /// it, with its attempts counted afresh. Returns whether there was one with that id.
  @discardableResult
  public func retryPendingChange(_ id: Int64) throws(StoreError) -> Bool {
    try db.prepare(
      """
      UPDATE sync_outbox SET attempts = 0, next_attempt = NULL, last_status = NULL, parked = 0
      WHERE id = ?1
      """
    ).bind(.integer(id)).run()
    return db.changes > 0
  }

  /// Every account's queued changes, each account's oldest first, for a listing of the outbox.
  public func pendingChanges() throws(StoreError) -> [PendingChange] {
    var result: [PendingChange] = []
    for account in try accounts() { result += try pendingChanges(account: account.id) }
    return result
  }
}
