import Foundation

/// What a sync read from the server, ready to be applied to the store in one go.
struct SyncSnapshot: Sendable {
  /// Every subscription on the server, or nil when this sync did not read them (the store's
  /// feeds stay as they are).
  var subscriptions: [GReaderSubscription]?
  /// Whether this was a full pass (subscriptions and new ids by time), recorded as the
  /// account's `lastFullSync`.
  var isFullPass: Bool
  /// Items the store did not have yet.
  var newItems: [GReaderItem]
  /// The ids of every unread item.
  var unread: Set<Int64>
  /// The ids of every starred item.
  var starred: Set<Int64>
}

extension FeedStore {
  /// The server ids of the entries stored for an account.
  func knownItems(account: Int64) throws(StoreError) -> Set<Int64> {
    let statement = try db.prepare(
      "SELECT e.entry_id FROM entries e JOIN feeds f ON f.id = e.feed_id WHERE f.account_id = ?1")
    try statement.bind(.integer(account))
    var result = Set<Int64>()
    while try statement.step() {
      if let number = GReaderItemID.number(statement.text(0) ?? "") { result.insert(number) }
    }
    return result
  }

  /// The server stream ids (`feed/…`) of the feeds stored for an account.
  func knownStreams(account: Int64) throws(StoreError) -> Set<String> {
    let statement = try db.prepare("SELECT remote_id FROM feeds WHERE account_id = ?1")
    try statement.bind(.integer(account))
    var result = Set<String>()
    while try statement.step() {
      if let stream = statement.text(0) { result.insert(stream) }
    }
    return result
  }

  /// Applies what the server has, in ONE transaction (a killed sync stores nothing of itself).
  /// The server wins, except for what the outbox still holds: an entry or feed with an unsent
  /// local change keeps its local state until the change is sent, unless the change is set
  /// aside (see docs/sync.md).
  func applySync(_ snapshot: SyncSnapshot, account: Int64, now: Date = Date())
    throws(StoreError) -> SyncReport
  {
    try db.transaction { () throws(StoreError) -> SyncReport in
      var report = SyncReport()
      // A change set aside holds nothing: the server's state shows until the reader retries it.
      let pending = try pendingChanges(account: account).filter { !$0.isParked }.map(\.change)
      let pendingItems = Set(pending.flatMap(\.items).compactMap(GReaderItemID.number))
      var pendingStreams = Set<String>()
      for change in pending {
        switch change {
        case .rename(let stream, _), .move(let stream, _), .unsubscribe(let stream):
          pendingStreams.insert(stream)
        case .setRead, .setStarred, .subscribe: break
        }
      }
      let feeds = try applySubscriptions(
        snapshot.subscriptions, account: account, keeping: pendingStreams, now: now,
        report: &report)
      try insertItems(
        snapshot.newItems, feeds: feeds, keeping: pendingItems, now: now, report: &report)
      try applyStates(snapshot, account: account, keeping: pendingItems, report: &report)
      let newest = snapshot.newItems.compactMap(\.published).max()
      try db.prepare(
        """
        UPDATE accounts SET last_sync = ?2,
          newest_published = MAX(COALESCE(newest_published, 0), COALESCE(?3, 0)),
          last_full_sync = CASE WHEN ?4 THEN ?2 ELSE last_full_sync END
        WHERE id = ?1
        """
      ).bind(
        .integer(account), .date(now), newest.map { .integer($0) } ?? .null,
        .bool(snapshot.isFullPass)
      ).run()
      return report
    }
  }

  /// Adds, updates and removes the account's feeds (none of that without `subscriptions`);
  /// returns the store id of each stream.
  private func applySubscriptions(
    _ subscriptions: [GReaderSubscription]?, account: Int64, keeping pending: Set<String>,
    now: Date, report: inout SyncReport
  ) throws(StoreError) -> [String: Int64] {
    var local: [String: (id: Int64, title: String?, folder: String?)] = [:]
    let existing = try db.prepare(
      "SELECT remote_id, id, title, folder FROM feeds WHERE account_id = ?1")
    try existing.bind(.integer(account))
    while try existing.step() {
      local[existing.text(0) ?? ""] = (existing.int(1), existing.text(2), existing.text(3))
    }
    guard let subscriptions else { return local.mapValues(\.id) }
    let insert = try db.prepare(
      """
      INSERT INTO feeds (url, title, site_link, folder, added, account_id, remote_id, icon_url)
      VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
      """)
    let update = try db.prepare("UPDATE feeds SET title = ?2, folder = ?3 WHERE id = ?1")
    var ids: [String: Int64] = [:]
    for subscription in subscriptions {
      let folder = FolderName.normalized(subscription.folder)
      if let feed = local[subscription.id] {
        ids[subscription.id] = feed.id
        if !pending.contains(subscription.id),
          feed.title != subscription.title || feed.folder != folder
        {
          try update.bind(.integer(feed.id), .text(subscription.title), .text(folder)).run()
          report.feedsChanged += 1
        }
        continue
      }
      let address = (subscription.url ?? subscription.id) + "#account-\(account)"
      try insert.bind(
        .text(address), .text(subscription.title), .text(subscription.htmlUrl), .text(folder),
        .date(now), .integer(account), .text(subscription.id),
        .text(subscription.iconUrl.flatMap { $0.isEmpty ? nil : $0 })
      ).run()
      ids[subscription.id] = db.lastInsertID
      report.feedsAdded += 1
    }
    for (stream, feed) in local where ids[stream] == nil && !pending.contains(stream) {
      try db.prepare("DELETE FROM entries WHERE feed_id = ?1").bind(.integer(feed.id)).run()
      try db.prepare("DELETE FROM feeds WHERE id = ?1").bind(.integer(feed.id)).run()
      report.feedsRemoved += 1
    }
    return ids
  }

  private func insertItems(
    _ items: [GReaderItem], feeds: [String: Int64], keeping pending: Set<Int64>, now: Date,
    report: inout SyncReport
  ) throws(StoreError) {
    let insert = try db.prepare(
      """
      INSERT INTO entries (feed_id, entry_id, title, link, published, updated, author, summary,
        sort_date, first_seen, last_seen, is_read, is_starred, content)
      VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?10, ?11, ?12, ?13)
      ON CONFLICT (feed_id, entry_id) DO NOTHING
      """)
    for item in items {
      guard let stream = item.origin?.streamId, let feed = feeds[stream],
        let number = GReaderItemID.number(item.id), !pending.contains(number)
      else { continue }
      let published = item.published.map { Date(timeIntervalSince1970: TimeInterval($0)) }
      let updated = item.updated.map { Date(timeIntervalSince1970: TimeInterval($0)) }
      let html = item.content?.content ?? item.summary?.content
      let link = item.alternate?.first?.href
      // The server's HTML is as untrusted as a feed's: the same sanitizer, before it is stored.
      let safe = html.map { HTMLSanitizer.sanitize($0, base: link.flatMap(URL.init(string:))) }
      try insert.bind(
        .integer(feed), .text(GReaderItemID.long(number)),
        .text(item.title.map(PlainText.collapsingWhitespace)),
        .text(link), .date(published), .date(updated), .text(item.author),
        .text(html.map(PlainText.fromHTML)), .date(min(published ?? now, now)), .date(now),
        .bool(item.isRead), .bool(item.isStarred), .text(safe)
      ).run()
      report.entriesAdded += db.changes
    }
  }

  /// Sets every stored entry's read and starred state to the server's.
  private func applyStates(
    _ snapshot: SyncSnapshot, account: Int64, keeping pending: Set<Int64>,
    report: inout SyncReport
  ) throws(StoreError) {
    let statement = try db.prepare(
      """
      SELECT e.id, e.entry_id, e.is_read, e.is_starred FROM entries e
      JOIN feeds f ON f.id = e.feed_id WHERE f.account_id = ?1
      """)
    try statement.bind(.integer(account))
    var changes: [(id: Int64, read: Bool, starred: Bool)] = []
    while try statement.step() {
      guard let number = GReaderItemID.number(statement.text(1) ?? ""),
        !pending.contains(number)
      else { continue }
      let read = !snapshot.unread.contains(number)
      let starred = snapshot.starred.contains(number)
      if read != (statement.int(2) != 0) || starred != (statement.int(3) != 0) {
        changes.append((statement.int(0), read, starred))
      }
    }
    let update = try db.prepare("UPDATE entries SET is_read = ?2, is_starred = ?3 WHERE id = ?1")
    for change in changes {
      try update.bind(.integer(change.id), .bool(change.read), .bool(change.starred)).run()
    }
    report.statesChanged += changes.count
  }
}
