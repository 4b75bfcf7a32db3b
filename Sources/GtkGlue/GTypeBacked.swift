import CGtk

/// A GObject class or interface whose C struct Swift imports whole (so a pointer to it is an
/// `UnsafeMutablePointer<Self>`), with its GType: what `checked(as:)` verifies a cast against.
///
/// Types Swift imports opaquely (`GtkLabel`, `GtkScrolledWindow`…) have no Swift type to carry
/// their GType; cast those with `checked(_:)` and the `gtk_…_get_type()` function.
public protocol GTypeBacked {
  /// The registered type of instances of this struct.
  static var gType: GType { get }
}

extension GObject: GTypeBacked {
  /// `G_TYPE_OBJECT`.
  public static var gType: GType { g_object_get_type() }
}

extension GtkWidget: GTypeBacked {
  /// `GTK_TYPE_WIDGET`.
  public static var gType: GType { gtk_widget_get_type() }
}

extension GtkWindow: GTypeBacked {
  /// `GTK_TYPE_WINDOW`.
  public static var gType: GType { gtk_window_get_type() }
}

extension GApplication: GTypeBacked {
  /// `G_TYPE_APPLICATION`.
  public static var gType: GType { g_application_get_type() }
}

extension GtkApplication: GTypeBacked {
  /// `GTK_TYPE_APPLICATION`.
  public static var gType: GType { gtk_application_get_type() }
}

extension GtkBox: GTypeBacked {
  /// `GTK_TYPE_BOX`.
  public static var gType: GType { gtk_box_get_type() }
}

extension GtkButton: GTypeBacked {
  /// `GTK_TYPE_BUTTON`.
  public static var gType: GType { gtk_button_get_type() }
}

extension GtkToggleButton: GTypeBacked {
  /// `GTK_TYPE_TOGGLE_BUTTON`.
  public static var gType: GType { gtk_toggle_button_get_type() }
}

extension GtkFrame: GTypeBacked {
  /// `GTK_TYPE_FRAME`.
  public static var gType: GType { gtk_frame_get_type() }
}

extension GtkAdjustment: GTypeBacked {
  /// `GTK_TYPE_ADJUSTMENT`.
  public static var gType: GType { gtk_adjustment_get_type() }
}

extension GtkEntry: GTypeBacked {
  /// `GTK_TYPE_ENTRY`.
  public static var gType: GType { gtk_entry_get_type() }
}

extension GtkPopover: GTypeBacked {
  /// `GTK_TYPE_POPOVER`.
  public static var gType: GType { gtk_popover_get_type() }
}

extension GtkListBoxRow: GTypeBacked {
  /// `GTK_TYPE_LIST_BOX_ROW`.
  public static var gType: GType { gtk_list_box_row_get_type() }
}

extension GtkDrawingArea: GTypeBacked {
  /// `GTK_TYPE_DRAWING_AREA`.
  public static var gType: GType { gtk_drawing_area_get_type() }
}

extension GMenuModel: GTypeBacked {
  /// `G_TYPE_MENU_MODEL`.
  public static var gType: GType { g_menu_model_get_type() }
}

extension GtkRange: GTypeBacked {
  /// `GTK_TYPE_RANGE`.
  public static var gType: GType { gtk_range_get_type() }
}

extension GtkDialog: GTypeBacked {
  /// `GTK_TYPE_DIALOG`.
  public static var gType: GType { gtk_dialog_get_type() }
}
