import CGtk
import GtkGlue

extension Widget {
  /// Makes a button (any GtkActionable) activate the action `detailedName`, such as
  /// `win.add-feed`, and grey out while that action is disabled.
  public func actionName(_ detailedName: String) -> ModifiedWidget {
    ModifiedWidget(self, name: "action-name") { widget in
      guard let actionable = Gtk.Actionable(ifInstance: widget) else {
        preconditionFailure("actionName(_:) needs a button or another actionable")
      }
      actionable.actionName = detailedName
    }
  }
}
