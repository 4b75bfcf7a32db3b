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
  public init(sinking raw: gpointer) {
    precondition(raw.isInstance(of: GObject.gType), "ObjectRef(sinking:) needs a GObject")
    g_object_ref_sink(raw)
    pointer = raw
    AllocationCounter.made(.objectRef)
  }

  /// Takes over a reference the caller already owns (a `transfer full` return that is not
  /// floating, such as `g_object_new` of a non-widget type).
  public init(adopting raw: gpointer) {
    precondition(raw.isInstance(of: GObject.gType), "ObjectRef(adopting:) needs a GObject")
    if g_object_is_floating(raw) != 0 { g_object_ref_sink(raw) }
    pointer = raw
    AllocationCounter.made(.objectRef)
  }

  /// Adds a reference to an object someone else owns (a `transfer none` return).
  public init(retaining raw: gpointer) {
    precondition(raw.isInstance(of: GObject.gType), "ObjectRef(retaining:) needs a GObject")
    g_object_ref(raw)
    pointer = raw
    AllocationCounter.made(.objectRef)
  }

  isolated deinit {
    g_object_unref(pointer)
    AllocationCounter.freed(.objectRef)
  }

  /// The instance as a `GtkWidget *`.
  public var widget: UnsafeMutablePointer<GtkWidget> { pointer.checked(as: GtkWidget.self) }
  /// The instance as a `GObject *`.
  public var object: UnsafeMutablePointer<GObject> { pointer.checked(as: GObject.self) }
}

extension ObjectRef {
  /// Wraps a newly constructed object, however Swift imported its pointer; see `init(sinking:)`.
  package convenience init(sinking instance: some GPointerConvertible) {
    self.init(sinking: instance.gpointer)
  }
  /// Takes over a reference the caller owns, however Swift imported its pointer.
  package convenience init(adopting instance: some GPointerConvertible) {
    self.init(adopting: instance.gpointer)
  }
  /// Adds a reference to an object someone else owns, however Swift imported its pointer.
  package convenience init(retaining instance: some GPointerConvertible) {
    self.init(retaining: instance.gpointer)
  }
}
