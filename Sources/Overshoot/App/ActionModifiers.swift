import CGtk
import GtkGlue

extension Widget {
  /// Makes a button (any GtkActionable) activate the action `detailedName`, such as
  /// `win.add-feed`, and grey out while that action is disabled.
  public func actionName(_ detailedName: String) -> ModifiedWidget {
    ModifiedWidget(self, name: "action-name") { widget in
      precondition(
        widget.isInstance(of: gtk_actionable_get_type()),
        "actionName(_:) needs a button or another actionable"
      )
      gtk_actionable_set_action_name(widget.checked(gtk_actionable_get_type()), detailedName)
    }
  }
}
