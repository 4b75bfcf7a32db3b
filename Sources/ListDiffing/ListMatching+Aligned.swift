extension ListMatching {
  /// How many ids ahead the aligned walk looks, on each side, for where the lists meet again.
  @usableFromInline static var alignedLookahead: Int { 8 }

  /// Matches `old` against `new` by walking both in step and hashing only the ids that do not
  /// line up; `nil` when `new` repeats an id.
  ///
  /// Why: a list view's update mostly keeps ids where they were (a few removed, inserted or
  /// moved), yet hashing every id of a million costs ~25 ms before anything is compared. Ids are
  /// unique, so an old and a new id that are equal where the walk lines them up are the same
  /// item; the ids left over on the new side can only match ids left over on the old side, so
  /// hashing the leftovers completes the same old-to-new mapping the hashing init finds, and
  /// the kept run and splices come out identical. How the walk lines ids up only decides how
  /// many are left over (its speed), never the result.
  ///
  /// On `nil` the caller runs ``init(old:new:oldMembers:)``, which names the repeated id and its
  /// positions exactly as it always has: the error path may be slow, the common path not.
  /// - Parameter oldMembers: the ids of `old`, known unique.
  @inlinable
  static func aligned<ID: Hashable>(old: [ID], new: [ID], oldMembers: Set<ID>) -> ListMatching? {
    let (prefix, suffix) = commonEnds(old, new)
    let oldEnd = old.count - suffix
    let newEnd = new.count - suffix
    // In new order: the pairs the walk lines up, and a placeholder (old -1) for each new id it
    // leaves over, filled in or dropped once the leftovers are matched. One array, not a map
    // from new position to old plus a second for the pairs: at a million ids memory traffic
    // is most of the cost.
    var common: [Pair] = []
    common.reserveCapacity(newEnd - prefix)
    var oldLeft: [Int] = []
    var newLeft: [Int] = []
    var oldNext = prefix
    var newNext = prefix
    while oldNext < oldEnd && newNext < newEnd {
      if old[oldNext] == new[newNext] {
        common.append(Pair(old: oldNext, new: newNext))
        oldNext += 1
        newNext += 1
        continue
      }
      var skippedOld = 0
      var skippedNew = 0
      for step in 1...alignedLookahead {
        if oldNext + step < oldEnd && old[oldNext + step] == new[newNext] {
          skippedOld = step
          break
        }
        if newNext + step < newEnd && old[oldNext] == new[newNext + step] {
          skippedNew = step
          break
        }
      }
      if skippedOld == 0 && skippedNew == 0 {
        // Nothing lines up nearby: both ids are left over (replaced, or moved).
        skippedOld = 1
        skippedNew = 1
      }
      oldLeft.append(contentsOf: oldNext..<(oldNext + skippedOld))
      for position in newNext..<(newNext + skippedNew) {
        newLeft.append(position)
        common.append(Pair(old: -1, new: position))
      }
      oldNext += skippedOld
      newNext += skippedNew
    }
    oldLeft.append(contentsOf: oldNext..<oldEnd)
    for position in newNext..<newEnd {
      newLeft.append(position)
      common.append(Pair(old: -1, new: position))
    }

    var removed: [Int] = []
    var increasing = true
    if !newLeft.isEmpty {
      // The leftover old ids are unique (old is), so building their index cannot fail.
      guard let index = try? IDIndex(oldLeft.map { old[$0] }) else { return nil }
      var claimed = [Bool](repeating: false, count: oldLeft.count)
      var inserted = Set<ID>()
      var oldOfLeftover: [Int] = []
      oldOfLeftover.reserveCapacity(newLeft.count)
      for position in newLeft {
        let id = new[position]
        if let leftover = index.position(of: id) {
          if claimed[leftover] { return nil }
          claimed[leftover] = true
          oldOfLeftover.append(oldLeft[leftover])
        } else if oldMembers.contains(id) || !inserted.insert(id).inserted {
          // In old but already lined up elsewhere, in the prefix or suffix, or new twice.
          return nil
        } else {
          oldOfLeftover.append(-1)
        }
      }
      // Fill the placeholders in order (they and newLeft are both in new order), dropping the
      // ids that are new, in place, and note whether old positions still increase.
      var next = 0
      var kept = 0
      var last = -1
      for slot in common.indices {
        var pair = common[slot]
        if pair.old < 0 {
          pair.old = oldOfLeftover[next]
          next += 1
          if pair.old < 0 { continue }
        }
        increasing = increasing && pair.old > last
        last = pair.old
        common[kept] = pair
        kept += 1
      }
      common.removeLast(common.count - kept)
      removed = oldLeft.indices.filter { !claimed[$0] }.map { oldLeft[$0] }
    } else {
      // Only lined-up pairs: the walk made them increasing.
      removed = oldLeft
    }

    // Nothing moved (removals and insertions only): every common id stays in place.
    let kept = increasing ? common : keptRun(of: common)
    var matching = ListMatching(prefix: prefix, suffix: suffix, common: common, kept: kept)
    matching.removedOld = removed
    return matching
  }
}
