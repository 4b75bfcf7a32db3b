import CGtk

/// Items held in memory, in order, with their ids: the backend of a stored list.
@MainActor
final class StoredListBackend<Item, ID: Hashable>: ListModelBackend {
  var items: [Item] = []
  var ids: [ID] = []
  let objects = ItemObjectCache<ID>()

  var count: Int { ids.count }

  func object(at position: Int) -> gpointer { objects.object(for: ids[position]) }
}

/// Rows computed on demand from their index: the backend of a virtual list. Its memory does not
/// grow with `count`; only the objects GTK holds exist.
@MainActor
final class VirtualListBackend: ListModelBackend {
  var count: Int
  let objects = ItemObjectCache<Int>()

  init(count: Int) { self.count = count }

  func object(at position: Int) -> gpointer { objects.object(for: position) }
}
