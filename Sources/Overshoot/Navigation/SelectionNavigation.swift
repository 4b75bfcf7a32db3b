import CGtk
import GtkGlue

/// Tells the split view around a list that its reader chose a row, so that a collapsed split
/// view shows the next column, as SwiftUI does on a phone when a sidebar row is tapped.
///
/// A click or a tap that leaves its row selected chooses it (the row already selected too, so
/// the reader who came back can go on again), and so does Enter; the arrow keys and Space only
/// move the selection, so a keyboard reader can look through the rows first.
@MainActor
enum SelectionNavigation {
  /// Watches `list` (with a single selection) for rows chosen.
  static func watch<Item, ID>(_ list: RecycledListView<Item, ID>) {
    let click = gtk_gesture_click_new()!
    // Capture phase: the row's own click handling claims the press; this one only watches.
    gtk_event_controller_set_propagation_phase(click, GTK_PHASE_CAPTURE)
    click.connectPressed("released") { [weak list] presses, x, y in
      guard let list, presses == 1 else { return }
      // After GTK's own handling of the click, which selects the row (on press or release,
      // depending on the GTK version).
      MainContext.idle { [weak list] in
        guard let list, let position = list.slot(at: (x, y))?.position,
          list.selectedPositions.contains(position)
        else { return }
        chosen(in: list.gtkWidget)
      }
    }
    gtk_widget_add_controller(list.gtkWidget, click)
    list.gtkWidget.connectWithInt("activate") { [weak list] _ in
      guard let list else { return }
      chosen(in: list.gtkWidget)
    }
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
