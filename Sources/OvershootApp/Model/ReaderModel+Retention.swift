import FeedCore

extension ReaderModel {
  /// Keeps entries for `days` days (0: regardless of age) from the next refresh on, and with
  /// `deletingNow` deletes those older now; starred entries, and those a feed still lists, stay
  /// (see ``FeedStore/applyRetention(now:)``). The cap on entries per feed is left as it is.
  /// Returns how many entries were deleted.
  @discardableResult
  func keepEntries(forDays days: Int, deletingNow: Bool) async throws(StoreError) -> Int {
    guard let store else { return 0 }
    var retention = try await store.retention()
    retention.maxAgeDays = days > 0 ? days : nil
    try await store.setRetention(retention)
    guard deletingNow else { return 0 }
    let removed = try await store.applyRetention()
    if removed > 0 { await reloadSubscriptions() }
    return removed
  }
}
