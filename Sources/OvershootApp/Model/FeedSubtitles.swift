import FeedCore
import Foundation

/// The second line of feed rows whose names are the same, which tells them apart on screen
/// (the tooltip alone needs a pointer): the shortest of the address's host (with its port),
/// host and path, or whole address that differs from every other feed of that name. Feeds
/// with a name of their own get none.
enum FeedSubtitles {
  /// The subtitles of `feeds` by feed id; only feeds sharing their name (ignoring case) have one.
  static func of(_ feeds: [Subscription]) -> [Int64: String] {
    var result: [Int64: String] = [:]
    let namesakes = Dictionary(grouping: feeds) { $0.title.lowercased() }.values
    for group in namesakes where group.count > 1 {
      for feed in group {
        let others = group.filter { $0.id != feed.id }
        result[feed.id] =
          [host, hostAndPath].lazy.compactMap { part -> String? in
            guard let mine = part(feed), !others.contains(where: { part($0) == mine }) else {
              return nil
            }
            return mine
          }.first ?? SidebarRows.address(of: feed)
      }
    }
    return result
  }

  /// `example.org`, `127.0.0.1:8000`; nil for an address without a host (a file).
  private static func host(_ feed: Subscription) -> String? {
    guard let host = feed.url.host, !host.isEmpty else { return nil }
    return feed.url.port.map { "\(host):\($0)" } ?? host
  }

  /// `example.org/blog/feed.xml`; a local file's path.
  private static func hostAndPath(_ feed: Subscription) -> String? {
    guard let host = host(feed) else { return feed.url.isFileURL ? feed.url.path : nil }
    return host + feed.url.path
  }
}
