import CGtk
import GtkGlue

extension Widget {
  /// Makes a button (any GtkActionable) activate the action `detailedName`, such as
  /// `win.add-feed`, and grey out while that action is disabled.
  public func actionName(_ detailedName: String) -> ModifiedWidget {
    ModifiedWidget(self, name: "action-name") { widget in
      precondition(
        widget.isA(gtk_actionable_get_type()), "actionName(_:) needs a button or another actionable"
      )
      gtk_actionable_set_action_name(widget.opaque, detailedName)
    }
  }

  /// The tooltip shown on hover, like SwiftUI's `help(_:)`.
  public func help(_ text: String) -> ModifiedWidget {
    ModifiedWidget(self, name: "help") { widget in gtk_widget_set_tooltip_text(widget, text) }
  }
}
