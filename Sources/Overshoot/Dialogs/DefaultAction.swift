import CGtk

/// The keyboard roles of a dialog's buttons, like SwiftUI's `KeyboardShortcut`.
public enum DialogKeyboardShortcut: Sendable {
  /// The button Enter presses when the focused widget does not use Enter itself.
  case defaultAction
}

extension Widget {
  /// Marks this button as the one Enter presses in its dialog, like SwiftUI's
  /// `keyboardShortcut(.defaultAction)`; `DialogWindow.present()` makes it the window's default.
  public func keyboardShortcut(_ shortcut: DialogKeyboardShortcut) -> ModifiedWidget {
    ModifiedWidget(self, name: "default-action") { widget in
      // Every GtkButton receives the default already; a mark of our own names the one.
      DefaultAction.markAsDefault(widget)
    }
  }
}

/// Finds the widget marked as the default action in a window.
@MainActor
enum DefaultAction {
  /// The object data key marking the default action's widget.
  static let mark = "overshoot-default-action"

  /// Marks `widget` as the default action, as `.keyboardShortcut(.defaultAction)` does.
  static func markAsDefault(_ widget: UnsafeMutablePointer<GtkWidget>) {
    g_object_set_data(widget.checked(as: GObject.self), mark, widget)
  }

  /// The first widget under `root` (its header bar included) marked as the default action.
  static func find(in root: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
    var pending = [root]
    while !pending.isEmpty {
      let widget = pending.removeFirst()
      if g_object_get_data(widget.checked(as: GObject.self), mark) != nil { return widget }
      pending.append(contentsOf: WidgetChildren.of(widget))
    }
    return nil
  }
}
