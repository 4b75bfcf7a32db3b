import CGtk
import GtkGlue

/// F5 and Ctrl+R refresh, Escape cancels a running refresh, anywhere in the window that holds
/// the refreshable view (a global-scope shortcut controller on the view, built by
/// `KeyboardShortcuts`).
@MainActor
enum RefreshShortcuts {
  /// The controller's name, for finding it with `gtk_widget_observe_controllers`.
  static let controllerName = "overshoot-refresh-shortcuts"

  /// Installs the shortcuts on `host`, calling `refresh` and `cancel`. `cancel` returns whether
  /// it did anything, so Escape still reaches dialogs and entries when no refresh runs.
  static func install(
    on host: UnsafeMutablePointer<GtkWidget>, refresh: @escaping @MainActor () -> Void,
    cancel: @escaping @MainActor () -> Bool
  ) {
    let controller = KeyboardShortcuts.makeController(
      name: controllerName, scope: GTK_SHORTCUT_SCOPE_GLOBAL)
    KeyboardShortcuts.add(["F5", "<Control>r"], to: controller) {
      refresh()
      return true
    }
    KeyboardShortcuts.add(["Escape"], to: controller, cancel)
    host.addController(Gtk.EventController(controller))
  }
}
