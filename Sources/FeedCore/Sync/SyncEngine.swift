import Foundation

/// Syncs one account: first sends the outbox in order, then reads what changed on the server
/// and applies it to the store in one transaction.
///
/// Incremental: after the first sync, new items are asked for by publication time (`ot`, the
/// newest seen less ``overlap``) and the unread and starred sets by id only, so a sync with
/// nothing new costs four small requests (subscriptions, three id lists) and no contents.
public struct SyncEngine: Sendable {
  /// The store synced into.
  public let store: FeedStore
  /// How far before the newest publication time seen the next sync looks again: items that
  /// reach the server late with an earlier date are still found.
  public var overlap: Int64 = 24 * 3600

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
    let (sent, refused) = try await sendOutbox(accountID, client: client)
    let snapshot = try await pull(account, client: client)
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
  /// server refuses (an HTTP error: a feed that cannot be subscribed) is dropped so that it
  /// cannot block the queue; an unreachable server stops the sending and keeps the rest.
  private func sendOutbox(_ account: Int64, client: GReaderClient) async throws(SyncError)
    -> (sent: Int, refused: [String])
  {
    let pending: [PendingChange]
    do {
      pending = try await store.pendingChanges(account: account)
    } catch {
      throw .store(error)
    }
    var sent = 0
    var refused: [String] = []
    for change in pending {
      do {
        try await send(change.change, client: client)
        sent += 1
      } catch .serverError(let path, let status) where status != 401 {
        refused.append(SyncError.serverError(path: path, status: status).description)
      }
      do {
        try await store.removePendingChange(change.id)
      } catch {
        throw .store(error)
      }
    }
    return (sent, refused)
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

  private func pull(_ account: SyncAccount, client: GReaderClient) async throws(SyncError)
    -> SyncSnapshot
  {
    let subscriptions = try await client.subscriptions()
    let unread = try await client.itemIDs(stream: Stream.readingList, excluding: Stream.read)
    let starred = try await client.itemIDs(stream: Stream.starred)
    let since = account.newestPublished.map { max(0, $0 - overlap) }
    let recent = try await client.itemIDs(stream: Stream.readingList, since: since)
    let known: Set<Int64>
    do {
      known = try await store.knownItems(account: account.id)
    } catch {
      throw .store(error)
    }
    var wanted = Set(recent).union(unread).union(starred)
    wanted.subtract(known)
    let items = try await client.items(wanted.sorted())
    return SyncSnapshot(
      subscriptions: subscriptions, newItems: items, unread: Set(unread), starred: Set(starred))
  }
}
