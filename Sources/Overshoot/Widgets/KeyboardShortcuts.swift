import CGtk
import GtkGlue

/// Keys a widget handles in Swift (a GtkShortcutController whose shortcuts run closures), like
/// SwiftUI's `onKeyPress`: the one way the library and the app bind keys to closures.
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
    let controller = makeController(capture: capture)
    add(triggers, to: controller, body)
    widget.addController(Gtk.EventController(controller))
  }

  /// A shortcut controller, not yet on a widget: named `name` (for
  /// `gtk_widget_observe_controllers`), seeing keys first when `capture`, and anywhere in the
  /// window with `GTK_SHORTCUT_SCOPE_GLOBAL`.
  static func makeController(
    name: String? = nil, capture: Bool = false, scope: GtkShortcutScope = GTK_SHORTCUT_SCOPE_LOCAL
  ) -> OpaquePointer {
    let controller = Gtk.ShortcutController()
    if let name { controller.name = name }
    if capture { controller.propagationPhase = GTK_PHASE_CAPTURE }
    if scope != GTK_SHORTCUT_SCOPE_LOCAL { controller.scope = scope }
    return OpaquePointer(controller.gpointer)
  }

  /// Adds a shortcut to `controller` for each of `triggers`, each running `body`.
  static func add(
    _ triggers: [String], to controller: OpaquePointer, _ body: @escaping @MainActor () -> Bool
  ) {
    for trigger in triggers {
      guard let parsed = gtk_shortcut_trigger_parse_string(trigger) else {
        preconditionFailure("\"\(trigger)\" is no key GTK knows (e.g. <Control>l, Home)")
      }
      gtk_shortcut_controller_add_shortcut(
        controller, gtk_shortcut_new(parsed, makeShortcutAction(body)))
    }
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
