import CGtk
import GtkGlue

extension GPointerConvertible {
  /// Whether this instance is a `type` (or a subclass): the `GTK_IS_…` macros Swift cannot see.
  @MainActor
  func isA(_ type: GType) -> Bool {
    g_type_check_instance_is_a(gpointer.assumingMemoryBound(to: GTypeInstance.self), type) != 0
  }
}
