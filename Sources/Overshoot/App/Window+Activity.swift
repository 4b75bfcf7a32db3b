import CGtk
import GtkGlue

extension Window {
  /// Whether the window has the keyboard focus among the desktop's windows (GTK's
  /// `is-active`): false while the user works in another app, or the window is minimized.
  public var isActive: Bool {
    Gtk.Window(gtkWindow).isActive
  }

  /// Runs `body` with the new `isActive` whenever the window gains or loses the focus: the
  /// moment to withdraw a notification the user has now seen, or to pause work meant for them.
  public func onActiveChange(_ body: @escaping @MainActor (_ isActive: Bool) -> Void) {
    gtkWindow.connectWithPointer("notify::is-active") { [weak self] _ in
      guard let self else { return }
      body(self.isActive)
    }
  }
}
