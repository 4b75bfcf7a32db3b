/// What merging one fetched document changed.
public struct MergeResult: Sendable, Hashable {
  /// Entries stored for the first time.
  public var inserted: Int
  /// Entries already stored whose text or dates changed.
  public var updated: Int
  /// Entries already stored and unchanged.
  public var unchanged: Int
  /// Entries removed by the retention setting.
  public var removed: Int

  /// Creates a result.
  public init(inserted: Int = 0, updated: Int = 0, unchanged: Int = 0, removed: Int = 0) {
    self.inserted = inserted
    self.updated = updated
    self.unchanged = unchanged
    self.removed = removed
  }
}
