import CGtk
import GtkGlue

/// Tells when a window closes, however it closes. `gtk_window_destroy` (Escape, a button, the
/// window manager, a parent destroyed with its dialogs) takes the window off GTK's list of
/// toplevels but emits `destroy` only when the last reference goes, which a wrapper that still
/// holds the window delays: the toplevel list is the one place every close shows.
@MainActor
final class WindowCloseWatch {
  private var connection: SignalConnection?

  /// Calls `closed` once, when `window` leaves GTK's toplevels. The owner of the watch keeps
  /// `window` alive (a wrapper's lifetime), so it is still valid when that happens.
  init(_ window: UnsafeMutablePointer<GtkWidget>, closed: @escaping @MainActor () -> Void) {
    let toplevels = gtk_window_get_toplevels()!
    // Only the address is compared, never followed: the window may be gone by then.
    let address = UnsafeMutableRawPointer(window)
    connection = toplevels.connectItemsChanged { [weak self] _, removed, _ in
      guard removed > 0, let self, self.connection != nil,
        !Self.contains(toplevels, address)
      else { return }
      self.stop()
      // GTK leaves a closed window's handlers on its transient parent; should the parent be
      // finalized first, disposing this window later would disconnect them from freed memory.
      gtk_window_set_transient_for(window.checked(as: GtkWindow.self), nil)
      closed()
    }
  }

  isolated deinit { connection?.disconnect() }

  /// Stops watching.
  func stop() {
    connection?.disconnect()
    connection = nil
  }

  private static func contains(_ list: OpaquePointer, _ address: UnsafeMutableRawPointer) -> Bool {
    for index in 0..<g_list_model_get_n_items(list) {
      guard let item = g_list_model_get_item(list, index) else { continue }
      g_object_unref(item)
      if item == address { return true }
    }
    return false
  }
}
