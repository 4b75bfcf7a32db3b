import CGtk

/// The C casts the benches need, kept here so they depend on no cast helper of the library.
extension UnsafeMutablePointer where Pointee == GtkWidget {
  /// This widget as a GtkWindow (the caller made it with gtk_window_new).
  var gtkWindow: UnsafeMutablePointer<GtkWindow> {
    UnsafeMutableRawPointer(self).assumingMemoryBound(to: GtkWindow.self)
  }

  /// This widget as a GtkBox (the caller made it with gtk_box_new).
  var gtkBox: UnsafeMutablePointer<GtkBox> {
    UnsafeMutableRawPointer(self).assumingMemoryBound(to: GtkBox.self)
  }

  /// This widget as an opaque GTK type (GtkBox, GtkLabel, GtkScrolledWindow…).
  var gtkOpaque: OpaquePointer { OpaquePointer(self) }
}
