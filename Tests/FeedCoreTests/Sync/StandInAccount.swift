import FeedCore
import Foundation
import TestSupport

/// A fresh store with one account on the loopback stand-in's Google Reader API
/// (`feed_server.py`: `/greader-ok` works, `/greader-busy` answers edit-tag with 503,
/// `/greader-status/S` refuses changes with S), for the sync tests that need no Miniflux.
struct StandInAccount {
  /// The stand-in server; it stops when the last reference goes.
  let server: FeedServerProcess
  /// The folder holding the store.
  let folder: TemporaryDirectory
  /// The store synced into.
  let store: FeedStore
  /// The account, on `server` at `address`.
  let account: SyncAccount
  /// The API's root on the stand-in.
  let address: URL

  /// Starts a stand-in and adds an account on its API at `root` to a new store.
  init(api root: String) async throws {
    server = try FeedServerProcess(script: FeedServerProcess.script, deadline: 120)
    folder = try TemporaryDirectory()
    store = try FeedStore(url: folder.file("store.sqlite"))
    address = server.url(root)
    account = try await store.addAccount(server: address, user: "reader")
  }

  /// Syncs the account once with a new client (the stand-in takes any password), trying
  /// refused changes again as `policy` says.
  @discardableResult
  func sync(policy: OutboxRetryPolicy = OutboxRetryPolicy()) async throws -> SyncReport {
    let client = GReaderClient(server: address, user: "reader", password: "any")
    var engine = SyncEngine(store: store)
    engine.retryPolicy = policy
    return try await engine.sync(account.id, client: client)
  }
}
