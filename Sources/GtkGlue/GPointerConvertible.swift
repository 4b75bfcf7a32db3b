import CGtk

/// Anything that is a pointer to a GObject instance, whichever way Swift imported its C type.
///
/// GTK types whose struct is public come in as `UnsafeMutablePointer<T>`, opaque ones as
/// `OpaquePointer`; this one protocol lets the checked casts and signal connections take either.
/// It is `package`, so the members it adds reach this package's modules only, never the pointers
/// of a program that depends on Overshoot.
package protocol GPointerConvertible {
  /// The untyped instance pointer, for GLib calls that take `gpointer`.
  var gpointer: gpointer { get }
}

extension UnsafeMutablePointer: GPointerConvertible {
  /// The untyped instance pointer.
  package var gpointer: gpointer { UnsafeMutableRawPointer(self) }
}

extension OpaquePointer: GPointerConvertible {
  /// The untyped instance pointer.
  package var gpointer: gpointer { UnsafeMutableRawPointer(self) }
}

extension UnsafeMutableRawPointer: GPointerConvertible {
  /// The pointer itself.
  package var gpointer: gpointer { self }
}
