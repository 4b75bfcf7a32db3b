/// What two id lists share: a common prefix and suffix, and in the middle the ids present in
/// both, of which the longest order-preserving run stays in place.
///
/// This is the one place that hashes ids, so ``ListDiff``'s splices and content-change report
/// cost the same single pass. Inlinable, like everything the diff calls, so callers in other
/// modules get it specialized for their id type rather than hashing through witness tables.
@usableFromInline
struct ListMatching {
  /// Leading ids equal position by position.
  @usableFromInline var prefix: Int
  /// Trailing ids equal position by position, not overlapping `prefix`.
  @usableFromInline var suffix: Int
  /// Middle ids present in both lists as (old position, new position), in new order.
  @usableFromInline var common: [Pair]
  /// The subset of `common` kept in place; increasing in both positions.
  @usableFromInline var kept: [Pair]
  /// The middle old positions whose ids are not in new, ascending, when the matcher knew them
  /// without a pass over the whole middle (the aligned walk does); nil otherwise.
  @usableFromInline var removedOld: [Int]?

  /// One id's position in the old and in the new list.
  @usableFromInline
  struct Pair: IncreasingRunKeyed {
    @usableFromInline var old: Int
    @usableFromInline var new: Int

    @inlinable init(old: Int, new: Int) {
      self.old = old
      self.new = new
    }

    /// The kept run is the longest one increasing in old position.
    @inlinable var runKey: Int { old }
  }

  /// Matches `old` against `new`, rejecting duplicate ids in either.
  ///
  /// Cost: one hash per old id (see ``IDIndex``), one lookup per id in new's middle, plus an
  /// O(K log K) longest increasing run over the K common middle ids (O(K) when their order is
  /// unchanged, the common case).
  ///
  /// With `oldMembers` (the ids of `old`, which the caller has already checked are unique) only
  /// the middles are hashed: the prefix and suffix cost one `==` per id, nothing more.
  @inlinable
  init<ID: Hashable>(old: [ID], new: [ID], oldMembers: Set<ID>? = nil) throws(ListDiffError) {
    let oldCount = old.count
    let newCount = new.count
    let (prefix, suffix) = Self.commonEnds(old, new)
    self.prefix = prefix
    self.suffix = suffix
    self.removedOld = nil

    let oldMiddle = prefix..<(oldCount - suffix)
    let newMiddle = prefix..<(newCount - suffix)
    // Without a member set, every old id is indexed, not just the middle: duplicates must be
    // caught wherever they are, and a new middle id may repeat an id the prefix or suffix keeps.
    let indexed = oldMembers == nil ? old : Array(old[oldMiddle])
    let indexOffset = oldMembers == nil ? 0 : prefix
    let oldIndex: IDIndex<ID>
    do {
      oldIndex = try IDIndex(indexed)
    } catch {
      throw .duplicateID(
        id: String(describing: indexed[error.first]), list: .old,
        firstPosition: error.first + indexOffset, secondPosition: error.second + indexOffset)
    }
    func oldPosition(of id: ID) -> Int? {
      if let position = oldIndex.position(of: id) {
        return position + indexOffset
      }
      // Only reached for an id that also sits in the kept prefix or suffix: an error path.
      return oldMembers?.contains(id) == true ? old.firstIndex(of: id) : nil
    }

    // New position claimed by each old middle id, to catch an id that repeats inside new's middle.
    var claimedBy = [Int](repeating: -1, count: oldMiddle.count)
    var insertedAt: [ID: Int] = [:]
    var common: [Pair] = []
    common.reserveCapacity(Swift.min(oldMiddle.count, newMiddle.count))
    for position in newMiddle {
      let id = new[position]
      guard let oldPosition = oldPosition(of: id) else {
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
      common.append(Pair(old: oldPosition, new: position))
    }
    self.common = common
    self.kept = Self.keptRun(of: common)
  }

  /// Creates a matching from parts already worked out (see ``aligned(old:new:oldMembers:)``).
  @inlinable
  init(prefix: Int, suffix: Int, common: [Pair], kept: [Pair]) {
    self.removedOld = nil
    self.prefix = prefix
    self.suffix = suffix
    self.common = common
    self.kept = kept
  }

  /// The longest run of `common` increasing in old position: the ids that stay in place.
  @inlinable
  static func keptRun(of common: [Pair]) -> [Pair] {
    LongestIncreasingRun.run(in: common)
  }

  /// The lengths of the common prefix and of the common suffix, which do not overlap.
  @inlinable
  static func commonEnds<ID: Equatable>(_ old: [ID], _ new: [ID]) -> (prefix: Int, suffix: Int) {
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
    return (prefix, suffix)
  }

  /// The splices that turn old into new, front to back, positions in the list as it stands.
  ///
  /// Between two kept ids, the old ids are removed and the new ones added in one splice; since
  /// everything before a splice already matches new, its position is its index in new.
  @inlinable
  func splices<ID: Hashable>(old: [ID], new: [ID]) -> [ListSplice<ID>] {
    var splices: [ListSplice<ID>] = []
    var oldNext = prefix
    var newNext = prefix
    func splice(upTo anchor: Pair) {
      if anchor.old > oldNext || anchor.new > newNext {
        splices.append(
          ListSplice(
            position: newNext, removed: anchor.old - oldNext,
            added: Array(new[newNext..<anchor.new])
          ))
      }
      oldNext = anchor.old + 1
      newNext = anchor.new + 1
    }
    // Not `kept + [end]`: that copies every kept pair, 16 MB for a million ids.
    for anchor in kept {
      splice(upTo: anchor)
    }
    splice(upTo: Pair(old: old.count - suffix, new: new.count - suffix))
    return splices
  }
}
