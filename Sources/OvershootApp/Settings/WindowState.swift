import CGtk
import GtkGlue

/// The main window's size and maximized state: restored before it is shown, saved when it
/// closes. GTK 4 keeps the default size in step with the user's resizes (and leaves it at the
/// unmaximized size while maximized), so it is the size to save.
@MainActor
enum WindowState {
  /// The smallest size the window allows: a phone-width (360 px) layout must stay usable.
  static let minimumSize = (width: Int32(360), height: Int32(320))

  /// Sets the window's minimum size and applies the saved size; call before presenting it.
  static func restore(_ window: UnsafeMutablePointer<GtkWindow>, from settings: AppSettings) {
    gtk_widget_set_size_request(
      window.checked(as: GtkWidget.self), minimumSize.width, minimumSize.height)
    let size = settings.windowSize
    if size.width > 0, size.height > 0 {
      gtk_window_set_default_size(
        window, max(size.width, minimumSize.width), max(size.height, minimumSize.height))
    }
    if settings.windowMaximized { gtk_window_maximize(window) }
  }

  /// Saves the size and maximized state when the window is about to close.
  static func saveOnClose(_ window: UnsafeMutablePointer<GtkWindow>, to settings: AppSettings) {
    window.connectReturningBool("close-request") {
      save(window, to: settings)
      return false  // let it close
    }
  }

  /// Writes the window's current default size and maximized state.
  static func save(_ window: UnsafeMutablePointer<GtkWindow>, to settings: AppSettings) {
    var width: Int32 = 0
    var height: Int32 = 0
    gtk_window_get_default_size(window, &width, &height)
    if width > 0, height > 0 { settings.windowSize = (width, height) }
    settings.windowMaximized = gtk_window_is_maximized(window) != 0
    settings.sync()
  }
}
