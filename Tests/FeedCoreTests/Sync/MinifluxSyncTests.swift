import FeedCore
@_spi(Testing) import FeedCore
import Foundation
import Testing

@testable import FeedCore

/// Sync against a real Miniflux (Debian 13's package, PostgreSQL 17) on loopback, started once
/// by `bash .ci/miniflux test`; each test has a user of its own there. Every wait is bounded: a
/// request by its client's timeout, a child process by DeadlineProcess, a test by its limit.
@Suite(
  .serialized, .timeLimit(.minutes(2)),
  .enabled(if: MinifluxServer.unavailableReason == nil, "\(MinifluxServer.unavailableReason ?? "")")
)
struct MinifluxSyncTests {
  @Test func firstSyncBringsFeedsFoldersAndEntries() async throws {
    let world = try await SyncFixture()
    let report = try await world.sync()
    #expect(report.feedsAdded == 2)
    #expect(report.entriesAdded == 5)
    let feeds = try await world.store.subscriptions()
    #expect(Set(feeds.map(\.title)) == ["Alpha", "Beta"])
    #expect(feeds.first { $0.title == "Beta" }?.folder == "Tech")
    #expect(feeds.allSatisfy { $0.accountID == world.account.id })
    let entries = try await world.localEntries()
    #expect(Set(entries.keys) == ["Alpha 1", "Alpha 2", "Alpha 3", "Beta 1", "Beta 2"])
    #expect(entries.values.allSatisfy { !$0.read && !$0.starred })
    let stored = try await world.store.entries(in: .all).first { $0.entry.title == "Alpha 2" }
    #expect(stored?.entry.summary == "Text 2")
    #expect(stored?.entry.link == "http://example.org/Alpha/2")
    let body = try await world.store.content(ofEntry: try #require(stored).id)
    #expect(
      body?.html?.contains("Text 2") == true, "the item's content is kept for the article view")
  }

  @Test func syncWithNothingNewCostsTwoSmallIdRequestsAndStillSeesTheServersChanges()
    async throws
  {
    let world = try await SyncFixture()
    let client = world.miniflux.client()
    let sent = PathLog()
    await client.onEachRequest { _, path in sent.append(path) }
    try await world.sync(client: client)
    // Logged in already: the unread and the starred id lists, nothing else.
    sent.clear()
    let quiet = try await world.sync(client: client)
    let ids = "/reader/api/0/stream/items/ids"
    #expect(sent.paths == [ids, ids])
    #expect(quiet.requests == 2)
    #expect(quiet.bytes < 1_000)
    #expect(quiet.entriesAdded == 0 && quiet.statesChanged == 0 && quiet.feedsChanged == 0)
    // Changed on the server: a new item, one read, one unread again, one starred, one unstarred.
    try world.miniflux.rest(
      "PUT", "/v1/entries",
      json: "{\"entry_ids\":[\(try world.serverEntry("Alpha 1"))],\"status\":\"read\"}")
    try world.miniflux.rest("PUT", "/v1/entries/\(try world.serverEntry("Beta 2"))/bookmark")
    try await world.sync(client: client)
    try world.miniflux.rest(
      "PUT", "/v1/entries",
      json: "{\"entry_ids\":[\(try world.serverEntry("Alpha 1"))],\"status\":\"unread\"}")
    try world.miniflux.rest("PUT", "/v1/entries/\(try world.serverEntry("Beta 2"))/bookmark")
    try world.miniflux.rest(
      "PUT", "/v1/entries",
      json: "{\"entry_ids\":[\(try world.serverEntry("Alpha 3"))],\"status\":\"read\"}")
    try world.miniflux.rest("PUT", "/v1/entries/\(try world.serverEntry("Beta 1"))/bookmark")
    try world.writeFeed("alpha.xml", title: "Alpha", items: 1...4)
    try world.miniflux.refreshFeed(world.alpha)
    sent.clear()
    let fresh = try await world.sync(client: client)
    #expect(fresh.entriesAdded == 1)
    #expect(fresh.statesChanged == 4)
    // One more: the new item's contents.
    #expect(sent.paths == [ids, ids, "/reader/api/0/stream/items/contents"])
    let entries = try await world.localEntries()
    #expect(entries["Alpha 4"].map { !$0.read && !$0.starred } == true)
    #expect(entries["Alpha 1"]?.read == false)
    #expect(entries["Alpha 3"]?.read == true)
    #expect(entries["Beta 2"]?.starred == false)
    #expect(entries["Beta 1"]?.starred == true)
  }

  @Test func stateChangedOnTheServerArrivesAndRenamesAtTheNextFullPass() async throws {
    let world = try await SyncFixture()
    try await world.sync()
    let read = try world.serverEntry("Alpha 1")
    let starred = try world.serverEntry("Beta 2")
    try world.miniflux.rest(
      "PUT", "/v1/entries", json: "{\"entry_ids\":[\(read)],\"status\":\"read\"}")
    try world.miniflux.rest("PUT", "/v1/entries/\(starred)/bookmark")
    try world.miniflux.rest(
      "PUT", "/v1/feeds/\(world.beta)", json: "{\"title\":\"Beta renamed\"}")
    // A quiet pass (the full one was less than 10 minutes ago): the states arrive, the rename
    // waits for the next full pass.
    let report = try await world.sync(fullPassInterval: 600)
    #expect(report.statesChanged == 2)
    #expect(report.feedsChanged == 0)
    let entries = try await world.localEntries()
    #expect(entries["Alpha 1"]?.read == true)
    #expect(entries["Beta 2"]?.starred == true)
    #expect(entries["Alpha 2"]?.read == false)
    // The first sync's full pass eleven minutes ago (moved back in the file, behind the store's
    // back): past the 10-minute interval, a full pass again.
    try SQLiteDatabase(path: world.store.url.path).execute(
      "UPDATE accounts SET last_full_sync = last_full_sync - 660")
    let full = try await world.sync(fullPassInterval: 600)
    #expect(full.feedsChanged == 1)
    #expect(full.statesChanged == 0)
    #expect(try await world.store.subscriptions().contains { $0.title == "Beta renamed" })
    let after = try await world.store.accounts()[0].lastFullSync
    #expect(after.map { Date().timeIntervalSince($0) < 60 } == true)
  }

  @Test func aFeedSubscribedOnTheServerArrivesInAQuietSync() async throws {
    let world = try await SyncFixture()
    try await world.sync()
    try world.writeFeed("gamma.xml", title: "Gamma", items: 1...2)
    _ = try world.miniflux.addFeed(
      world.feeds.url("/files/gamma.xml"), category: world.miniflux.firstCategory())
    let report = try await world.sync()
    #expect(report.feedsAdded == 1)
    #expect(report.entriesAdded == 2)
    #expect(try await world.store.subscriptions().contains { $0.title == "Gamma" })
    #expect(try await world.localEntries()["Gamma 2"] != nil)
  }

  @Test func localChangesReachTheServer() async throws {
    let world = try await SyncFixture()
    try await world.sync()
    let entries = try await world.localEntries()
    try await world.store.setRead([entries["Alpha 1"]!.id], true)
    try await world.store.setStarred(entries["Beta 1"]!.id, true)
    let beta = try await world.store.subscriptions().first { $0.title == "Beta" }!
    try await world.store.renameFeed(beta.id, to: "Beta here")
    let alpha = try await world.store.subscriptions().first { $0.title == "Alpha" }!
    try await world.store.markAllRead(in: .feed(alpha.id))
    #expect(try await world.store.pendingChanges(account: world.account.id).count == 4)
    let report = try await world.sync()
    #expect(report.sent == 4)
    #expect(try await world.store.pendingChanges(account: world.account.id).isEmpty)
    let server = try world.miniflux.entries()
    #expect(Set(server.filter(\.read).map(\.title)) == ["Alpha 1", "Alpha 2", "Alpha 3"])
    #expect(server.filter(\.starred).map(\.title) == ["Beta 1"])
    #expect(try world.miniflux.feedTitle(world.beta) == "Beta here")
    // Unsubscribing goes the same way.
    try await world.store.removeFeed(beta.id)
    try await world.sync()
    #expect(try world.miniflux.rest("GET", "/v1/feeds") as? [Any] != nil)
    #expect((try world.miniflux.rest("GET", "/v1/feeds") as? [Any])?.count == 1)
  }

  @Test func subscribingHereReachesTheServerAndComesBackWithItsEntries() async throws {
    let world = try await SyncFixture()
    try await world.sync()
    try world.writeFeed("gamma.xml", title: "Gamma", items: 1...2)
    try await world.store.queueSubscribe(
      account: world.account.id, url: world.feeds.url("/files/gamma.xml"), folder: "Tech")
    let report = try await world.sync()
    #expect(report.sent == 1)
    #expect(report.feedsAdded == 1)
    #expect(try world.miniflux.feeds().map(\.title).sorted() == ["Alpha", "Beta", "Gamma"])
    let gamma = try await world.store.subscriptions().first { $0.title == "Gamma" }
    #expect(gamma?.folder == "Tech")
    #expect(try await world.localEntries()["Gamma 2"] != nil)
  }

  @Test func outboxSurvivesARestartAndAStoppedServer() async throws {
    let world = try await SyncFixture()
    try await world.sync()
    let entries = try await world.localEntries()
    try world.miniflux.running(false)
    try await world.store.setRead([entries["Alpha 2"]!.id], true)
    try await world.store.setStarred(entries["Alpha 3"]!.id, true)
    try await world.store.setRead([entries["Alpha 2"]!.id], false)
    do {
      try await world.sync(client: world.miniflux.client(timeout: 5))
      Issue.record("a sync with the server stopped succeeded")
    } catch let error as SyncError {
      guard case .unreachable = error else { throw error }
      #expect(error.description.hasPrefix("Cannot reach"))
    }
    try world.miniflux.running(true)
    // A new process: the same file opened again, the changes still queued in order. The second
    // change to Alpha 2's read state replaced the first (identical changes collapse, the reader's
    // last action going out whole, after what was queued between them).
    let reopened = try FeedStore(url: world.store.url)
    let pending = try await reopened.pendingChanges(account: world.account.id).map(\.change)
    #expect(pending.count == 2)
    guard pending.count == 2, case .setStarred(_, true) = pending[0],
      case .setRead(_, false) = pending[1]
    else {
      Issue.record("the outbox lost its order: \(pending)")
      return
    }
    let report = try await world.sync(reopened)
    #expect(report.sent == 2)
    let server = try world.miniflux.entries()
    // The last action on Alpha 2 is what the server keeps: unread again.
    #expect(server.first { $0.title == "Alpha 2" }?.read == false)
    #expect(server.first { $0.title == "Alpha 3" }?.starred == true)
  }

  @Test(.enabled(if: InterruptedMergeTests.cli != nil, "needs the built overshoot-cli"))
  func outboxSurvivesTheCLIKilledMidSync() async throws {
    let world = try await SyncFixture()
    try await world.sync()
    let entries = try await world.localEntries()
    try await world.store.setStarred(entries["Beta 1"]!.id, true)
    try await world.store.setRead([entries["Beta 2"]!.id], true)
    try world.miniflux.freeze(true)
    defer { try? world.miniflux.freeze(false) }
    // `overshoot-cli sync` hangs on the frozen server; kill -9 it there.
    let process = Process()
    process.executableURL = InterruptedMergeTests.cli
    process.arguments = ["sync", "--db", world.store.url.path, "--timeout", "50"]
    // No Secret Service here: the CLI warns and reads the password from stdin.
    process.environment = [
      "DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent", "PATH": "/usr/bin:/bin",
    ]
    let input = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    try input.fileHandleForWriting.write(contentsOf: Data((world.miniflux.apiPassword + "\n").utf8))
    try await Task.sleep(for: .seconds(3))
    #expect(process.isRunning, "the CLI was still waiting for the frozen server")
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    try world.miniflux.freeze(false)
    let reopened = try FeedStore(url: world.store.url)
    #expect(try await reopened.pendingChanges(account: world.account.id).count == 2)
    let report = try await world.sync(reopened)
    #expect(report.sent == 2)
    let server = try world.miniflux.entries()
    #expect(server.first { $0.title == "Beta 1" }?.starred == true)
    #expect(server.first { $0.title == "Beta 2" }?.read == true)
  }

  @Test func serverStoppedMidSyncLosesNothingAndTheNextSyncResumes() async throws {
    let world = try await SyncFixture()
    let miniflux = world.miniflux
    let client = miniflux.client(timeout: 2)
    // The fifth request of a first sync asks for contents: the server goes away there.
    await client.onEachRequest { count, _ in
      if count == 6 { try? miniflux.freeze(true) }
    }
    await #expect(throws: SyncError.self) { try await world.sync(client: client) }
    try miniflux.freeze(false)
    #expect(try await world.store.entryCount() == 0)
    #expect(try await world.store.subscriptions().isEmpty)
    let report = try await world.sync()
    #expect(report.entriesAdded == 5)
    #expect(report.feedsAdded == 2)
  }

  @Test func wrongPasswordIsRefusedClearlyAndStoresNothing() async throws {
    let world = try await SyncFixture()
    let client = world.miniflux.client(password: "not the password")
    await #expect(throws: SyncError.badCredentials(user: world.miniflux.user)) {
      try await client.login()
    }
    await #expect(throws: SyncError.badCredentials(user: world.miniflux.user)) {
      try await world.sync(client: world.miniflux.client(password: "wrong"))
    }
    #expect(try await world.store.subscriptions().isEmpty)
    #expect(try await world.store.entryCount() == 0)
    #expect(try await world.store.accounts()[0].lastSync == nil)
  }

  @Test func notAGReaderEndpointIsNamedAndStoresNothing() async throws {
    let world = try await SyncFixture()
    // The feed server answers, but not as a Google Reader API.
    let client = GReaderClient(
      server: world.feeds.url("/"), user: "someone", password: "x",
      fetcher: FeedFetcher(policy: FetchPolicy(timeout: 5, maxBytes: 1 << 20)))
    do {
      try await world.sync(client: client)
      Issue.record("a feed server passed for a Google Reader API")
    } catch let error as SyncError {
      guard case .notGReader = error else { throw error }
      #expect(error.description.contains("does not answer as a Google Reader API server"))
    }
    #expect(try await world.store.subscriptions().isEmpty)
  }

  @Test func aSecondStoreConverges() async throws {
    let world = try await SyncFixture()
    let second = try await world.secondStore()
    try await world.sync()
    try await world.sync(second)
    let entries = try await world.localEntries()
    try await world.store.setRead([entries["Alpha 1"]!.id, entries["Beta 2"]!.id], true)
    try await world.store.setStarred(entries["Alpha 3"]!.id, true)
    try await world.sync()
    try await world.sync(second)
    let first = try await world.localEntries().mapValues { [$0.read, $0.starred] }
    let other = try await world.localEntries(second).mapValues { [$0.read, $0.starred] }
    #expect(first == other)
    #expect(other["Alpha 1"] == [true, false])
    #expect(other["Alpha 3"] == [false, true])
  }

  @Test func aPendingLocalChangeWinsOverTheServer() async throws {
    let world = try await SyncFixture()
    try await world.sync()
    let entries = try await world.localEntries()
    let store = world.store
    let target = entries["Beta 1"]!.id
    // The server marks it read; meanwhile, while the next sync is pulling, the reader marks it
    // unread here: the unsent local change wins and stays queued for the sync after.
    try world.miniflux.rest(
      "PUT", "/v1/entries",
      json: "{\"entry_ids\":[\(try world.serverEntry("Beta 1"))],\"status\":\"read\"}")
    try await store.setRead([target], true)
    let client = world.miniflux.client()
    let pulled = PathLog()
    await client.onEachRequest { _, path in
      guard path.hasSuffix("stream/items/ids"), pulled.paths.isEmpty else { return }
      pulled.append(path)
      try? await store.setRead([target], false)
    }
    try await world.sync(client: client)
    #expect(try await world.localEntries()["Beta 1"]?.read == false)
    #expect(try await store.pendingChanges(account: world.account.id).count == 1)
    try await world.sync()
    #expect(try world.miniflux.entries().first { $0.title == "Beta 1" }?.read == false)
    #expect(try await world.localEntries()["Beta 1"]?.read == false)
  }
}

/// The paths a client sent, in order, as its request hook saw them.
private final class PathLog: @unchecked Sendable {
  // @unchecked: `list` is guarded by `lock`.
  private let lock = NSLock()
  private var list: [String] = []

  var paths: [String] { lock.withLock { list } }
  func append(_ path: String) { lock.withLock { list.append(path) } }
  func clear() { lock.withLock { list.removeAll() } }
}
