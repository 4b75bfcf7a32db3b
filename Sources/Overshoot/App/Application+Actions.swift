import CGtk
import GtkGlue

extension Application {
  /// Adds `action` as `app.NAME`, for menus, buttons and shortcuts anywhere in the app.
  public func addAction(_ action: Action) {
    ActionMap.add(action, to: gtkApplication.gpointer)
  }

  /// Activates `app.NAME` as its menu item or shortcut would; `name` is without the prefix.
  public func activateAction(_ name: String, parameter: (any ActionValue)? = nil) {
    ActionMap.activate(name, parameter: parameter, in: gtkApplication.gpointer)
  }
}
