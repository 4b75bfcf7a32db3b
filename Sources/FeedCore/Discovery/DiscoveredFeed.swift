import Foundation

/// A feed found, fetched and parsed, ready to subscribe to with ``FeedStore/subscribe(to:at:)``.
public struct DiscoveredFeed: Sendable, Hashable {
  /// The feed's final address, after redirects: the one to store and refresh.
  public var url: URL
  /// The feed as parsed from the fetched document.
  public var parsed: ParsedFeed
  /// The `ETag` of the fetched document, for the next conditional GET.
  public var etag: String?
  /// The `Last-Modified` of the fetched document.
  public var lastModified: String?
  /// The HTML page the feed was found on (its final address), or nil when the address the
  /// user gave was the feed itself.
  public var page: URL?

  /// Creates a discovered feed.
  public init(
    url: URL, parsed: ParsedFeed, etag: String? = nil, lastModified: String? = nil,
    page: URL? = nil
  ) {
    self.url = url
    self.parsed = parsed
    self.etag = etag
    self.lastModified = lastModified
    self.page = page
  }
}
