import CGtk
import GtkGlue

/// A libadwaita combo row (`ComboRow`) as a test reads and picks it: the option it shows, by
/// position, and a pick of another, as its drop-down list makes one.
@MainActor
public enum ComboRowControl {
  /// The first AdwComboRow under `root`.
  public static func find(under root: UnsafeMutablePointer<GtkWidget>)
    -> UnsafeMutablePointer<GtkWidget>?
  {
    WidgetFinder.all(under: root).first {
      String(cString: g_type_name_from_instance($0.typeInstance)) == "AdwComboRow"
    }
  }

  /// The position of the option `row` shows.
  public static func selected(_ row: UnsafeMutablePointer<GtkWidget>) -> UInt32 {
    var value = GValue()
    g_value_init(&value, g_type_from_name("guint"))
    defer { g_value_unset(&value) }
    g_object_get_property(row.checked(as: GObject.self), "selected", &value)
    return g_value_get_uint(&value)
  }

  /// Picks the option at `position` in `row`, as a click in its drop-down list does.
  public static func select(_ position: UInt32, in row: UnsafeMutablePointer<GtkWidget>) {
    var value = GValue()
    g_value_init(&value, g_type_from_name("guint"))
    defer { g_value_unset(&value) }
    g_value_set_uint(&value, position)
    g_object_set_property(row.checked(as: GObject.self), "selected", &value)
  }
}
