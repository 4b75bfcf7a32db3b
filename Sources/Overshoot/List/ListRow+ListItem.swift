import CGtk

extension ListRow {
  /// The list item widget GTK wraps around this row, or nil before the row is first bound.
  ///
  /// It, not the row, holds the keyboard focus and is what a screen reader reads as the "list
  /// item": give it the row's accessible name and actions, and its keyboard shortcuts.
  public var listItemWidget: UnsafeMutablePointer<GtkWidget>? {
    gtk_widget_get_parent(gtkWidget)
  }
}
