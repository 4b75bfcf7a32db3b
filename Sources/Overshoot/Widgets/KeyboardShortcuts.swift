import CGtk
import GtkGlue

/// Keys a widget handles in Swift (a GtkShortcutController whose shortcuts run closures), like
/// SwiftUI's `onKeyPress`.
@MainActor
public enum KeyboardShortcuts {
  /// The keys that open a context menu in GNOME.
  public static let contextMenu = ["<Shift>F10", "Menu"]

  /// Runs `body` on `widget` when any of `triggers` (GTK's syntax: `<Control>l`, `Home`,
  /// `<Shift>F10`) is pressed; `body` returns whether it handled the key, so an unhandled one
  /// travels on. `capture` sees the key before the focused child does (for keys a child would
  /// swallow, such as Home in a list).
  public static func add(
    _ triggers: [String], to widget: UnsafeMutablePointer<GtkWidget>, capture: Bool = false,
    _ body: @escaping @MainActor () -> Bool
  ) {
    let controller = gtk_shortcut_controller_new()!
    if capture { gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE) }
    for trigger in triggers {
      guard let parsed = gtk_shortcut_trigger_parse_string(trigger) else {
        preconditionFailure("\"\(trigger)\" is no key GTK knows (e.g. <Control>l, Home)")
      }
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
      gtk_shortcut_controller_add_shortcut(controller, gtk_shortcut_new(parsed, action))
    }
    gtk_widget_add_controller(widget, controller)
  }
}

extension Widget {
  /// Runs `action` when one of `keys` is pressed while focus is in this widget, like SwiftUI's
  /// `onKeyPress(_:action:)`; `action` returns whether it handled the key.
  public func onKeyPress(
    _ keys: [String], capture: Bool = false, action: @escaping @MainActor () -> Bool
  ) -> ModifiedWidget {
    ModifiedWidget.wrapping(self, name: "key-press") { widget in
      KeyboardShortcuts.add(keys, to: widget, capture: capture, action)
      return widget
    }
  }
}

/// Carries a key's closure through GTK's callback action; released by its destroy notify.
private final class KeyBox: @unchecked Sendable {
  // @unchecked: only called on the main thread, where GTK runs shortcuts.
  let body: @MainActor () -> Bool
  init(_ body: @escaping @MainActor () -> Bool) { self.body = body }
}
