import FeedCore
import Foundation

/// A loopback server serving a test's files (`/files/NAME`, `/favicon.ico`) and a store
/// subscribed to its `/files/feed.xml`, for the icon tests.
struct IconServer {
  let files: TemporaryDirectory
  let storage: TemporaryDirectory
  let server: LocalFeedServer
  let store: FeedStore

  /// A PNG's signature followed by `tag`, so a test can tell which source an icon came from.
  static func png(_ tag: String) -> Data {
    Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data(tag.utf8)
  }

  /// An ICO directory header followed by `tag`.
  static func ico(_ tag: String) -> Data { Data([0, 0, 1, 0, 1, 0]) + Data(tag.utf8) }

  init() throws {
    files = try TemporaryDirectory()
    storage = try TemporaryDirectory()
    server = try LocalFeedServer(
      script: LocalFeedServer.script, deadline: 120, arguments: ["--directory", files.url.path])
    store = try FeedStore(url: storage.file("feeds.sqlite"))
  }

  /// Writes `data` as the file `name`, served at `/files/name` (`/favicon.ico` for
  /// `favicon.ico`).
  func write(_ name: String, _ data: Data) throws {
    try data.write(to: files.file(name))
  }

  /// Writes the feed: an RSS channel whose `<link>` is `/files/home.html` and whose
  /// `<image><url>` is `icon` (none when nil).
  func writeFeed(icon: String?) throws {
    let image = icon.map { "<image><url>\($0)</url><title>t</title><link>/</link></image>" } ?? ""
    let home = server.url("/files/home.html").absoluteString
    try write(
      "feed.xml",
      Data(
        """
        <rss version="2.0"><channel><title>Icons</title><link>\(home)</link>\(image)
        <item><guid>1</guid><title>One</title></item></channel></rss>
        """.utf8))
  }

  /// Writes the home page with `head` in its head.
  func writeHome(head: String) throws {
    try write(
      "home.html", Data("<!doctype html><html><head>\(head)</head><body></body></html>".utf8))
  }

  /// Subscribes to the feed and refreshes it once (which stores its site and declared icon).
  func subscribe() async throws -> Int64 {
    let feed = try await store.addFeed(url: server.url("/files/feed.xml"))
    let results = await FeedRefresher(store: store, fetcher: Self.fetcher).refresh()
    precondition(results.first?.failed == false, "the icon test feed did not refresh")
    return feed.id
  }

  /// A fetcher with a short timeout.
  static let fetcher = FeedFetcher(policy: FetchPolicy(timeout: 5, maxBytes: 5 << 20))

  /// An updater for the store.
  var updater: FeedIconUpdater { FeedIconUpdater(store: store, fetcher: Self.fetcher) }

  /// The requests for icons and pages (not the feed) the server has answered.
  func iconRequests() throws -> [String] {
    try server.requests().filter { !$0.hasSuffix("/files/feed.xml") }
  }
}
