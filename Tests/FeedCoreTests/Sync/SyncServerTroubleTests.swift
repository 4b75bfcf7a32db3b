import FeedCore
import Foundation
import Testing

/// A server in trouble is not a server refusing a change: a 503 while the outbox is sent fails
/// the sync and keeps the change queued, where a 4xx drops it (no Miniflux needed: the loopback
/// stand-in's `/greader-busy/` API answers edit-tag with 503).
struct SyncServerTroubleTests {
  @Test func aChangeAnswered503StaysQueuedAndTheSyncSaysWhy() async throws {
    let standIn = try await StandInAccount(api: "/greader-busy")
    let (store, account) = (standIn.store, standIn.account)
    try await standIn.sync()
    let rows = try await store.entries(in: .all, limit: 10)
    let accepted = try #require(rows.first { $0.entry.title == "Accepted" })
    try await store.setStarred(accepted.id, true)
    #expect(try await store.pendingChanges(account: account.id).count == 1)

    await #expect {
      try await standIn.sync()
    } throws: { error in
      guard case SyncError.serverError(_, 503) = error else { return false }
      return true
    }
    #expect(
      try await store.pendingChanges(account: account.id).count == 1,
      "the star waits for the server to take it")
  }

  @Test func onlyA4xxOtherThanAuthTimeoutAndRateLimitRefusesAChange() {
    #expect(RefusedChange.isRefusal(400))
    #expect(RefusedChange.isRefusal(404))
    #expect(!RefusedChange.isRefusal(401))
    #expect(!RefusedChange.isRefusal(408))
    #expect(!RefusedChange.isRefusal(429))
    #expect(!RefusedChange.isRefusal(500))
    #expect(!RefusedChange.isRefusal(503))
  }
}
