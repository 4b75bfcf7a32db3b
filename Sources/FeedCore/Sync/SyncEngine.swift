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

  /// Sends the outbox, then pulls. A failure while sending leaves the unsent changes queued and
  /// pulls nothing; a failure while pulling stores nothing of the pull. Either way the next
  /// sync carries on from there.
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

  /// Sends each queued change in order, removing it once the server has it. A change the
  /// server refuses (a 4xx answer: a feed that cannot be subscribed) is dropped so that it
  /// cannot block the queue; an unreachable server, a refused password and a server in trouble
  /// (5xx, 408, 429: it may take the change later) stop the sending and keep the rest.
  /// `editedFeeds`: whether a subscription change was among them.
  private func sendOutbox(_ account: Int64, client: GReaderClient) async throws(SyncError)
    -> (sent: Int, refused: [RefusedChange], editedFeeds: Bool)
  {
    let pending: [PendingChange]
    do {
      pending = try await store.pendingChanges(account: account)
    } catch {
      throw .store(error)
    }
    var sent = 0
    var refused: [RefusedChange] = []
    var editedFeeds = false
    for change in pending {
      editedFeeds = editedFeeds || change.change.editsSubscriptions
      do {
        try await send(change.change, client: client)
        sent += 1
      } catch .serverError(_, let status) where RefusedChange.isRefusal(status) {
        // The titles only name the change for the reader: without them it is still reported.
        let titles = (try? await store.titles(of: change.change, account: account)) ?? []
        refused.append(RefusedChange(change: change.change, titles: titles, status: status))
      }
      do {
        try await store.removePendingChange(change.id)
      } catch {
        throw .store(error)
      }
    }
    return (sent, refused, editedFeeds)
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
