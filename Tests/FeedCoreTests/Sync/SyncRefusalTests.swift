import FeedCore
import Foundation
import Testing

/// A change the server refuses never blocks the outbox, whatever the status (Miniflux 2.2
/// answers 500 to a subscribe it cannot make): it is tried again a bounded number of times,
/// then set aside for the reader to retry or drop, while the changes behind it go out and the
/// server's changes still arrive. Against the loopback stand-in's `/greader-status/S/` API,
/// which answers S to every subscription edit and to edit-tag for item 2 ("Refused").
@Suite(.timeLimit(.minutes(2)))
struct SyncRefusalTests {
  /// Two refusals set a change aside; no wait between tries.
  static let quickPolicy = OutboxRetryPolicy(attempts: 2, firstDelay: 0)

  @Test(arguments: [400, 403, 404, 409, 500, 503])
  func aRefusedChangeIsTriedAgainThenSetAsideAndNeverBlocks(status: Int) async throws {
    let standIn = try await StandInAccount(api: "/greader-status/\(status)")
    let (store, account) = (standIn.store, standIn.account.id)
    let kept = try #require(URL(string: "http://127.0.0.1/kept.xml"))
    // Subscribing to a feed the server already has: refused, as Miniflux does.
    try await store.queueSubscribe(account: account, url: kept)

    let first = try await standIn.sync(policy: Self.quickPolicy)
    #expect(first.refused.map(\.status) == [status])
    #expect(first.refused.first?.isParked == false)
    #expect(first.refused.first?.description.hasSuffix("; tried again later") == true)
    let titles = try await store.entries(in: .all, limit: 10).map(\.entry.title)
    #expect(Set(titles) == ["Accepted", "Refused"], "the pull ran after the refusal")
    let waiting = try await store.pendingChanges(account: account)
    #expect(waiting.map(\.attempts) == [1])
    #expect(waiting.map(\.lastStatus) == [status])

    // Behind the refused subscribe, a star the server refuses and one it takes.
    let entries = try await store.entries(in: .all, limit: 10)
    let accepted = try #require(entries.first { $0.entry.title == "Accepted" })
    let refused = try #require(entries.first { $0.entry.title == "Refused" })
    try await store.setStarred(refused.id, true)
    try await store.setStarred(accepted.id, true)
    let second = try await standIn.sync(policy: Self.quickPolicy)
    #expect(second.sent == 1, "the star the server takes goes out behind the refused ones")
    #expect(second.refused.map(\.isParked) == [true, false])
    #expect(second.refused.first?.description.hasSuffix("; set aside after 2 tries") == true)
    #expect(second.refused.last?.titles == ["Refused"])

    try await standIn.sync(policy: Self.quickPolicy)
    let parked = try await store.pendingChanges(account: account)
    try #require(parked.count == 2, "both refused changes are still queued")
    #expect(parked.map(\.isParked) == [true, true])
    #expect(
      parked.map(\.change) == [
        .subscribe(url: kept.absoluteString, title: nil, folder: nil),
        .setStarred(items: [refused.entry.id], starred: true),
      ])
    // A parked change is not sent again: two tries of the subscribe, whatever the syncs.
    try await standIn.sync(policy: Self.quickPolicy)
    let edits = try standIn.server.requests().filter { $0.hasSuffix("/subscription/edit") }
    #expect(edits.count == 2)

    // The reader retries one and drops the other.
    #expect(try await store.retryPendingChange(parked[0].id))
    #expect(try await store.removePendingChange(parked[1].id))
    let left = try await store.pendingChanges(account: account)
    #expect(left.map(\.id) == [parked[0].id])
    #expect(left.first?.attempts == 0 && left.first?.isParked == false)
    let retried = try await standIn.sync(policy: Self.quickPolicy)
    #expect(retried.refused.map(\.outboxID) == [parked[0].id], "sent again after the retry")
  }

  @Test func aRefusedChangeWaitsBeforeItsNextTry() async throws {
    let standIn = try await StandInAccount(api: "/greader-status/500")
    let (store, account) = (standIn.store, standIn.account.id)
    try await store.queueSubscribe(
      account: account, url: try #require(URL(string: "http://127.0.0.1/kept.xml")))
    let before = Date()
    try await standIn.sync()
    try await standIn.sync()
    let edits = try standIn.server.requests().filter { $0.hasSuffix("/subscription/edit") }
    #expect(edits.count == 1, "the second sync came before the first wait was over")
    let row = try #require(try await store.pendingChanges(account: account).first)
    #expect(row.attempts == 1)
    let due = try #require(row.nextAttempt)
    #expect(due >= before.addingTimeInterval(OutboxRetryPolicy().firstDelay))
  }

  @Test func aServerThatCannotBeReachedCountsNoAttempt() async throws {
    let folder = try TemporaryDirectory()
    let store = try FeedStore(url: folder.file("store.sqlite"))
    // Port 9 (discard) has no listener here: the connection is refused.
    let server = try #require(URL(string: "http://127.0.0.1:9/"))
    let account = try await store.addAccount(server: server, user: "reader")
    try await store.queueSubscribe(
      account: account.id, url: try #require(URL(string: "http://127.0.0.1/kept.xml")))
    let client = GReaderClient(server: server, user: "reader", password: "any")
    await #expect {
      try await SyncEngine(store: store).sync(account.id, client: client)
    } throws: { error in
      guard case SyncError.unreachable = error else { return false }
      return true
    }
    let row = try #require(try await store.pendingChanges(account: account.id).first)
    #expect(row.attempts == 0 && row.nextAttempt == nil && !row.isParked)
  }

  @Test func aLoginAnswered500SaysTheServerIsFailing() async throws {
    let standIn = try await StandInAccount(api: "/greader-failing")
    let client = GReaderClient(server: standIn.address, user: "reader", password: "any")
    await #expect {
      try await client.login()
    } throws: { error in
      guard let error = error as? SyncError, case .serverFailing(_, 500) = error else {
        return false
      }
      return error.description.contains("is failing (HTTP 500)")
        && !error.description.contains("check the address")
    }
  }
}
