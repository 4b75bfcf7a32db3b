import CGtk
import GtkGlue
import RefreshCore

/// F5 and Ctrl+R refresh, Escape cancels a running refresh, anywhere in the window that holds
/// the refreshable view (a global-scope shortcut controller on the view).
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
    let controller = gtk_shortcut_controller_new()!
    gtk_event_controller_set_name(controller, controllerName)
    gtk_shortcut_controller_set_scope(controller, GTK_SHORTCUT_SCOPE_GLOBAL)
    for trigger in ["F5", "<Control>r"] {
      add(trigger, to: controller) {
        refresh()
        return true
      }
    }
    add("Escape", to: controller, cancel)
    gtk_widget_add_controller(host, controller)
  }

  private static func add(
    _ triggerString: String, to controller: OpaquePointer, _ body: @escaping @MainActor () -> Bool
  ) {
    let box = CallbackShortcutBox(body)
    let action = gtk_callback_action_new(
      { _, _, data in
        guard let data else { return 0 }
        let box = Unmanaged<CallbackShortcutBox>.fromOpaque(data).takeUnretainedValue()
        return MainActor.assumeIsolated { box.body() } ? 1 : 0
      }, Unmanaged.passRetained(box).toOpaque(),
      { data in
        guard let data else { return }
        Unmanaged<CallbackShortcutBox>.fromOpaque(data).release()
      })
    let shortcut = gtk_shortcut_new(gtk_shortcut_trigger_parse_string(triggerString), action)
    gtk_shortcut_controller_add_shortcut(controller, shortcut)
  }
}

/// Carries a shortcut's closure through GTK's callback action; released by its destroy notify.
private final class CallbackShortcutBox: @unchecked Sendable {
  let body: @MainActor () -> Bool
  init(_ body: @escaping @MainActor () -> Bool) { self.body = body }
}
