import CGtk

/// The item objects GTK currently holds, by key, so a key maps to the same GObject for as long
/// as GTK references it. That identity is what lets GtkListView keep its anchor row in place
/// when items are inserted above it.
///
/// Objects are plain GObjects (24 bytes); the cache holds them weakly and forgets each one in
/// its weak notify, so memory follows what GTK holds (about 200 rows), not the list's length.
@MainActor
final class ItemObjectCache<Key: Hashable>: ForgetsFinalizedObjects {
  private var objects: [Key: gpointer] = [:]
  private var keys: [gpointer: Key] = [:]

  /// Objects alive right now.
  var liveCount: Int { objects.count }

  /// The object for `key`, with a new reference for the caller; made if none is alive.
  func object(for key: Key) -> gpointer {
    if let existing = objects[key] {
      g_object_ref(existing)
      return existing
    }
    let object = g_object_new_with_properties(GObject.gType, 0, nil, nil)!
    let pointer = UnsafeMutableRawPointer(object)
    objects[key] = pointer
    keys[pointer] = key
    g_object_weak_ref(
      object, forgetFinalizedObject, Unmanaged.passUnretained(self as AnyObject).toOpaque())
    return pointer
  }

  /// Hands the live object of `old` to `new`, so GTK takes it for the same item and reuses its
  /// row widget. GTK 4.8 keeps a removed row's widget only when an added position returns the
  /// very object it showed; otherwise it destroys the widget and makes a new one through the
  /// factory, which was most of a keystroke that replaces every row. Does nothing when `old`
  /// has no live object or `new` already has one (its identity is what keeps an anchor in place).
  func handOver(from old: Key, to new: Key) {
    guard objects[new] == nil, let object = objects.removeValue(forKey: old) else { return }
    objects[new] = object
    keys[object] = new
  }

  /// The key of a live object, if it came from this cache.
  func key(of object: gpointer) -> Key? { keys[object] }

  /// Drops a finalized object; called from the weak notify.
  func forget(_ object: gpointer) {
    if let key = keys.removeValue(forKey: object) { objects[key] = nil }
  }

  isolated deinit {
    // Objects may outlive the cache inside GTK; their weak notify must not reach freed memory.
    for object in objects.values {
      g_object_weak_unref(
        object.assumingMemoryBound(to: GObject.self), forgetFinalizedObject,
        Unmanaged.passUnretained(self as AnyObject).toOpaque())
    }
  }
}

/// A cache that must hear when one of its objects is finalized.
@MainActor
protocol ForgetsFinalizedObjects: AnyObject {
  /// Drops `object`, which GLib is finalizing.
  func forget(_ object: gpointer)
}

/// The weak notify for every cache; generic closures cannot be C function pointers.
private let forgetFinalizedObject: GWeakNotify = { data, object in
  guard let data, let object else { return }
  nonisolated(unsafe) let owner = Unmanaged<AnyObject>.fromOpaque(data).takeUnretainedValue()
  nonisolated(unsafe) let pointer = UnsafeMutableRawPointer(object)
  MainActor.assumeIsolated { (owner as? any ForgetsFinalizedObjects)?.forget(pointer) }
}
