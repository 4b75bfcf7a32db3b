import FeedCore
import Foundation
import Testing

/// `overshoot-cli read|unread|star|unstar`, `add --account`, `remove`, `sync` and `outbox`
/// against the loopback stand-in's `/greader-status/500/` API (a subscribe answered 500, as
/// Miniflux does for a feed it already has; edit-tag of item 1 and unsubscribing taken).
@Suite(.timeLimit(.minutes(2)), .enabled(if: SyncCLI.path != nil, "needs the built overshoot-cli"))
struct SyncCLITests {
  @Test func theSyncVerbsQueueAndSyncSendsThem() async throws {
    let standIn = try await StandInAccount(api: "/greader-status/500")
    let (store, account) = (standIn.store, standIn.account.id)
    let cli = SyncCLI(database: store.url)
    let first = try cli.run(["sync"])
    #expect(first.status == 0, "\(first.stderr)")
    let accepted = try cli.entryID("Accepted")
    let item = try #require(try await store.entry(accepted)).entry.id

    #expect(try cli.run(["star", String(accepted)]).status == 0)
    let read = try cli.run(["read", "--search", "accepted"])
    #expect(
      read.stdoutText.hasSuffix("Read 1 entries; 1 of synced feeds, sent by `overshoot-cli sync`\n")
    )
    let added = try cli.run([
      "add", standIn.server.url("/feed.xml").absoluteString, "--account", "reader",
    ])
    #expect(added.status == 0, "\(added.stderr)")
    #expect(added.stdoutText.hasPrefix("Queued: subscribe to "))
    let kept = try #require(try await store.subscriptions().first)
    #expect(try cli.run(["remove", String(kept.id)]).stdoutText.contains("queued for account"))
    let queued = try await store.pendingChanges(account: account).map(\.change)
    #expect(queued.count == 4)
    #expect(
      Array(queued.prefix(2)) == [
        .setStarred(items: [item], starred: true), .setRead(items: [item], read: true),
      ])
    #expect(queued.last == .unsubscribe(stream: "feed/http://127.0.0.1/kept.xml"))
    guard queued.count == 4, case .subscribe(let url, _, nil) = queued[2] else {
      Issue.record("queued: \(queued)")
      return
    }
    #expect(url == standIn.server.url("/feed.xml").absoluteString)

    // The subscribe is refused with 500; the three others go out, and the pull runs.
    let sync = try cli.run(["sync", "--account", String(account)])
    #expect(sync.status == 0, "\(sync.stderr)")
    #expect(sync.stdoutText.contains(": sent 3 changes;"), "\(sync.stdoutText)")
    #expect(sync.stderr.contains("it failed on it (HTTP 500); tried again later"), "\(sync.stderr)")
    let rows = try await store.pendingChanges(account: account)
    let row = try #require(rows.first)
    #expect(rows.count == 1 && row.attempts == 1)

    let list = try cli.run(["outbox"])
    #expect(
      list.stdoutText.hasPrefix(
        "\(row.id)\taccount \(account)\trefused 1× (HTTP 500), next try after "))
    #expect(try cli.run(["outbox", "retry", String(row.id)]).status == 0)
    #expect(try await store.pendingChanges(account: account).first?.attempts == 0)
    #expect(
      try cli.run(["outbox", "drop", String(row.id)]).stdoutText == "Dropped change \(row.id)\n")
    let again = try cli.run(["outbox", "drop", String(row.id)])
    #expect(again.status == 1)
    #expect(again.stderr.contains("no queued change with id \(row.id)"))
    #expect(try cli.run(["outbox"]).stdoutText == "Nothing queued.\n")
  }

  @Test func unknownEntriesAndAccountsChangeNothing() async throws {
    let standIn = try await StandInAccount(api: "/greader-status/500")
    let cli = SyncCLI(database: standIn.store.url)
    #expect(try cli.run(["sync"]).status == 0)
    let accepted = try cli.entryID("Accepted")
    let unknown = try cli.run(["star", String(accepted), "999999"])
    #expect(unknown.status == 1)
    #expect(unknown.stderr.contains("no entry with id 999999: nothing was changed"))
    #expect(try await standIn.store.entry(accepted)?.isStarred == false)
    let nobody = try cli.run(["add", "http://127.0.0.1:9/x.xml", "--account", "nobody"])
    #expect(nobody.status == 1)
    #expect(nobody.stderr.contains("no account nobody"))
    let both = try cli.run(["read", "1", "--search", "x"])
    #expect(both.status == 64)
    #expect(try await standIn.store.pendingChanges(account: standIn.account.id).isEmpty)
  }
}
