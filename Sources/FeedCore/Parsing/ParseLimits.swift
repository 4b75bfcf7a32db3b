/// Bounds on what one document may cost to parse, so a hostile or broken feed cannot exhaust memory.
public struct ParseLimits: Sendable, Hashable {
  /// The largest document accepted, in bytes.
  public var maxBytes: Int
  /// Entries beyond this count are dropped with a warning.
  public var maxEntries: Int

  /// Creates limits.
  public init(maxBytes: Int, maxEntries: Int) {
    self.maxBytes = maxBytes
    self.maxEntries = maxEntries
  }

  /// Generous for real feeds (the biggest seen are a few MB and a few thousand items).
  public static let standard = ParseLimits(maxBytes: 32 << 20, maxEntries: 10_000)
}
