/// What a bulk "mark as read" changed: exactly the entries it turned from unread to read, so an
/// undo restores those and leaves alone what was read before.
public struct ReadStateChange: Sendable, Hashable {
  /// The entries marked read, by store id.
  public var entryIDs: [Int64]

  /// Creates a change record.
  public init(entryIDs: [Int64]) {
    self.entryIDs = entryIDs
  }

  /// How many entries were marked read (for a banner: "42 entries marked as read").
  public var count: Int { entryIDs.count }

  /// True when nothing was unread, so there is nothing to undo.
  public var isEmpty: Bool { entryIDs.isEmpty }
}
