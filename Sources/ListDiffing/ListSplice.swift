/// One `items-changed(position, removed, added)` step: at `position`, remove `removed` items and
/// insert `added` in their place.
///
/// Splices from ``ListDiff`` are meant to be applied one after another, in order; `position` is
/// an index into the list as it stands after the previous splices, exactly as GListModel's
/// `items-changed` signal expects.
public struct ListSplice<ID: Hashable>: Hashable {
  /// Index of the first removed item, or where `added` is inserted when nothing is removed.
  public var position: Int
  /// How many items are removed at `position`.
  public var removed: Int
  /// The ids inserted at `position`, in order.
  public var added: [ID]

  /// Creates a splice; `position` and `removed` must not be negative.
  @inlinable
  public init(position: Int, removed: Int, added: [ID]) {
    precondition(position >= 0 && removed >= 0, "a splice needs a non-negative position and count")
    self.position = position
    self.removed = removed
    self.added = added
  }

  /// Applies this splice to `list` in place, as GListModel would.
  @inlinable
  public func apply(to list: inout [ID]) {
    precondition(position + removed <= list.count, "splice \(self) runs past \(list.count) items")
    list.replaceSubrange(position..<(position + removed), with: added)
  }

}

extension ListSplice: Sendable where ID: Sendable {}

extension ListSplice: CustomStringConvertible {
  /// `at 3, remove 1, add [a, b]`: short enough for logs and test failures.
  public var description: String {
    "at \(position), remove \(removed), add \(added)"
  }
}
