import CGtk

/// Keyboard focus for widgets the app keeps.
@MainActor
public enum Focus {
  /// Moves the keyboard focus to `widget` (or the first focusable widget inside it); returns
  /// whether it could.
  @discardableResult
  public static func move(to widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    gtk_widget_grab_focus(widget) != 0
  }
}
