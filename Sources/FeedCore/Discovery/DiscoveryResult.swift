import Foundation

/// What an address turned out to be: one feed to subscribe to, or several to choose from.
public enum DiscoveryResult: Sendable, Hashable {
  /// The address is a feed, or a page that links to exactly one (fetched and parsed).
  case feed(DiscoveredFeed)
  /// The page at `page` (its final address) links to several feeds: let the user pick one and
  /// pass it to ``FeedDiscovery/feed(at:from:)``.
  case choices(page: URL, [FeedLink])
}
