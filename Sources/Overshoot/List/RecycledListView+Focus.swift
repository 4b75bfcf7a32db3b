import CGtk
import GtkGlue

extension RecycledListView {
  /// The id of the row holding the keyboard focus, or nil when the focus is elsewhere (a text
  /// field, the sidebar, no row yet): single-key commands act on this row and on no other.
  ///
  /// GTK 4.8 keeps the list's focus position private; the focused widget is a row container
  /// whose parent is the list and whose child is the row this view made, so that is looked up.
  public var focusedID: ID? {
    guard let root = gtkWidget.root,
      var current = root.focus
    else { return nil }
    while let parent = current.parent, parent != gtkWidget { current = parent }
    guard current.parent == gtkWidget,
      let row = current.firstChild
    else { return nil }
    return slots.values.first { $0.widget == row }?.id
  }

  /// Moves the keyboard focus to the next row (`forward`) or the previous one, as the arrow
  /// keys do, and keeps it in view; false when the focus is not on a row or there is no row
  /// that way.
  @discardableResult
  public func moveFocus(forward: Bool) -> Bool {
    guard let id = focusedID, let position = position(of: id) else { return false }
    let target = forward ? position + 1 : position - 1
    guard target >= 0, target < count else { return false }
    // The list's own focus handling moves to the row that way and scrolls it into view.
    return gtkWidget.childFocus(forward ? GTK_DIR_DOWN : GTK_DIR_UP)
  }
}

extension RecycledListView {
  /// Moves the keyboard focus to the row at `position` and brings it into view, as Home and End
  /// do in GNOME's lists; false when there is no such row.
  ///
  /// GTK 4.12 and later do both in `gtk_list_view_scroll_to`; on 4.8 the row's list item takes
  /// the focus once GTK has bound it (within a second), unless a later call asked for another
  /// row meanwhile: the latest request wins, whatever order the rows are bound in.
  @discardableResult
  public func focusRow(at position: Int) -> Bool {
    guard position >= 0, position < count else { return false }
    focusRequests += 1
    let request = focusRequests
    // GTK moves the focus to the row only while it is in the list.
    if gtk_widget_get_state_flags(gtkWidget).rawValue & GTK_STATE_FLAG_FOCUS_WITHIN.rawValue == 0 {
      gtkWidget.grabFocus()
    }
    if overshoot_list_view_scroll_to(gtkWidget, guint(position), 1) != 0 { return true }
    requestScroll(to: position)
    var frames = 0
    gtkWidget.addTickCallback { [weak self] _ in
      guard let self, frames < 60, self.focusRequests == request else { return false }
      frames += 1
      guard
        let slot = self.slots.values.first(where: {
          $0.position == position && $0.widget.isMapped
        }), let listItemWidget = slot.widget.parent
      else { return true }
      listItemWidget.grabFocus()
      return false
    }
    return true
  }

  /// Makes Tab and Shift+Tab leave the list for the widget after or before it, instead of walking
  /// its rows (the arrow keys do that): GTK_LIST_TAB_ITEM from GTK 4.12; on 4.8 a key controller
  /// that moves the focus on from the list as a whole.
  func leaveOnTab() {
    if overshoot_list_view_tab_leaves(gtkWidget) != 0 { return }
    let controller = Gtk.EventControllerKey()
    controller.propagationPhase = GTK_PHASE_CAPTURE
    controller.connectKeyPressed { [weak self] keyval, state in
      let modifiers = state & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue)
      guard let self, modifiers == 0 else { return false }
      switch Int32(keyval) {
      case GDK_KEY_Tab, GDK_KEY_KP_Tab:
        let backward = state & GDK_SHIFT_MASK.rawValue != 0
        return self.moveFocusOutOfList(backward ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD)
      case GDK_KEY_ISO_Left_Tab:
        return self.moveFocusOutOfList(GTK_DIR_TAB_BACKWARD)
      default:
        return false
      }
    }
    gtkWidget.addController(controller)
  }

  /// Moves the focus from the list to the next focusable widget in `direction`, as if the list
  /// were one stop in the window's Tab chain.
  private func moveFocusOutOfList(_ direction: GtkDirectionType) -> Bool {
    guard let root = gtkWidget.root else { return false }
    // A list that cannot take the focus is passed over: the window's focus chain goes on to its
    // next sibling instead of asking the list for its next row.
    gtkWidget.canFocus = false
    defer { gtkWidget.canFocus = true }
    return root.childFocus(direction)
  }
}
