import Foundation

/// Syncs one account: first sends the outbox in order, then reads what changed on the server
/// and applies it to the store in one transaction.
///
/// Incremental, in two kinds of pass (docs/sync.md):
/// - a **quiet pass** reads only the ids of the unread and the starred items (one small
///   request each, once logged in): every read, unread, star and unstar made on the server
///   arrives, and so does every new unread or starred item (its contents are then asked for,
///   with the subscription list when it belongs to a feed the store does not know);
/// - a **full pass** reads the subscription list and the ids of the items published since the
///   newest seen (`ot`, less ``overlap``) besides: renames, moves and removals on the server, and
///   new items that reached the server already read. It runs at the first sync, after the outbox
///   sent a subscription change, and once ``fullPassInterval`` has passed since the last one.
public struct SyncEngine: Sendable {
  /// The store synced into.
  public let store: FeedStore
  /// How far before the newest publication time seen the next sync looks again: items that
  /// reach the server late with an earlier date are still found.
  public var overlap: Int64 = 24 * 3600
  /// How long after a full pass the syncs stay quiet passes (0: every sync is a full pass).
  public var fullPassInterval: TimeInterval = 30 * 60
  /// How often a change the server refuses is tried again, and how far apart, before it is set
  /// aside for the reader.
  public var retryPolicy = OutboxRetryPolicy()

  /// The server's state streams.
  public enum Stream {
    /// Every item.
    public static let readingList = "user/-/state/com.google/reading-list"
    /// The read state.
    public static let read = "user/-/state/com.google/read"
    /// The starred state.
    public static let starred = "user/-/state/com.google/starred"
  }

  /// Creates an engine for `store`.
  public init(store: FeedStore) {
    self.store = store
  }

  /// Sends the outbox, then pulls. A change the server refuses never stops the sync (it is
  /// reported in ``SyncReport/refused`` and tried again later, or set aside); an unreachable
  /// server or a refused password while sending leaves the unsent changes queued and pulls
  /// nothing; a failure while pulling stores nothing of the pull. Either way the next sync
  /// carries on from there.
  public func sync(_ accountID: Int64, client: GReaderClient) async throws(SyncError)
    -> SyncReport
  {
    let account: SyncAccount
    do {
      guard let found = try await store.account(accountID) else {
        throw SyncError.noSuchAccount(accountID)
      }
      account = found
    } catch let error as SyncError {
      throw error
    } catch {
      throw .store(error as? StoreError ?? .busy)
    }
    let requestsBefore = await client.requestCount
    let bytesBefore = await client.bytesReceived
    let (sent, refused, editedFeeds) = try await sendOutbox(accountID, client: client)
    let now = Date()
    let full =
      editedFeeds
      || account.lastFullSync.map {
        $0 > now || now.timeIntervalSince($0) >= fullPassInterval
      } ?? true
    let snapshot = try await pull(account, full: full, client: client)
    var report: SyncReport
    do {
      report = try await store.applySync(snapshot, account: accountID)
    } catch {
      throw .store(error)
    }
    report.sent = sent
    report.refused = refused
    report.requests = await client.requestCount - requestsBefore
    report.bytes = await client.bytesReceived - bytesBefore
    return report
  }

  /// Sends each due queued change in order, removing it once the server has it. A change the
  /// server refuses, by any status but 401 (Miniflux's 500 for a subscribe it cannot make
  /// included), stays queued with one more attempt counted and waits for ``retryPolicy``'s
  /// delay, or is set aside when its attempts are spent; the changes behind it go out, but for
  /// those touching the same entries or feed, which wait behind it so that their order holds.
  /// An unreachable server and a refused password stop the sending, keep everything queued
  /// as it was and fail the sync. `editedFeeds`: whether a subscription change was sent.
  private func sendOutbox(_ account: Int64, client: GReaderClient) async throws(SyncError)
    -> (sent: Int, refused: [RefusedChange], editedFeeds: Bool)
  {
    let pending: [PendingChange]
    do {
      pending = try await store.pendingChanges(account: account)
    } catch {
      throw .store(error)
    }
    let now = Date()
    var sent = 0
    var refused: [RefusedChange] = []
    var editedFeeds = false
    // What the changes that wait touch: a later change to the same thing waits too.
    var waiting = Set<String>()
    for change in pending where !change.isParked {
      let subjects = change.change.subjects
      if change.nextAttempt.map({ $0 > now }) ?? false || !waiting.isDisjoint(with: subjects) {
        waiting.formUnion(subjects)
        continue
      }
      do throws(SyncError) {
        try await send(change.change, client: client)
      } catch .serverError(_, let status) where RefusedChange.isRefusal(status) {
        waiting.formUnion(subjects)
        refused.append(try await recordRefusal(change, status: status, at: now))
        continue
      }
      sent += 1
      editedFeeds = editedFeeds || change.change.editsSubscriptions
      do {
        try await store.removePendingChange(change.id)
      } catch {
        throw .store(error)
      }
    }
    return (sent, refused, editedFeeds)
  }

  /// Counts the refusal in the outbox and reports it.
  private func recordRefusal(_ change: PendingChange, status: Int, at now: Date)
    async throws(SyncError) -> RefusedChange
  {
    let row: PendingChange?
    do {
      row = try await store.recordRefusal(change.id, status: status, policy: retryPolicy, at: now)
    } catch {
      throw .store(error)
    }
    // The titles only name the change for the reader: without them it is still reported.
    let titles = (try? await store.titles(of: change.change, account: change.accountID)) ?? []
    return RefusedChange(
      change: change.change, titles: titles, status: status, outboxID: row?.id,
      attempts: row?.attempts ?? change.attempts + 1, nextAttempt: row?.nextAttempt,
      isParked: row?.isParked ?? false)
  }

  private func send(_ change: SyncChange, client: GReaderClient) async throws(SyncError) {
    switch change {
    case .setRead(let items, let read):
      let ids = items.compactMap(GReaderItemID.number)
      if read {
        try await client.editTag(ids, add: Stream.read)
      } else {
        try await client.editTag(ids, remove: Stream.read)
      }
    case .setStarred(let items, let starred):
      let ids = items.compactMap(GReaderItemID.number)
      if starred {
        try await client.editTag(ids, add: Stream.starred)
      } else {
        try await client.editTag(ids, remove: Stream.starred)
      }
    case .subscribe(let url, let title, let folder):
      try await client.editSubscription(
        action: "subscribe", stream: "feed/" + url, title: title, folder: folder)
    case .rename(let stream, let title):
      try await client.editSubscription(action: "edit", stream: stream, title: title)
    case .move(let stream, let folder):
      try await client.editSubscription(action: "edit", stream: stream, folder: folder)
    case .unsubscribe(let stream):
      try await client.editSubscription(action: "unsubscribe", stream: stream)
    }
  }

  private func pull(_ account: SyncAccount, full: Bool, client: GReaderClient)
    async throws(SyncError) -> SyncSnapshot
  {
    var subscriptions = full ? try await client.subscriptions() : nil
    let unread = try await client.itemIDs(stream: Stream.readingList, excluding: Stream.read)
    let starred = try await client.itemIDs(stream: Stream.starred)
    var recent: [Int64] = []
    if full {
      let since = account.newestPublished.map { max(0, $0 - overlap) }
      recent = try await client.itemIDs(stream: Stream.readingList, since: since)
    }
    let known: Set<Int64>
    let streams: Set<String>
    do {
      known = try await store.knownItems(account: account.id)
      streams = try await store.knownStreams(account: account.id)
    } catch {
      throw .store(error)
    }
    var wanted = Set(recent).union(unread).union(starred)
    wanted.subtract(known)
    let items = try await client.items(wanted.sorted())
    // A new item of a feed the store does not know: a subscription made elsewhere.
    if subscriptions == nil,
      items.contains(where: { $0.origin?.streamId.map { !streams.contains($0) } ?? false })
    {
      subscriptions = try await client.subscriptions()
    }
    return SyncSnapshot(
      subscriptions: subscriptions, isFullPass: full, newItems: items, unread: Set(unread),
      starred: Set(starred))
  }
}
