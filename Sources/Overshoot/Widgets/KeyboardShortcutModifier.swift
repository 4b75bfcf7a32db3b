import CGtk
import GtkGlue

extension Widget {
  /// Presses this button (activates this widget) when `key` is pressed with `modifiers`
  /// anywhere in its window, like SwiftUI's `keyboardShortcut(_:modifiers:)`:
  /// `.keyboardShortcut("r")` is Ctrl+R on GNOME, `.keyboardShortcut("n", modifiers:
  /// [.command, .shift])` Ctrl+Shift+N. A disabled or hidden widget ignores it.
  ///
  /// In GTK terms: a GtkShortcutController of global scope on the widget, whose action
  /// activates the widget (a button's `clicked`).
  public func keyboardShortcut(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command
  ) -> ModifiedWidget {
    let trigger = modifiers.gtkPrefix + key.keyName
    return ModifiedWidget(self, name: "keyboard-shortcut") { widget in
      KeyboardShortcutController.install(trigger, on: widget)
    }
  }
}

/// The one shortcut controller `.keyboardShortcut(_:modifiers:)` keeps on a widget.
@MainActor
enum KeyboardShortcutController {
  /// The controller's name (and the object data key holding it).
  static let name = "overshoot-keyboard-shortcut"

  /// Makes `trigger` (GTK's syntax) activate `widget`, replacing the shortcut set before.
  static func install(_ trigger: String, on widget: UnsafeMutablePointer<GtkWidget>) {
    let object = widget.checked(as: GObject.self)
    if let shown = g_object_get_data(object, name) {
      let controller = OpaquePointer(shown)
      if g_object_get_data(controller.checked(as: GObject.self), "trigger")
        .map({ String(cString: $0.assumingMemoryBound(to: CChar.self)) }) == trigger
      {
        return
      }
      widget.removeController(Gtk.EventController(controller))
    }
    guard let parsed = gtk_shortcut_trigger_parse_string(trigger) else {
      Diagnostics.warn("keyboardShortcut: \"\(trigger)\" is no key GTK knows; left out")
      g_object_set_data(object, name, nil)
      return
    }
    let controller = KeyboardShortcuts.makeController(name: name, scope: GTK_SHORTCUT_SCOPE_GLOBAL)
    // The activate action is a shared instance returned without a reference; the shortcut
    // takes one.
    let activate = gtk_activate_action_get()!
    g_object_ref(activate.gpointer)
    gtk_shortcut_controller_add_shortcut(controller, gtk_shortcut_new(parsed, activate))
    g_object_set_data_full(
      controller.checked(as: GObject.self), "trigger", g_strdup(trigger), g_free)
    widget.addController(Gtk.EventController(controller))
    // The widget owns the controller; the data only names it while it is there.
    g_object_set_data(object, name, UnsafeMutableRawPointer(controller))
  }
}
