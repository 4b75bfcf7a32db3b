import CGtk

/// Anything that is a pointer to a GObject instance, whichever way Swift imported its C type.
///
/// GTK types whose struct is public come in as `UnsafeMutablePointer<T>`, opaque ones as
/// `OpaquePointer`; this one protocol lets the casts below take either.
public protocol GPointerConvertible {
  /// The untyped instance pointer, for GLib calls that take `gpointer`.
  var gpointer: gpointer { get }
}

extension UnsafeMutablePointer: GPointerConvertible {
  /// The untyped instance pointer.
  public var gpointer: gpointer { UnsafeMutableRawPointer(self) }
}

extension OpaquePointer: GPointerConvertible {
  /// The untyped instance pointer.
  public var gpointer: gpointer { UnsafeMutableRawPointer(self) }
}

extension UnsafeMutableRawPointer: GPointerConvertible {
  /// The pointer itself.
  public var gpointer: gpointer { self }
}

extension GPointerConvertible {
  /// This instance as a `GObject *`, checked by GLib in debug builds.
  public var asObject: UnsafeMutablePointer<GObject> { overshoot_object(gpointer) }
  /// This instance as a `GtkWidget *`, checked by GLib in debug builds.
  public var asWidget: UnsafeMutablePointer<GtkWidget> { overshoot_widget(gpointer) }
  /// This instance as a `GtkWindow *`, checked by GLib in debug builds.
  public var asWindow: UnsafeMutablePointer<GtkWindow> { overshoot_window(gpointer) }
  /// This instance as a pointer to `type`, unchecked: for GTK structs without a checked cast in
  /// `shim.h`. Prefer the checked `overshoot_…` casts where one exists.
  public func cast<T>(to type: T.Type) -> UnsafeMutablePointer<T> {
    gpointer.assumingMemoryBound(to: type)
  }
  /// This instance reinterpreted as an opaque pointer, for GTK functions taking opaque types.
  public var opaque: OpaquePointer { OpaquePointer(gpointer) }
}
