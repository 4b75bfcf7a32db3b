import CGtk
import GtkGlue

extension ListRowTraits {
  /// Whether the keyboard stops at the row: a section's heading or footer, which can be neither
  /// selected nor activated, is passed over.
  var takesKeyboardFocus: Bool { selectable || activatable }
}

extension RecycledListView {
  /// Makes Up and Down pass over rows the keyboard does not stop at (a section's heading and
  /// footer) to the next row that it does, selecting it as GTK's own arrow keys do, as GTK 4.12's
  /// section headers are passed over. On GTK 4.8 the arrow keys stopped at a heading row (measured
  /// here); from 4.12 a list item is focusable unless told otherwise, so one rule for every GTK.
  func passOverInertRowsWithArrowKeys() {
    let controller = Gtk.EventControllerKey()
    // Capture phase: before the list moves its focus for the same key.
    controller.propagationPhase = GTK_PHASE_CAPTURE
    controller.connectKeyPressed { [weak self] keyval, state in
      let modifiers =
        state & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SHIFT_MASK.rawValue)
      guard let self, modifiers == 0, let rowTraits = self.rowTraits else { return false }
      let step: Int
      switch Int32(keyval) {
      case GDK_KEY_Down, GDK_KEY_KP_Down: step = 1
      case GDK_KEY_Up, GDK_KEY_KP_Up: step = -1
      default: return false
      }
      guard let id = self.focusedID, let position = self.position(of: id) else { return false }
      var target = position + step
      // The next row takes the focus: GTK's own move.
      guard target >= 0, target < self.count, !rowTraits(target).takesKeyboardFocus else {
        return false
      }
      while target >= 0, target < self.count, !rowTraits(target).takesKeyboardFocus {
        target += step
      }
      // Nothing the keyboard stops at that way: the focus stays.
      guard target >= 0, target < self.count else { return true }
      self.focusRow(at: target)
      if rowTraits(target).selectable, let selection = Gtk.ListView(gtkWidget).model {
        selection.selectItem(target, unselectRest: true)
      }
      return true
    }
    gtkWidget.addController(controller)
  }
}
