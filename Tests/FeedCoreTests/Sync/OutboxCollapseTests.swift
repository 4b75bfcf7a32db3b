import FeedCore
import Foundation
import Testing

/// Identical queued changes collapse into one, and a newer change to the same entries or feed
/// replaces the queued one, so the reader's last action is what the server ends with (against
/// the loopback stand-in, synced once for its two entries; nothing is sent here).
@Suite(.timeLimit(.minutes(1)))
struct OutboxCollapseTests {
  let standIn: StandInAccount
  let accepted: StoredEntry
  let refused: StoredEntry

  init() async throws {
    standIn = try await StandInAccount(api: "/greader-status/409")
    try await standIn.sync()
    let entries = try await standIn.store.entries(in: .all, limit: 10)
    accepted = try #require(entries.first { $0.entry.title == "Accepted" })
    refused = try #require(entries.first { $0.entry.title == "Refused" })
  }

  private func queued() async throws -> [SyncChange] {
    try await standIn.store.pendingChanges(account: standIn.account.id).map(\.change)
  }

  @Test func twoIdenticalSubscribesAndStarsAreOneEach() async throws {
    let store = standIn.store
    let url = try #require(URL(string: "http://127.0.0.1/new.xml"))
    try await store.queueSubscribe(account: standIn.account.id, url: url)
    try await store.setStarred(accepted.id, true)
    try await store.queueSubscribe(account: standIn.account.id, url: url, title: "New")
    try await store.setStarred(accepted.id, true)
    #expect(
      try await queued() == [
        .subscribe(url: url.absoluteString, title: "New", folder: nil),
        .setStarred(items: [accepted.entry.id], starred: true),
      ])
  }

  @Test func aNewerStateForTheSameEntriesReplacesTheQueuedOne() async throws {
    let store = standIn.store
    try await store.setRead([accepted.id, refused.id], true)
    try await store.setStarred(refused.id, true)
    try await store.setRead([accepted.id], false)
    try await store.setStarred(refused.id, false)
    // The unstar goes out whole: the server may have starred it meanwhile, and the reader's
    // last action wins.
    #expect(
      try await queued() == [
        .setRead(items: [refused.entry.id], read: true),
        .setRead(items: [accepted.entry.id], read: false),
        .setStarred(items: [refused.entry.id], starred: false),
      ])
  }

  @Test func aFeedRenamedTwiceThenRemovedLeavesTheRemoval() async throws {
    let store = standIn.store
    let feed = try #require(try await store.subscriptions().first)
    try await store.renameFeed(feed.id, to: "One")
    try await store.renameFeed(feed.id, to: "Two")
    try await store.moveFeed(feed.id, toFolder: "Tech")
    #expect(try await queued().count == 2)
    try await store.removeFeed(feed.id)
    #expect(try await queued() == [.unsubscribe(stream: "feed/http://127.0.0.1/kept.xml")])
  }

  @Test func aParkedChangeIsReplacedByTheReadersNewOne() async throws {
    let store = standIn.store
    try await store.setStarred(accepted.id, true)
    let row = try #require(try await store.pendingChanges(account: standIn.account.id).first)
    let parked = try await store.recordRefusal(
      row.id, status: 500, policy: OutboxRetryPolicy(attempts: 1))
    #expect(parked?.isParked == true)
    try await store.setStarred(accepted.id, true)
    let rows = try await store.pendingChanges(account: standIn.account.id)
    #expect(rows.count == 1)
    #expect(rows.first?.isParked == false && rows.first?.attempts == 0)
  }
}
