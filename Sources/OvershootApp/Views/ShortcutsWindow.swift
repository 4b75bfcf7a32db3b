import Overshoot

/// The keyboard shortcuts window (Ctrl+?): every shortcut the app has, in one GtkShortcutsWindow
/// (see `KeyboardShortcutsWindow`). One at a time; asking again brings the open one forward.
@MainActor
enum ShortcutsWindow {
  private static weak var shown: KeyboardShortcutsWindow?

  /// Shows the window over `parent`.
  static func present(over parent: GtkWindowPointer?) {
    let window =
      shown.flatMap { $0.isOpen ? $0 : nil }
      ?? KeyboardShortcutsWindow(
        groups: groups.map { group in
          KeyboardShortcutsWindow.Group(
            group.title,
            group.shortcuts.map { KeyboardShortcutsWindow.Shortcut($0.title, keys: $0.keys) })
        })
    shown = window
    window.present(over: parent)
  }

  /// Every shortcut, in groups in the order a reader meets them: (group, [(what, keys)]), keys
  /// as GTK accelerators separated by spaces, from the one table the accelerators are bound from.
  /// The list in docs/reader.md is checked against this one.
  static var groups: [(title: String, shortcuts: [(title: String, keys: String)])] {
    Accelerators.shortcutsWindowGroups
  }

  /// `keys` as docs/reader.md writes them: "F5, Ctrl+R", "Shift+F10, Menu".
  static func readable(_ keys: String) -> String {
    keys.split(separator: " ").map { key in
      var text = String(key)
      for (modifier, name) in [("<Control>", "Ctrl+"), ("<Shift>", "Shift+"), ("<Alt>", "Alt+")] {
        text = text.replacingOccurrences(of: modifier, with: name)
      }
      let named = ["question": "?", "comma": ",", "space": "Space", "Return": "Enter"]
      if let plus = text.lastIndex(of: "+") {
        let last = String(text[text.index(after: plus)...])
        return text[...plus] + (named[last] ?? (last.count == 1 ? last.uppercased() : last))
      }
      return named[text] ?? text
    }.joined(separator: ", ")
  }
}
