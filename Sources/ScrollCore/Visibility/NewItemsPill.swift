import ListDiffing

/// The "N new" pill: after an update puts items above the row the reader is looking at, it
/// counts them until the reader goes back to the top or taps it.
///
/// Pure state and transitions; the app shows ``label`` while ``isVisible``.
public struct NewItemsPill: Sendable, Equatable {
  /// What happened to the list or the reader.
  public enum Event: Sendable, Equatable {
    /// An update inserted this many items above the first visible row (see
    /// ``insertedAbove(anchor:splices:)``).
    case inserted(count: Int)
    /// The vertical offset changed (0 is the content's top).
    case scrolled(offset: Double)
    /// The reader tapped or clicked the pill.
    case clicked
    /// The app hides the pill, e.g. when the feed is switched.
    case dismissed
  }

  /// Items above the reader that arrived since the pill was last hidden.
  public private(set) var count = 0
  /// Offsets up to this many pixels count as "at the top".
  public var topTolerance: Double
  /// The last offset seen; nil before any.
  private var offset: Double?

  /// A hidden pill.
  public init(topTolerance: Double = 1) {
    self.topTolerance = topTolerance
  }

  /// Whether the pill is shown.
  public var isVisible: Bool { count > 0 }

  /// The pill's text, e.g. "3 new".
  public var label: String { "\(count) new" }

  /// Applies `event`; returns what the app must do, if anything.
  @discardableResult
  public mutating func handle(_ event: Event) -> PillEffect? {
    switch event {
    case .inserted(let inserted):
      count += Swift.max(0, inserted)
      return nil
    case .scrolled(let newOffset):
      // Hide on *arriving* at the top, not on being there: inserting above keeps the reader's
      // row in place by raising the offset, and an offset reported before that re-layout must
      // not hide the pill the insertion just showed.
      let wasAway = (offset ?? 0) > topTolerance
      offset = newOffset
      if wasAway && newOffset <= topTolerance {
        count = 0
      }
      return nil
    case .clicked:
      guard isVisible else { return nil }
      count = 0
      return .scrollToTop
    case .dismissed:
      count = 0
      return nil
    }
  }

  /// How many of the items the splices add land above the row at `anchor` (its position before
  /// the update); the count for ``Event/inserted(count:)``.
  ///
  /// Items added in a splice that also covers the anchor (the anchor row was replaced) count
  /// only if they come before the splice's end; a moved item counts as inserted where it lands.
  public static func insertedAbove<ID: Hashable>(anchor: Int, splices: [ListSplice<ID>]) -> Int {
    var anchor = anchor
    var inserted = 0
    for splice in splices where splice.position <= anchor {
      if splice.position + splice.removed <= anchor {
        inserted += splice.added.count
        anchor += splice.added.count - splice.removed
      } else {
        // The anchor row itself was removed: its successor becomes the anchor.
        inserted += splice.added.count
        anchor = splice.position + splice.added.count
      }
    }
    return inserted
  }
}
