import CGtk
import Foundation

/// The item objects GTK currently holds, by key, so a key maps to the same GObject for as long
/// as GTK references it. That identity is what lets GtkListView keep its anchor row in place
/// when items are inserted above it.
///
/// Objects are plain GObjects (24 bytes); the cache holds them weakly and forgets each one in
/// its weak notify, so memory follows what GTK holds (about 200 rows), not the list's length.
///
/// Every row scrolled into view makes an object and every row scrolled out forgets one, through
/// code generic over the list's id type. Unspecialised, that cost about 14,000 instructions a
/// row, most of it Swift's generic dictionary code; the common id types (`Int` for virtual
/// lists, `Int64` for database rows, `String`, `UUID`, a builder `List`'s `ListEntryID`) get
/// specialised copies (issue 18).
@MainActor
final class ItemObjectCache<Key: Hashable>: ObjectCacheBase {
  private var objects: [Key: gpointer] = [:]
  private var keys: [gpointer: Key] = [:]

  /// Objects alive right now.
  var liveCount: Int { objects.count }

  /// The object for `key`, with a new reference for the caller; made if none is alive.
  @specialized(where Key == Int)
  @specialized(where Key == Int64)
  @specialized(where Key == String)
  @specialized(where Key == UUID)
  @specialized(where Key == ListEntryID)
  func object(for key: Key) -> gpointer {
    if let existing = objects[key] {
      g_object_ref(existing)
      return existing
    }
    let object = g_object_new_with_properties(GObject.gType, 0, nil, nil)!
    let pointer = UnsafeMutableRawPointer(object)
    // updateValue and removeValue, not the subscript's setter: for an id type without a
    // specialised copy, the generic setter cost about 2,000 instructions a call, these about
    // 1,500 (including the table's growth), on a path every row scrolled into view takes.
    objects.updateValue(pointer, forKey: key)
    keys.updateValue(key, forKey: pointer)
    g_object_weak_ref(object, forgetFinalizedObject, notifyData)
    return pointer
  }

  /// Hands the live object of `old` to `new`, so GTK takes it for the same item and reuses its
  /// row widget. GTK 4.8 keeps a removed row's widget only when an added position returns the
  /// very object it showed; otherwise it destroys the widget and makes a new one through the
  /// factory, which was most of a keystroke that replaces every row. Does nothing when `old`
  /// has no live object or `new` already has one (its identity is what keeps an anchor in place);
  /// returns whether the object changed hands.
  @discardableResult
  func handOver(from old: Key, to new: Key) -> Bool {
    guard objects[new] == nil, let object = objects.removeValue(forKey: old) else { return false }
    objects.updateValue(object, forKey: new)
    keys.updateValue(new, forKey: object)
    return true
  }

  /// The key of a live object, if it came from this cache.
  func key(of object: gpointer) -> Key? { keys[object] }

  /// Drops a finalized object; called from the weak notify.
  @specialized(where Key == Int)
  @specialized(where Key == Int64)
  @specialized(where Key == String)
  @specialized(where Key == UUID)
  @specialized(where Key == ListEntryID)
  override func forget(_ object: gpointer) {
    if let key = keys.removeValue(forKey: object) { objects.removeValue(forKey: key) }
  }

  isolated deinit {
    // Objects may outlive the cache inside GTK; their weak notify must not reach freed memory.
    for object in objects.values {
      g_object_weak_unref(
        object.assumingMemoryBound(to: GObject.self), forgetFinalizedObject, notifyData)
    }
  }
}

/// What every item-object cache is to its weak notify: a class, not a generic one, so the
/// notify reaches `forget` through the vtable. (A protocol here cost a dynamic cast, with its
/// conformance lookup, for every row scrolled out of view.)
@MainActor
class ObjectCacheBase {
  /// Drops `object`, which GLib is finalizing.
  func forget(_ object: gpointer) {}

  /// The weak notify's data: this cache, unretained.
  var notifyData: gpointer { Unmanaged.passUnretained(self).toOpaque() }
}

/// The weak notify for every cache; generic closures cannot be C function pointers.
private let forgetFinalizedObject: GWeakNotify = { data, object in
  guard let data, let object else { return }
  let owner = Unmanaged<ObjectCacheBase>.fromOpaque(data)
  nonisolated(unsafe) let pointer = UnsafeMutableRawPointer(object)
  MainActor.assumeIsolated { owner.takeUnretainedValue().forget(pointer) }
}
