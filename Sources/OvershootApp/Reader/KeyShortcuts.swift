import CGtk
import GtkGlue

/// Keys handled by a widget in Swift: a shortcut controller whose shortcuts run closures.
@MainActor
enum KeyShortcuts {
  /// Adds a controller on `widget` where each of `triggers` (e.g. `<Shift>F10`, `Menu`) runs
  /// `body`; `body` returns whether it handled the key, so an unhandled one travels on.
  /// `capture` sees the key before the focused child does (for keys a child would swallow).
  static func install(
    _ triggers: [String], on widget: UnsafeMutablePointer<GtkWidget>, capture: Bool = false,
    _ body: @escaping @MainActor () -> Bool
  ) {
    let controller = gtk_shortcut_controller_new()!
    if capture { gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE) }
    for trigger in triggers {
      let action = gtk_callback_action_new(
        { _, _, data in
          guard let data else { return 0 }
          let box = Unmanaged<KeyBox>.fromOpaque(data).takeUnretainedValue()
          return MainActor.assumeIsolated { box.body() } ? 1 : 0
        }, Unmanaged.passRetained(KeyBox(body)).toOpaque(),
        { data in
          guard let data else { return }
          Unmanaged<KeyBox>.fromOpaque(data).release()
        })
      let shortcut = gtk_shortcut_new(gtk_shortcut_trigger_parse_string(trigger), action)
      gtk_shortcut_controller_add_shortcut(controller, shortcut)
    }
    gtk_widget_add_controller(widget, controller)
  }

  /// The keys that open a context menu in GNOME.
  static let contextMenu = ["<Shift>F10", "Menu"]
}

/// Carries a key's closure through GTK's callback action; released by its destroy notify.
private final class KeyBox: @unchecked Sendable {
  // @unchecked: only called on the main thread, where GTK runs shortcuts.
  let body: @MainActor () -> Bool
  init(_ body: @escaping @MainActor () -> Bool) { self.body = body }
}
