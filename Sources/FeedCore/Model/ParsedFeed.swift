/// What the parser recovered from one document: the feed, its entries, and what went wrong.
public struct ParsedFeed: Sendable, Hashable {
  /// The feed's metadata.
  public var feed: Feed
  /// The entries in document order.
  public var entries: [Entry]
  /// Problems that did not stop parsing (malformed XML, truncation at a limit, …).
  public var warnings: [String]

  /// Creates a parse result.
  public init(feed: Feed, entries: [Entry], warnings: [String] = []) {
    self.feed = feed
    self.entries = entries
    self.warnings = warnings
  }
}
