import CGtk
import GtkGlue

/// Tells the split view around a list that its reader chose a row, so that a collapsed split
/// view shows the next column, as SwiftUI does on a phone when a sidebar row is tapped.
///
/// A click, a tap or Enter chooses; the arrow keys (and Space) only move the selection, so a
/// keyboard reader can look through the rows before going on.
@MainActor
final class SelectionNavigation {
  /// True from a key press until the main loop is idle again: a selection change meanwhile
  /// came from the keyboard.
  private var keyPressed = false

  /// Watches `list` (a GtkListView with a single selection) for rows chosen by Enter or a
  /// double click; the caller reports selections with `selectionChanged(in:)`.
  init(list: UnsafeMutablePointer<GtkWidget>) {
    let keys = gtk_event_controller_key_new()!
    // Capture phase: seen before the list moves its selection for the same key.
    gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
    keys.connectKeyPressed { [weak self] _, _ in
      guard let self else { return false }
      self.keyPressed = true
      MainContext.idle { [weak self] in self?.keyPressed = false }
      return false
    }
    gtk_widget_add_controller(list, keys)
    // The list emits this only while it lives, so holding its pointer here is safe.
    list.connectWithInt("activate") { _ in Self.chosen(in: list) }
  }

  /// The reader changed the selection of `list` to `values`: a choice unless it came from the
  /// keyboard or selected nothing.
  func selectionChanged(in list: UnsafeMutablePointer<GtkWidget>, to values: [AnyHashable]) {
    guard !keyPressed, !values.isEmpty else { return }
    Self.chosen(in: list)
  }

  /// Tells the nearest split view around `list` that a row in it was chosen.
  private static func chosen(in list: UnsafeMutablePointer<GtkWidget>) {
    var current: UnsafeMutablePointer<GtkWidget>? = list
    while let candidate = current {
      if let split = NavigationHostMark.host(of: candidate) as? NavigationSplitController {
        split.rowChosen(in: list)
        return
      }
      current = gtk_widget_get_parent(candidate)
    }
  }
}
