import CGtk
import GtkGlue

/// Tells the split view around a list that its reader chose a row, so that a collapsed split
/// view shows the next column, as SwiftUI does on a phone when a sidebar row is tapped.
///
/// A click or a tap that leaves its row selected chooses it (the row already selected too, so
/// the reader who came back can go on again), and so does Enter; the arrow keys and Space only
/// move the selection, so a keyboard reader can look through the rows first.
///
/// With several rows selectable (`List(selection:)` bound to a `Set`), as SwiftUI outside edit
/// mode: a plain click or Enter that leaves its row the only one selected chooses it; a click
/// with Ctrl or Shift, which extends the selection, never does.
@MainActor
enum SelectionNavigation {
  /// Watches `list` for rows chosen (`mode`: how many rows it selects).
  static func watch<Item, ID>(_ list: RecycledListView<Item, ID>, mode: ListSelectionMode) {
    let click = Gtk.GestureClick()
    // Capture phase: the row's own click handling claims the press; this one only watches.
    click.propagationPhase = GTK_PHASE_CAPTURE
    click.connectPressed("released") { [weak list] presses, x, y in
      guard let list, presses == 1 else { return }
      let extending = GdkModifierType.extendingSelection.rawValue
      if mode == .multiple,
        gtk_event_controller_get_current_event_state(click.checked(gtk_event_controller_get_type()))
          .rawValue & extending != 0
      {
        return
      }
      // After GTK's own handling of the click, which selects the row (on press or release,
      // depending on the GTK version).
      MainContext.idle { [weak list] in
        guard let list, let position = list.slot(at: (x, y))?.position,
          list.selectedPositions.contains(position), choosesAlone(position, in: list, mode: mode)
        else { return }
        chosen(in: list.gtkWidget)
      }
    }
    list.gtkWidget.addController(click)
    list.gtkWidget.connectWithInt("activate") { [weak list] position in
      guard let list, choosesAlone(Int(position), in: list, mode: mode) else { return }
      chosen(in: list.gtkWidget)
    }
  }

  /// Whether choosing the row at `position` goes on: with several rows selectable, only when
  /// it is the one row selected.
  private static func choosesAlone<Item, ID>(
    _ position: Int, in list: RecycledListView<Item, ID>, mode: ListSelectionMode
  ) -> Bool {
    mode != .multiple || list.selectedPositions == [position]
  }

  /// Tells the nearest split view around `list` that a row in it was chosen.
  private static func chosen(in list: UnsafeMutablePointer<GtkWidget>) {
    var current: UnsafeMutablePointer<GtkWidget>? = list
    while let candidate = current {
      if let split = NavigationHostMark.host(of: candidate) as? NavigationSplitController {
        split.rowChosen(in: list)
        return
      }
      current = candidate.parent
    }
  }
}

extension GdkModifierType {
  /// The modifiers that make a click extend the selection instead of choosing a row.
  fileprivate static let extendingSelection = GdkModifierType(
    rawValue: GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue | GDK_META_MASK.rawValue)
}
