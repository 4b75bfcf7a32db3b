import CGtk
import GtkGlue

/// Makes Tab and Shift+Tab leave a list box for the next or previous pane, as in GNOME's
/// sidebars (Files, Settings), where arrows move between rows. GTK's list box moves Tab to
/// the next row, so a keyboard reader had to walk every feed to reach the timeline.
@MainActor
enum TabLeavesList {
  /// Installs the keys on `listBox`; Tab goes to the widget `destination` returns when there is
  /// one that takes the focus, else to the next in GTK's focus chain.
  static func install(
    on listBox: UnsafeMutablePointer<GtkWidget>,
    destination: @escaping @MainActor () -> UnsafeMutablePointer<GtkWidget>? = { nil }
  ) {
    KeyboardShortcuts.add(["Tab", "KP_Tab"], to: listBox) {
      if let target = destination(), target.childFocus(GTK_DIR_TAB_FORWARD) {
        return true
      }
      return leave(listBox, GTK_DIR_TAB_FORWARD)
    }
    KeyboardShortcuts.add(["<Shift>Tab", "<Shift>KP_Tab", "<Shift>ISO_Left_Tab"], to: listBox) {
      leave(listBox, GTK_DIR_TAB_BACKWARD)
    }
  }

  /// Moves the focus from inside `listBox` to the next focusable widget outside it in
  /// `direction`: the list refuses the focus while the window looks for it, so GTK's own focus
  /// chain carries on past it. False (the key travels on) when nothing outside takes it.
  private static func leave(
    _ listBox: UnsafeMutablePointer<GtkWidget>, _ direction: GtkDirectionType
  ) -> Bool {
    guard let root = listBox.root else { return false }
    let window = root.checked(as: GtkWidget.self)
    listBox.canFocus = false
    defer { listBox.canFocus = true }
    return window.childFocus(direction)
  }
}
