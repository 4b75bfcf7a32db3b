import FeedCore
import Foundation
import TestSupport

/// One sync test's world: a user of its own on the shared Miniflux, a loopback feed server whose
/// feeds the test writes, two feeds subscribed on the server ("Alpha" at the top, "Beta" in the folder "Tech") and a local
/// store with the account added.
final class SyncFixture: @unchecked Sendable {
  // @unchecked: every stored property is set in init and never changed.
  let miniflux: MinifluxServer
  let folder: TemporaryDirectory
  let feeds: FeedServerProcess
  let store: FeedStore
  let account: SyncAccount
  /// Miniflux's feed ids: Alpha, Beta.
  let alpha: Int
  let beta: Int

  init() async throws {
    miniflux = try MinifluxServer()
    folder = try TemporaryDirectory()
    feeds = try FeedServerProcess(
      script: FeedServerProcess.script, deadline: 180, arguments: ["--directory", folder.url.path])
    try Self.writeFeed(in: folder, "alpha.xml", title: "Alpha", items: 1...3)
    try Self.writeFeed(in: folder, "beta.xml", title: "Beta", items: 1...2)
    alpha = try miniflux.addFeed(feeds.url("/files/alpha.xml"), category: miniflux.firstCategory())
    beta = try miniflux.addFeed(
      feeds.url("/files/beta.xml"), category: miniflux.addCategory("Tech"))
    store = try FeedStore(url: folder.file("store.sqlite"))
    account = try await store.addAccount(server: miniflux.url, user: miniflux.user)
  }

  /// Writes an RSS feed whose items `n` are "<title> n", published n hours after a fixed time.
  func writeFeed(_ name: String, title: String, items: ClosedRange<Int>) throws {
    try Self.writeFeed(in: folder, name, title: title, items: items)
  }

  private static func writeFeed(
    in folder: TemporaryDirectory, _ name: String, title: String, items: ClosedRange<Int>
  ) throws {
    let entries = items.map { n in
      let date = Date(timeIntervalSince1970: 1_790_000_000 + Double(n) * 3600)
      return "<item><guid>\(title)-\(n)</guid><title>\(title) \(n)</title>"
        + "<link>http://example.org/\(title)/\(n)</link>"
        + "<pubDate>\(rfc822.string(from: date))</pubDate>"
        + "<description>Text \(n)</description></item>"
    }.joined()
    let document =
      "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>\(title)</title>"
      + "<link>http://example.org/\(title)</link>\(entries)</channel></rss>"
    try Data(document.utf8).write(to: folder.file(name))
  }

  private static let rfc822: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    return formatter
  }()

  /// Another store syncing the same account (a second machine).
  func secondStore() async throws -> FeedStore {
    let other = try FeedStore(url: folder.file("second.sqlite"))
    try await other.addAccount(server: miniflux.url, user: miniflux.user)
    return other
  }

  /// Syncs `store` (default: the fixture's) with a fresh client; `fullPassInterval` and
  /// `retryPolicy` override the engine's.
  @discardableResult
  func sync(
    _ target: FeedStore? = nil, client: GReaderClient? = nil,
    fullPassInterval: TimeInterval? = nil, retryPolicy: OutboxRetryPolicy? = nil
  ) async throws -> SyncReport {
    let target = target ?? store
    let id = try await target.accounts()[0].id
    var engine = SyncEngine(store: target)
    if let fullPassInterval { engine.fullPassInterval = fullPassInterval }
    if let retryPolicy { engine.retryPolicy = retryPolicy }
    return try await engine.sync(id, client: client ?? miniflux.client())
  }

  /// The local entries of the account, by title: (store id, read, starred).
  func localEntries(_ target: FeedStore? = nil) async throws -> [String: (
    id: Int64, read: Bool, starred: Bool
  )] {
    let rows = try await (target ?? store).entries(in: .all, limit: 10_000)
    var result: [String: (id: Int64, read: Bool, starred: Bool)] = [:]
    for row in rows { result[row.entry.title ?? ""] = (row.id, row.isRead, row.isStarred) }
    return result
  }

  /// Miniflux's entry id for a title.
  func serverEntry(_ title: String) throws -> Int {
    try miniflux.entries().first { $0.title == title }?.id ?? 0
  }
}
