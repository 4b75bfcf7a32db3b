import CGtk

/// A weak reference to a GTK widget (a GWeakRef): cleared when the widget is finalized, so a
/// node that outlives its widget for a moment never touches freed memory.
@MainActor
final class WeakWidget {
  private let reference: UnsafeMutablePointer<GWeakRef>

  init() {
    reference = .allocate(capacity: 1)
    reference.initialize(to: GWeakRef())
    g_weak_ref_init(reference, nil)
  }

  isolated deinit {
    g_weak_ref_clear(reference)
    reference.deallocate()
  }

  /// Points at `widget` from now on.
  func set(_ widget: UnsafeMutablePointer<GtkWidget>) {
    g_weak_ref_set(reference, widget)
  }

  /// The widget with a new reference (unref it), or nil once it is gone.
  func get() -> UnsafeMutableRawPointer? {
    g_weak_ref_get(reference)
  }
}
