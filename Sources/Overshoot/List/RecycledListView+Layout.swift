import CGtk
import GtkGlue

extension RecycledListView {
  /// Tells GTK the items in `position..<position + removed` became `added` new ones, and notes
  /// that the rows are not laid out until GTK's next frame has painted.
  func announceSplice(position: Int, removed: Int, added: Int) {
    SwiftListModelType.itemsChanged(
      model.pointer.checked(g_list_model_get_type()), position: position, removed: removed,
      added: added)
    awaitLayout()
  }

  /// Runs `body` once GTK has laid out the rows changed since its last layout, and returns
  /// true; returns false, without calling it, when there is no such change. A newer `body`
  /// replaces one still waiting: only the last jump asked for counts.
  ///
  /// Until that layout, GtkListView knows the new rows' count but not their heights, and moving
  /// the adjustment into them makes GTK look for a row where it has none ("GtkListView failed to
  /// scroll to given position", GTK 4.8 to 4.24) and leave the view where it was.
  func afterPendingLayout(_ body: @escaping @MainActor () -> Void) -> Bool {
    guard layoutWatch != nil else { return false }
    afterLayout = body
    return true
  }

  /// Watches the frame clock for the end of the next frame, which lays out the changed rows.
  /// An unrealized list has no clock and nothing to wait for: GTK lays it out when it is shown.
  private func awaitLayout() {
    guard layoutWatch == nil, let clock = gtk_widget_get_frame_clock(gtkWidget) else { return }
    layoutWatch = clock.connect("after-paint") { [weak self] in
      guard let self else { return }
      self.layoutWatch?.disconnect()
      self.layoutWatch = nil
      let body = self.afterLayout
      self.afterLayout = nil
      body?()
    }
  }
}
