import Foundation

extension FeedStore {
  /// Subscribes to a discovered feed at its final address and stores the entries already
  /// fetched, so the first refresh is a conditional GET rather than a second download.
  /// Subscribing to a feed already in the store merges into it (as a refresh would).
  @discardableResult
  public func subscribe(to feed: DiscoveredFeed, at now: Date = Date()) throws(StoreError)
    -> Subscription
  {
    let subscription = try addFeed(url: feed.url, title: feed.parsed.feed.title, at: now)
    try merge(
      feed.parsed, into: subscription.id, etag: feed.etag, lastModified: feed.lastModified,
      at: now)
    return try self.subscription(subscription.id)
  }
}
