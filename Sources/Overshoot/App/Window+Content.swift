import CGtk
import GtkGlue

extension Window {
  /// Shows `content` as the window's only child, replacing what was there.
  public func setContent(_ content: any Widget) {
    Gtk.Window(gtkWindow).child = WindowChrome.adopt(content.makeGtkWidget(), in: gtkWindow)
  }

  /// Puts `headerBar` at the top of the window, in place of the window manager's title bar.
  public func setHeaderBar(_ headerBar: HeaderBar) {
    Gtk.Window(gtkWindow).titlebar = headerBar.gtkWidget
  }

  /// Adds `action` as `win.NAME`, for this window's buttons, menus and shortcuts.
  public func addAction(_ action: Action) {
    ActionMap.add(action, to: gtkWindow.gpointer)
  }

  /// Activates `win.NAME` (or `app.NAME`) from this window, as a button or shortcut would.
  public func activateAction(_ detailedName: String, parameter: (any ActionValue)? = nil) {
    gtk_widget_activate_action_variant(gtkWindow, detailedName, parameter?.makeVariant())
  }

  /// Puts `text` on the clipboard of the window's display.
  public func copyToClipboard(_ text: String) {
    gdk_clipboard_set_text(gdk_display_get_clipboard(gtk_widget_get_display(gtkWindow)), text)
  }
}
