import CGtk

/// One strong, owned reference to a GObject: sinks a floating reference when it wraps one and
/// drops its reference exactly once, when the wrapper goes away.
///
/// Keep an `ObjectRef` wherever Swift must keep a GTK object alive (a widget not yet parented,
/// a list model, a controller you want to talk to later).
@MainActor
public final class ObjectRef {
  /// The wrapped instance, valid for the wrapper's lifetime.
  public let pointer: gpointer

  /// Wraps a newly constructed object, sinking it if it is floating (every `GtkWidget`) so the
  /// wrapper owns one full reference either way.
  public init(sinking instance: some GPointerConvertible) {
    let raw = instance.gpointer
    precondition(overshoot_is_object(raw) != 0, "ObjectRef(sinking:) needs a GObject")
    g_object_ref_sink(raw)
    pointer = raw
    LiveCounts.objectRefMade()
  }

  /// Takes over a reference the caller already owns (a `transfer full` return that is not
  /// floating, such as `g_object_new` of a non-widget type).
  public init(adopting instance: some GPointerConvertible) {
    let raw = instance.gpointer
    precondition(overshoot_is_object(raw) != 0, "ObjectRef(adopting:) needs a GObject")
    if overshoot_object_is_floating(raw) != 0 { g_object_ref_sink(raw) }
    pointer = raw
    LiveCounts.objectRefMade()
  }

  /// Adds a reference to an object someone else owns (a `transfer none` return).
  public init(retaining instance: some GPointerConvertible) {
    let raw = instance.gpointer
    precondition(overshoot_is_object(raw) != 0, "ObjectRef(retaining:) needs a GObject")
    g_object_ref(raw)
    pointer = raw
    LiveCounts.objectRefMade()
  }

  isolated deinit {
    g_object_unref(pointer)
    LiveCounts.objectRefFreed()
  }

  /// The instance as a `GtkWidget *`.
  public var widget: UnsafeMutablePointer<GtkWidget> { pointer.asWidget }
  /// The instance as a `GObject *`.
  public var object: UnsafeMutablePointer<GObject> { pointer.asObject }
  /// The instance as an opaque pointer, for GTK types Swift imports opaquely.
  public var opaque: OpaquePointer { OpaquePointer(pointer) }
}
