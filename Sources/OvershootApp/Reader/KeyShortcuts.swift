import CGtk
import Overshoot

/// Keys handled by a widget in Swift, for the app's views that keep raw widgets: the library's
/// `KeyboardShortcuts` under the name the app's views already use.
@MainActor
enum KeyShortcuts {
  /// Adds a controller on `widget` where each of `triggers` (e.g. `<Shift>F10`, `Menu`) runs
  /// `body`; `body` returns whether it handled the key, so an unhandled one travels on.
  /// `capture` sees the key before the focused child does (for keys a child would swallow).
  static func install(
    _ triggers: [String], on widget: UnsafeMutablePointer<GtkWidget>, capture: Bool = false,
    _ body: @escaping @MainActor () -> Bool
  ) {
    KeyboardShortcuts.add(triggers, to: widget, capture: capture, body)
  }

  /// The keys that open a context menu in GNOME.
  static let contextMenu = KeyboardShortcuts.contextMenu
}
