import FeedCore
import Foundation

/// A fresh store next to a loopback feed server, for tests that refresh subscriptions over real
/// HTTP.
struct ServedStore {
  let server: LocalFeedServer
  let directory: TemporaryDirectory
  let store: FeedStore

  init() throws {
    server = try LocalFeedServer()
    directory = try TemporaryDirectory()
    store = try FeedStore(url: directory.file("feeds.sqlite"))
  }

  /// Refreshes every subscription with a short timeout and a small size and redirect budget.
  func refresh() async -> [FeedRefreshResult] {
    let fetcher = FeedFetcher(policy: FetchPolicy(timeout: 5, maxBytes: 1 << 20, maxRedirects: 3))
    return await FeedRefresher(store: store, fetcher: fetcher).refresh()
  }
}
