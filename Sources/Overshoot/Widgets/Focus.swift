import CGtk
import GtkGlue

/// Keyboard focus for widgets the app keeps.
@MainActor
public enum Focus {
  /// Moves the keyboard focus to `widget` (or the first focusable widget inside it); returns
  /// whether it could.
  @discardableResult
  public static func move(to widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    widget.grabFocus()
  }
}

extension Focus {
  /// Whether the keyboard focus in `widget`'s window is in a text field, where letters and
  /// editing keys are the reader's text, not commands.
  public static func isInTextField(of widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard let root = widget.root, var current = root.focus else {
      return false
    }
    // The focus sits on the GtkText inside an entry; either one is editable.
    while true {
      if Gtk.Editable(ifInstance: current) != nil {
        return true
      }
      guard let parent = current.parent else { return false }
      current = parent
    }
  }
}
