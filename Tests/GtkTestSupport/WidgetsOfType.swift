import CGtk

/// Finds widgets by their GType's name, for tests that must tell whether a widget of a type
/// exists at all (a `WebKitWebView` before the first article) without linking the library
/// that defines it.
@MainActor
public enum WidgetsOfType {
  /// How many widgets under `root` (itself included) are of the type named `typeName` or a
  /// subtype; 0 when no such type was ever registered, since then no instance can exist.
  public static func count(named typeName: String, under root: UnsafeMutablePointer<GtkWidget>)
    -> Int
  {
    let type = g_type_from_name(typeName)
    guard type != 0 else { return 0 }
    return count(of: type, under: root)
  }

  private static func count(of type: GType, under widget: UnsafeMutablePointer<GtkWidget>) -> Int {
    let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
    var found = g_type_check_instance_is_a(instance, type) != 0 ? 1 : 0
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      found += count(of: type, under: current)
      child = gtk_widget_get_next_sibling(current)
    }
    return found
  }
}
