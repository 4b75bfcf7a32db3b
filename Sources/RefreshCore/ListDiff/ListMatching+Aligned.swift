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
    // Old position of each new middle id, -1 while unknown or when the id is new.
    var oldOf = [Int](repeating: -1, count: newEnd - prefix)
    var oldLeft: [Int] = []
    var newLeft: [Int] = []
    old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new in
        oldOf.withUnsafeMutableBufferPointer { oldOf in
          var oldNext = prefix
          var newNext = prefix
          while oldNext < oldEnd && newNext < newEnd {
            if old[oldNext] == new[newNext] {
              oldOf[newNext - prefix] = oldNext
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
            newLeft.append(contentsOf: newNext..<(newNext + skippedNew))
            oldNext += skippedOld
            newNext += skippedNew
          }
          oldLeft.append(contentsOf: oldNext..<oldEnd)
          newLeft.append(contentsOf: newNext..<newEnd)
        }
      }
    }

    if !newLeft.isEmpty {
      // The leftover old ids are unique (old is), so building their index cannot fail.
      guard let index = try? IDIndex(oldLeft.map { old[$0] }) else { return nil }
      var claimed = [Bool](repeating: false, count: oldLeft.count)
      var inserted = Set<ID>()
      for position in newLeft {
        let id = new[position]
        if let leftover = index.position(of: id) {
          if claimed[leftover] { return nil }
          claimed[leftover] = true
          oldOf[position - prefix] = oldLeft[leftover]
        } else if oldMembers.contains(id) || !inserted.insert(id).inserted {
          // In old but already lined up elsewhere, in the prefix or suffix, or new twice.
          return nil
        }
      }
    }

    var common: [Pair] = []
    common.reserveCapacity(oldOf.count - newLeft.count)
    var increasing = true
    var last = -1
    for (offset, oldPosition) in oldOf.enumerated() where oldPosition >= 0 {
      increasing = increasing && oldPosition > last
      last = oldPosition
      common.append(Pair(old: oldPosition, new: offset + prefix))
    }
    // Nothing moved (removals and insertions only): every common id stays in place.
    let kept =
      increasing ? common : LongestIncreasingRun.indices(in: common.map(\.old)).map { common[$0] }
    return ListMatching(prefix: prefix, suffix: suffix, common: common, kept: kept)
  }
}
