import FeedCore
import Foundation
import Testing

/// A server in trouble while the outbox is sent (the loopback stand-in's `/greader-busy/` API
/// answers edit-tag with 503) no longer fails the sync: the change stays queued, counted, and
/// the pull still runs.
struct SyncServerTroubleTests {
  @Test func aChangeAnswered503StaysQueuedAndTheSyncStillPulls() async throws {
    let standIn = try await StandInAccount(api: "/greader-busy")
    let (store, account) = (standIn.store, standIn.account)
    try await standIn.sync()
    let rows = try await store.entries(in: .all, limit: 10)
    let accepted = try #require(rows.first { $0.entry.title == "Accepted" })
    try await store.setStarred(accepted.id, true)
    let synced = try #require(try await store.account(account.id)?.lastSync)

    let report = try await standIn.sync()
    #expect(report.refused.map(\.status) == [503])
    #expect(
      report.refused.first?.description
        == "star “Accepted”: it failed on it (HTTP 503); tried again later")
    let pending = try await store.pendingChanges(account: account.id)
    #expect(pending.map(\.attempts) == [1], "the star waits for the server to take it")
    let after = try #require(try await store.account(account.id)?.lastSync)
    #expect(after > synced, "the pull ran and completed")
  }

  @Test func everyStatusButARefusedPasswordRefusesAChange() {
    #expect(RefusedChange.isRefusal(400))
    #expect(RefusedChange.isRefusal(404))
    #expect(RefusedChange.isRefusal(408))
    #expect(RefusedChange.isRefusal(429))
    #expect(RefusedChange.isRefusal(500))
    #expect(RefusedChange.isRefusal(503))
    #expect(!RefusedChange.isRefusal(401))
  }
}
