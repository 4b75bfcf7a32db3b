import FeedCore
import Foundation
import Testing

/// The outbox against the real Miniflux (run by `bash .ci/miniflux test`, whose filter
/// `MinifluxSyncTests` picks these: they belong to that suite and take a user each).
extension MinifluxSyncTests {
  /// Issue 47's steps: a feed subscribed over Miniflux's REST API, its entries read there;
  /// subscribing to it again here gets HTTP 500 ("This feed already exists."). Every later sync
  /// still completes and brings the server's changes, and the subscribe is set aside.
  @Test func aSubscribeMinifluxRefusesWith500NeverBlocksLaterSyncs() async throws {
    let world = try await SyncFixture()
    try world.writeFeed("gamma.xml", title: "Gamma", items: 1...2)
    let gamma = world.feeds.url("/files/gamma.xml")
    let feed = try world.miniflux.addFeed(gamma, category: world.miniflux.firstCategory())
    try world.miniflux.rest("PUT", "/v1/feeds/\(feed)/mark-all-as-read")
    try await world.sync()
    try await world.store.queueSubscribe(account: world.account.id, url: gamma)
    let quick = OutboxRetryPolicy(attempts: 2, firstDelay: 0)

    let refused = try await world.sync(retryPolicy: quick)
    #expect(refused.refused.map(\.status) == [500])
    #expect(refused.refused.first?.isParked == false)
    // Made on the server afterwards: a read arrives at the next sync all the same.
    let alpha1 = try world.serverEntry("Alpha 1")
    try world.miniflux.rest(
      "PUT", "/v1/entries", json: "{\"entry_ids\":[\(alpha1)],\"status\":\"read\"}")
    let next = try await world.sync(retryPolicy: quick)
    #expect(next.refused.map(\.isParked) == [true])
    #expect(try await world.localEntries()["Alpha 1"]?.read == true)
    try world.miniflux.rest("PUT", "/v1/entries/\(try world.serverEntry("Beta 2"))/bookmark")
    let parked = try await world.sync(retryPolicy: quick)
    #expect(parked.refused.isEmpty, "a change set aside is not sent again")
    #expect(try await world.localEntries()["Beta 2"]?.starred == true)
    let rows = try await world.store.pendingChanges(account: world.account.id)
    #expect(rows.map(\.isParked) == [true])
    #expect(rows.map(\.lastStatus) == [500])
    // Dropped, it is gone; the server kept its one Gamma.
    let row = try #require(rows.first)
    #expect(try await world.store.removePendingChange(row.id))
    try await world.sync()
    #expect(try world.miniflux.feeds().filter { $0.title == "Gamma" }.count == 1)
  }

  /// `overshoot-cli read|star`, `add --account` and `remove` queue; `sync` sends them and
  /// Miniflux's REST API reads them back.
  @Test(.enabled(if: SyncCLI.path != nil, "needs the built overshoot-cli"))
  func theCLIsSyncVerbsReachMiniflux() async throws {
    let world = try await SyncFixture()
    var cli = SyncCLI(database: world.store.url)
    cli.password = world.miniflux.apiPassword
    #expect(try cli.run(["sync"]).status == 0)
    #expect(try cli.run(["read", "--search", "Alpha 1"]).status == 0)
    #expect(try cli.run(["star", String(try cli.entryID("Alpha 2"))]).status == 0)
    try world.writeFeed("gamma.xml", title: "Gamma", items: 1...2)
    let gamma = world.feeds.url("/files/gamma.xml").absoluteString
    let added = try cli.run(["add", gamma, "--account", world.miniflux.user])
    #expect(added.status == 0, "\(added.stderr)")
    let beta = try #require(try await world.store.subscriptions().first { $0.title == "Beta" })
    #expect(try cli.run(["remove", String(beta.id)]).status == 0)
    let sync = try cli.run(["sync"])
    #expect(sync.status == 0, "\(sync.stderr)")
    #expect(sync.stdoutText.contains(": sent 4 changes;"), "\(sync.stdoutText)")
    let server = try world.miniflux.entries()
    #expect(server.first { $0.title == "Alpha 1" }?.read == true)
    #expect(server.first { $0.title == "Alpha 2" }?.starred == true)
    #expect(try world.miniflux.feeds().map(\.title).sorted() == ["Alpha", "Gamma"])
    #expect(try await world.store.subscriptions().contains { $0.title == "Gamma" })
  }
}
