import CAdwaita

/// A GLib weak reference: names an object without keeping it alive, and reads nil once it is
/// finalized (a toast overlay whose window closed).
@MainActor
final class WeakObject {
  private nonisolated(unsafe) let reference = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)

  /// Follows `object`.
  init(_ object: gpointer) {
    g_weak_ref_init(reference, object)
  }

  /// Runs `body` with the object while it lives (held for the call), or returns nil.
  func with<Result>(_ body: (gpointer) -> Result) -> Result? {
    guard let object = g_weak_ref_get(reference) else { return nil }
    defer { g_object_unref(object) }
    return body(object)
  }

  deinit {
    g_weak_ref_clear(reference)
    reference.deallocate()
  }
}
