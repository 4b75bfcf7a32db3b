/// The current ids of a list view, checked for duplicates once and then diffed incrementally.
///
/// ``ListDiff/splices(from:to:)`` must hash every id of both lists to reject duplicates, which
/// costs tens of milliseconds at a million ids. A list view keeps its ids from one update to
/// the next, so this type keeps them together with their set: an update hashes only the part
/// of the lists that changed, and the unchanged prefix and suffix cost one `==` per id.
/// Prepending 1,000 ids to 1,000,000 then takes a few milliseconds instead of ~60.
///
/// Memory: the id array plus a `Set` of the same ids (about 1.5 slots of `MemoryLayout<ID>`
/// per id; heap-allocated ids such as long strings are shared, not copied).
public struct ListSnapshot<ID: Hashable> {
  /// The ids, in list order; unique.
  public var ids: [ID] { storage }
  @usableFromInline var storage: [ID]
  @usableFromInline var members: Set<ID>

  /// Takes `ids` as the current list, rejecting duplicates. O(N) hashing, paid once.
  @inlinable
  public init(_ ids: [ID] = []) throws(ListDiffError) {
    var members = Set<ID>(minimumCapacity: ids.count)
    for (position, id) in ids.enumerated() where !members.insert(id).inserted {
      let first = ids.firstIndex(of: id) ?? position
      throw .duplicateID(
        id: String(describing: id), list: .old, firstPosition: first, secondPosition: position)
    }
    self.storage = ids
    self.members = members
  }

  /// Whether `id` is in the list; O(1).
  @inlinable
  public func contains(_ id: ID) -> Bool {
    members.contains(id)
  }

  /// Replaces the ids with `new` and returns the splices that lead there, in application order.
  ///
  /// Same splices as ``ListDiff/splices(from:to:)``. On error the snapshot is left unchanged.
  /// - Throws: ``ListDiffError/duplicateID(id:list:firstPosition:secondPosition:)`` (always about
  ///   the new list, since the current one is known to be unique).
  @inlinable
  public mutating func update(to new: [ID]) throws(ListDiffError) -> [ListSplice<ID>] {
    // The aligned walk is the fast path; it declines only when new repeats an id, and then the
    // hashing matcher throws the error that names the repeat.
    let matching: ListMatching
    if let aligned = ListMatching.aligned(old: ids, new: new, oldMembers: members) {
      matching = aligned
    } else {
      matching = try ListMatching(old: ids, new: new, oldMembers: members)
    }
    let splices = matching.splices(old: ids, new: new)
    // Ids that moved are removed and re-added by the splices but stay members throughout.
    for splice in splices {
      for id in splice.added {
        members.insert(id)
      }
    }
    if let removed = matching.removedOld {
      for position in removed {
        members.remove(ids[position])
      }
    } else {
      let oldMiddle = matching.prefix..<(ids.count - matching.suffix)
      var survives = [Bool](repeating: false, count: oldMiddle.count)
      for pair in matching.common {
        survives[pair.old - matching.prefix] = true
      }
      for position in oldMiddle where !survives[position - matching.prefix] {
        members.remove(ids[position])
      }
    }
    storage = new
    return splices
  }
}

extension ListSnapshot: Sendable where ID: Sendable {}
