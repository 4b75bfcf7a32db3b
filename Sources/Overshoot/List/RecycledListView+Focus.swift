import CGtk

extension RecycledListView {
  /// The id of the row holding the keyboard focus, or nil when the focus is elsewhere (a text
  /// field, the sidebar, no row yet): single-key commands act on this row and on no other.
  ///
  /// GTK 4.8 keeps the list's focus position private; the focused widget is a row container
  /// whose parent is the list and whose child is the row this view made, so that is looked up.
  public var focusedID: ID? {
    guard let root = gtk_widget_get_root(gtkWidget),
      var current = gtk_root_get_focus(root)
    else { return nil }
    while let parent = gtk_widget_get_parent(current), parent != gtkWidget { current = parent }
    guard gtk_widget_get_parent(current) == gtkWidget,
      let row = gtk_widget_get_first_child(current)
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
    return gtk_widget_child_focus(gtkWidget, forward ? GTK_DIR_DOWN : GTK_DIR_UP) != 0
  }
}
