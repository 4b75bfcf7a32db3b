import CGtk
import GtkGlue

/// Any width: from 600 px up, the sidebar sits beside the timeline; below, one pane at a time.
extension MainWindow {
  /// Whether the sidebar is shown.
  var isSidebarShown: Bool { gtk_toggle_button_get_active(sidebarToggleButton) != 0 }

  /// Shows or hides the sidebar (through its toggle, so the toggle always tells the truth).
  func setSidebarShown(_ shown: Bool) {
    gtk_toggle_button_set_active(sidebarToggleButton, shown ? 1 : 0)
  }

  /// Applies the toggle: below 600 px the sidebar takes the whole width while shown (a timeline
  /// squeezed to 110 px beside it helped no one) and the timeline the rest of the time.
  func syncSidebar() {
    let shown = isSidebarShown
    gtk_widget_set_visible(sidebar.widget, shown ? 1 : 0)
    gtk_widget_set_visible(timeline.widget, isNarrow && shown ? 0 : 1)
    if isNarrow && shown { sidebar.focusShown() }
  }

  /// Below 600 px the page switcher leaves the header for the scope's name and the sidebar folds
  /// away; widening again brings back what the narrow width had folded.
  func adaptToWidth() {
    var width: Int32 = 0
    var height: Int32 = 0
    // GTK 4.8 writes both sizes without checking for NULL.
    gtk_window_get_default_size(root.checked(as: GtkWindow.self), &width, &height)
    let narrow = width > 0 && width < 600
    guard narrow != isNarrow else { return }
    isNarrow = narrow
    if narrow {
      gtk_stack_set_visible_child_name(pages.checked(gtk_stack_get_type()), "feeds")
      if isSidebarShown { sidebarFoldedByWidth = true }
      setSidebarShown(false)
    } else if sidebarFoldedByWidth {
      sidebarFoldedByWidth = false
      setSidebarShown(true)
    }
    gtk_widget_set_visible(switcher, narrow ? 0 : 1)
    gtk_widget_set_visible(scopeTitle, narrow ? 1 : 0)
    // Room for the toggle, Refresh, the feed's name and the menu in 360 px.
    if let addButton { gtk_widget_set_visible(addButton, narrow ? 0 : 1) }
    syncSidebar()
  }

  /// After a pick below 600 px, the sidebar makes way for the timeline it picked.
  func foldSidebarIfNarrow() {
    guard isNarrow, isSidebarShown else { return }
    // Folded for want of room, not by the reader: a wider window brings it back.
    sidebarFoldedByWidth = true
    setSidebarShown(false)
  }

  /// The Playground has no feeds: the header's feed buttons leave while it is shown.
  func syncHeaderWithPage() {
    let onFeeds =
      gtk_stack_get_visible_child_name(pages.checked(gtk_stack_get_type())).map {
        String(cString: $0) == "feeds"
      } ?? true
    for button in feedButtons where button != addButton || !isNarrow {
      gtk_widget_set_visible(button, onFeeds ? 1 : 0)
    }
  }
}
