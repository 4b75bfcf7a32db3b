/// What the parser recovered from one document: the feed, its entries, and what went wrong.
public struct ParsedFeed: Sendable, Hashable {
  /// The feed's metadata.
  public var feed: Feed
  /// The entries in document order.
  public var entries: [Entry]
  /// Problems that did not stop parsing (malformed XML, truncation at a limit, …).
  public var warnings: [String]
  /// What broke a document that stops being well-formed partway (a broken download, a server
  /// error mid-body), and where; nil for a document read to its end. `entries` holds the ones
  /// read before the break, and the feed's title is what the broken document claims.
  public var truncation: String?

  /// Creates a parse result.
  public init(feed: Feed, entries: [Entry], warnings: [String] = []) {
    self.feed = feed
    self.entries = entries
    self.warnings = warnings
  }
}
