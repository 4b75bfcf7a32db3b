/// What two id lists share: a common prefix and suffix, and in the middle the ids present in
/// both, of which the longest order-preserving run stays in place.
///
/// This is the one place that hashes ids, so ``ListDiff``'s splices and content-change report
/// cost the same single pass.
struct ListMatching {
  /// Leading ids equal position by position.
  var prefix: Int
  /// Trailing ids equal position by position, not overlapping `prefix`.
  var suffix: Int
  /// Middle ids present in both lists as (old index, new index), in new order.
  var common: [(old: Int, new: Int)]
  /// The subset of `common` kept in place; increasing in both indices.
  var kept: [(old: Int, new: Int)]

  /// Matches `old` against `new`, rejecting duplicate ids in either.
  ///
  /// Cost: one hash insert per old id, one lookup per id in new's middle, plus an
  /// O(K log K) longest increasing subsequence over the K common middle ids (O(K) when their
  /// order is unchanged, the common case).
  init<ID: Hashable>(old: [ID], new: [ID]) throws(ListDiffError) {
    let oldCount = old.count
    let newCount = new.count
    let shorter = Swift.min(oldCount, newCount)
    var prefix = 0
    while prefix < shorter && old[prefix] == new[prefix] {
      prefix += 1
    }
    var suffix = 0
    while suffix < shorter - prefix && old[oldCount - 1 - suffix] == new[newCount - 1 - suffix] {
      suffix += 1
    }
    self.prefix = prefix
    self.suffix = suffix

    // Every old id is hashed, not just the middle: duplicates must be caught wherever they are,
    // and a new middle id may repeat one of the ids the prefix or suffix keeps.
    var oldIndex = [ID: Int](minimumCapacity: oldCount)
    for (position, id) in old.enumerated() {
      if let first = oldIndex.updateValue(position, forKey: id) {
        throw .duplicateID(
          id: String(describing: id), list: .old, firstPosition: first, secondPosition: position)
      }
    }

    let oldMiddle = prefix..<(oldCount - suffix)
    let newMiddle = prefix..<(newCount - suffix)
    // New position claimed by each old middle id, to catch an id that repeats inside new's middle.
    var claimedBy = [Int](repeating: -1, count: oldMiddle.count)
    var insertedAt: [ID: Int] = [:]
    var common: [(old: Int, new: Int)] = []
    common.reserveCapacity(Swift.min(oldMiddle.count, newMiddle.count))
    for position in newMiddle {
      let id = new[position]
      guard let oldPosition = oldIndex[id] else {
        if let first = insertedAt.updateValue(position, forKey: id) {
          throw .duplicateID(
            id: String(describing: id), list: .new, firstPosition: first, secondPosition: position)
        }
        continue
      }
      guard oldMiddle.contains(oldPosition) else {
        // The prefix and suffix reappear unchanged in new, so this id is there a second time.
        let kept = oldPosition < prefix ? oldPosition : oldPosition - oldCount + newCount
        throw .duplicateID(
          id: String(describing: id), list: .new, firstPosition: Swift.min(kept, position),
          secondPosition: Swift.max(kept, position))
      }
      let slot = oldPosition - prefix
      if claimedBy[slot] >= 0 {
        throw .duplicateID(
          id: String(describing: id), list: .new, firstPosition: claimedBy[slot],
          secondPosition: position)
      }
      claimedBy[slot] = position
      common.append((old: oldPosition, new: position))
    }
    self.common = common
    self.kept = LongestIncreasingRun.indices(in: common.map(\.old)).map { common[$0] }
  }

  /// The splices that turn old into new, front to back, positions in the list as it stands.
  ///
  /// Between two kept ids, the old ids are removed and the new ones added in one splice; since
  /// everything before a splice already matches new, its position is its index in new.
  func splices<ID: Hashable>(old: [ID], new: [ID]) -> [ListSplice<ID>] {
    var splices: [ListSplice<ID>] = []
    var oldNext = prefix
    var newNext = prefix
    let end = (old: old.count - suffix, new: new.count - suffix)
    for anchor in kept + [end] {
      if anchor.old > oldNext || anchor.new > newNext {
        splices.append(
          ListSplice(
            position: newNext, removed: anchor.old - oldNext, added: Array(new[newNext..<anchor.new])
          ))
      }
      oldNext = anchor.old + 1
      newNext = anchor.new + 1
    }
    return splices
  }
}
