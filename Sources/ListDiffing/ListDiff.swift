/// Turns one ordered list of unique ids into another with the fewest row moves, as the splices
/// a GListModel reports through `items-changed`.
///
/// How it works: the common prefix and suffix are trimmed position by position; the ids of the
/// middle are matched by hash; of the ids present in both, the longest run whose order is
/// unchanged stays in place (for unique ids that run is an exact longest common subsequence)
/// and everything else is removed or added around it.
///
/// Cost, for N old and M new ids with K common ids in the middle: O(N + M) hashing and
/// O(K log K) to find the kept run, so O((N + M) log(N + M)) in the worst case (a full shuffle)
/// and O(N + M) for prepends, appends, block inserts and removals, which also give one splice
/// each. Memory is O(N + M). No edit-distance bound is needed because nothing is quadratic.
public enum ListDiff {
  /// The splices that turn `old` into `new`, in the order they must be applied.
  ///
  /// Applying them one after another to `old` (see ``ListSplice/apply(to:)``) gives `new`
  /// exactly; equal lists give none.
  /// - Throws: ``ListDiffError/duplicateID(id:list:firstPosition:secondPosition:)`` when an id
  ///   occurs twice in either list.
  @inlinable
  public static func splices<ID: Hashable>(
    from old: [ID], to new: [ID]
  ) throws(ListDiffError) -> [ListSplice<ID>] {
    try ListMatching(old: old, new: new).splices(old: old, new: new)
  }

  /// The splices from `old` to `new`, plus the items present in both whose content changed.
  ///
  /// Rows for the changed items need rebinding; every other surviving row can stay as it is.
  /// - Parameters:
  ///   - id: The identity of an item; must be unique within each list.
  ///   - contentEqual: Whether two items with the same id look the same (compare a version or a
  ///     hash if comparing content is costly).
  @inlinable
  public static func changes<Item, ID: Hashable>(
    from old: [Item], to new: [Item], id: (Item) -> ID,
    contentEqual: (Item, Item) -> Bool
  ) throws(ListDiffError) -> ListChanges<ID> {
    let oldIDs = old.map(id)
    let newIDs = new.map(id)
    let matching = try ListMatching(old: oldIDs, new: newIDs)
    var changed: [ListContentChange<ID>] = []
    func compare(_ oldPosition: Int, _ newPosition: Int) {
      if !contentEqual(old[oldPosition], new[newPosition]) {
        changed.append(ListContentChange(id: newIDs[newPosition], position: newPosition))
      }
    }
    for position in 0..<matching.prefix {
      compare(position, position)
    }
    for pair in matching.common {
      compare(pair.old, pair.new)
    }
    for offset in 0..<matching.suffix {
      compare(old.count - matching.suffix + offset, new.count - matching.suffix + offset)
    }
    return ListChanges(
      splices: matching.splices(old: oldIDs, new: newIDs), contentChanged: changed)
  }

  /// ``changes(from:to:id:contentEqual:)`` for items that carry their id and compare by value.
  @inlinable
  public static func changes<Item: Identifiable & Equatable>(
    from old: [Item], to new: [Item]
  ) throws(ListDiffError) -> ListChanges<Item.ID> {
    try changes(from: old, to: new, id: \.id, contentEqual: ==)
  }

  /// Applies `splices` in order to `list` and returns the result, as a GListModel would.
  @inlinable
  public static func apply<ID: Hashable>(_ splices: [ListSplice<ID>], to list: [ID]) -> [ID] {
    var result = list
    for splice in splices {
      splice.apply(to: &result)
    }
    return result
  }
}
