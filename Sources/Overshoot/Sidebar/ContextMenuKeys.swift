import CGtk
import GtkGlue

/// The keys that open a context menu in GNOME, Shift+F10 and Menu, handled on a widget.
@MainActor
public enum ContextMenuKeys {
  /// Calls `body` when Shift+F10 or Menu is pressed in `widget` (or a descendant that does not
  /// handle it); `body` returns whether it opened a menu, so an unhandled key travels on.
  public static func attach(
    to widget: UnsafeMutablePointer<GtkWidget>, _ body: @escaping @MainActor () -> Bool
  ) {
    let controller = gtk_event_controller_key_new()!
    controller.connectKeyPressed { keyval, state in
      let shift = state & GDK_SHIFT_MASK.rawValue != 0
      guard keyval == UInt32(GDK_KEY_Menu) || (keyval == UInt32(GDK_KEY_F10) && shift) else {
        return false
      }
      return body()
    }
    gtk_widget_add_controller(widget, controller)
  }
}
