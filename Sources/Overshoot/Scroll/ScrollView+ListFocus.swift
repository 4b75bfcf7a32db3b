import CGtk
import GtkGlue

extension ScrollView {
  /// Keeps the scroll pane out of the focus chain while its content is a list view (GtkListView,
  /// GtkGridView, GtkColumnView): the list takes the keyboard focus row by row and scrolls to
  /// it, so a focusable pane around it was only a stop of its own, read by a screen reader as a
  /// focusable "Scrollable content" with nothing to do there. Other content keeps GTK's
  /// focusable pane, which the arrow keys scroll. Only a pane this library made
  /// (``ScrollPaneType``) leaves the chain: around a list that takes no focus, GTK's own pane
  /// would hold the Tab key where it was.
  func followContentFocus() {
    let scrolledWindow = self.scrolledWindow
    // GTK's own choice, given back when a list leaves.
    let focusableByDefault = scrolledWindow.isFocusable
    let update: @MainActor () -> Void = {
      let child = Gtk.ScrolledWindow(scrolledWindow).child
      let isList =
        child.map { child in
          [gtk_list_view_get_type(), gtk_grid_view_get_type(), gtk_column_view_get_type()]
            .contains { child.isInstance(of: $0) }
        } ?? false
      let passesTabOn = scrolledWindow.isInstance(of: ScrollPaneType.type)
      scrolledWindow.isFocusable = isList && passesTabOn ? false : focusableByDefault
    }
    _ = scrolledWindow.connectWithPointer("notify::child") { _ in update() }
    update()
  }
}
