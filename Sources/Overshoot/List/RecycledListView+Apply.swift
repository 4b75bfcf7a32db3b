import CGtk
import GtkGlue
import ListDiffing

extension RecycledListView {
  /// Replaces the items with `newItems`, like applying a diffable data source snapshot.
  ///
  /// The change is diffed by id and sent to GTK as splices (`items-changed`), each applied to
  /// the model before it is announced, so GTK always sees a consistent list. Several splices
  /// within a short span (a search narrowing its page) are announced as one, so GTK 4.8 can
  /// rebind the rows it has rather than destroy them in one splice and make new ones in the
  /// next. Items that keep
  /// their id keep their GObject, which is what keeps the reader's row in place when items
  /// arrive above it. Rows whose item changed but whose id did not are rebound in place.
  /// Returns the changes; throws (changing nothing) when an id appears twice.
  @discardableResult
  public func apply(_ newItems: [Item]) throws(ListDiffError) -> ListChanges<ID> {
    guard let stored, let idOf else {
      preconditionFailure("apply(_:) is for stored lists; a virtual list uses setCount(_:)")
    }
    let newIDs = newItems.map(idOf)
    let wasAtTop = isAtVeryTop
    let splices = try stored.snapshot.update(to: newIDs)
    let added = addedItemsByID(splices, newIDs: newIDs, newItems: newItems)
    // A scroll to a position still being aligned means the item there, wherever it moves now.
    let alignedID = pendingTopAlignment.flatMap { $0 < stored.ids.count ? stored.ids[$0] : nil }
    // Several splices within a short span are announced as one, after all of them are applied.
    // (Read from `stored.ids` before the splices change it: a copy of the old ids would make the
    // first splice copy the whole list.)
    let span = splices.count > 1 ? ChangedSpan(old: stored.ids, new: newIDs) : nil
    let wholeSpan = span.flatMap {
      $0.removed + $0.added <= ChangedSpan.announcedWholeUpTo ? $0 : nil
    }
    let oldSpan = wholeSpan.map { Array(stored.ids[$0.position..<($0.position + $0.removed)]) }
    var handedOver: [ID: ID] = [:]
    for splice in splices {
      let range = splice.position..<(splice.position + splice.removed)
      if wholeSpan == nil {
        recycleObjects(of: stored.ids[range], for: splice.added, in: stored, into: &handedOver)
      }
      stored.ids.replaceSubrange(range, with: splice.added)
      stored.items.replaceSubrange(range, with: splice.added.map { added[$0]! })
      if wholeSpan == nil {
        announceSplice(
          position: splice.position, removed: splice.removed, added: splice.added.count)
      }
    }
    if let span = wholeSpan, let oldSpan {
      let newSpan = newIDs[span.position..<(span.position + span.added)]
      let wasListed = Set(oldSpan)
      recycleObjects(
        of: oldSpan[...], for: newSpan.filter { !wasListed.contains($0) }, in: stored,
        into: &handedOver)
      announceSplice(position: span.position, removed: span.removed, added: span.added)
    }
    // The ids now line up with the new list, so kept items compare position by position.
    var contentChanged: [ListContentChange<ID>] = []
    if let contentEqual {
      for index in newItems.indices where !contentEqual(stored.items[index], newItems[index]) {
        contentChanged.append(ListContentChange(id: newIDs[index], position: index))
      }
    }
    stored.items = newItems
    rebindHandedOverRows(handedOver, items: added)
    rebind(contentChanged.map(\.id))
    if let alignedID, !splices.isEmpty {
      pendingTopAlignment = stored.ids.firstIndex(of: alignedID)
      alignPendingRowToTop()
    } else if wasAtTop, let first = splices.first, first.position == 0, !first.added.isEmpty {
      if keepsPlaceAtTop {
        // GTK keeps the row that was first in place, the new ones above it: the shift that
        // follows is wanted, even when the same layout changes the list's height.
        arrivedAboveTop = true
      } else {
        // GTK keeps the row that was first in place, with the new ones out of sight above it.
        scroll(toPosition: 0, rowOffset: 0, holding: false)
      }
    }
    return ListChanges(splices: splices, contentChanged: contentChanged)
  }

  /// Gives the ids a splice adds the item objects of the ids it removes for good, pair by pair,
  /// so GTK keeps the removed rows' widgets for the added items instead of tearing them down and
  /// making new ones (GTK 4.8: a page of 250 new entries, ~90 ms of the ~100 ms apply). Records
  /// each hand-over (old id to new) in `handedOver`.
  ///
  /// Ids still in the new list (moves) keep their objects, and so does everything while rows can
  /// be selected: GtkSingleSelection follows its selected item's object into the added range.
  private func recycleObjects(
    of removed: ArraySlice<ID>, for added: [ID], in stored: StoredListBackend<Item, ID>,
    into handedOver: inout [ID: ID]
  ) {
    guard selectionMode == .none else { return }
    let leaving = removed.lazy.filter { !stored.snapshot.contains($0) }
    for (old, new) in zip(leaving, added) where stored.objects.handOver(from: old, to: new) {
      handedOver[old] = new
    }
  }

  /// Binds the rows still showing an id whose object went to another id to the new item. GTK
  /// 4.8 rebinds every row on a splice, so there is none; GTK 4.12 and later bind a row again
  /// only when its item object changes, and a handed-over object is the same object.
  private func rebindHandedOverRows(_ handedOver: [ID: ID], items: [ID: Item]) {
    guard !handedOver.isEmpty else { return }
    for slot in slots.values {
      guard let id = slot.id, let new = handedOver[id], let item = items[new] else { continue }
      slot.id = new
      slot.bindRow(item)
    }
  }

  /// The new items for the ids the splices add, found in one pass over the new list.
  private func addedItemsByID(_ splices: [ListSplice<ID>], newIDs: [ID], newItems: [Item])
    -> [ID: Item]
  {
    let wanted = Set(splices.lazy.flatMap(\.added))
    guard !wanted.isEmpty else { return [:] }
    var found: [ID: Item] = [:]
    found.reserveCapacity(wanted.count)
    for (index, id) in newIDs.enumerated() where wanted.contains(id) {
      found[id] = newItems[index]
      if found.count == wanted.count { break }
    }
    return found
  }

  /// Binds the rows showing `ids` again with their current items.
  private func rebind(_ ids: [ID]) {
    guard !ids.isEmpty else { return }
    let changed = Set(ids)
    for slot in slots.values {
      guard let id = slot.id, changed.contains(id), let position = slot.position,
        position < count
      else { continue }
      slot.bindRow(itemAt(position))
    }
  }
}

extension RecycledListView {
  /// Whether the list shows its very top now (offset 0), with something in it.
  var isAtVeryTop: Bool {
    guard count > 0,
      let adjustment = Gtk.Scrollable(gtkWidget).vadjustment
    else { return false }
    return adjustment.value - adjustment.lower < 0.5
  }
}
