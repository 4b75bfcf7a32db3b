/// How long entries are kept. Starred entries, and entries the feed still lists, are always kept.
public struct Retention: Sendable, Hashable, Codable {
  /// Entries older than this many days may be removed; nil keeps them regardless of age.
  public var maxAgeDays: Int?
  /// Beyond this many entries per feed, the oldest may be removed; nil means no cap.
  public var maxEntriesPerFeed: Int?

  /// Creates a retention setting.
  public init(maxAgeDays: Int? = nil, maxEntriesPerFeed: Int? = nil) {
    self.maxAgeDays = maxAgeDays
    self.maxEntriesPerFeed = maxEntriesPerFeed
  }

  /// The default: 90 days, at most 1,000 per feed.
  public static let standard = Retention(maxAgeDays: 90, maxEntriesPerFeed: 1000)
  /// Keep everything.
  public static let forever = Retention()
}
