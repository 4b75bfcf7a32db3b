import CGtk

extension UnsafeMutablePointer where Pointee == GtkWidget {
  /// This widget as an instance of `type`, for GTK types Swift imports opaquely (GtkStack,
  /// GtkSpinButton, GtkSwitch, GtkLabel…).
  ///
  /// Checked like GTK's C cast macros: a wrong cast logs a CRITICAL (fatal under
  /// `G_DEBUG=fatal-criticals`) instead of silently reinterpreting memory.
  func checked(_ type: GType) -> OpaquePointer {
    let instance = UnsafeMutableRawPointer(self).assumingMemoryBound(to: GTypeInstance.self)
    return OpaquePointer(g_type_check_instance_cast(instance, type))
  }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
  /// This widget as a `T *` for GTK types whose struct is public (GtkFrame, GtkToggleButton…),
  /// checked against `type` the same way.
  func checked<T>(_ type: GType, as _: T.Type) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(checked(type)).assumingMemoryBound(to: T.self)
  }
}
