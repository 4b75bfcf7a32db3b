import Overshoot

/// The main window's size and maximized state: restored before it is shown, saved when it
/// closes. GTK 4 keeps the default size in step with the user's resizes (and leaves it at the
/// unmaximized size while maximized), so it is the size to save.
@MainActor
enum WindowState {
  /// The smallest size the window allows: a phone-width (360 px) layout must stay usable.
  static let minimumSize = (width: 360, height: 320)

  /// Sets the window's minimum size and applies the saved size; call before presenting it.
  static func restore(_ window: Window, from settings: AppSettings) {
    window.minimumSize = minimumSize
    let size = settings.windowSize
    if size.width > 0, size.height > 0 {
      window.defaultSize = (
        max(Int(size.width), minimumSize.width), max(Int(size.height), minimumSize.height)
      )
    }
    if settings.windowMaximized { window.isMaximized = true }
  }

  /// Saves the size and maximized state when the window is about to close.
  static func saveOnClose(_ window: Window, to settings: AppSettings) {
    window.onCloseRequest { [weak window] in
      guard let window else { return }
      save(window, to: settings)
    }
  }

  /// Writes the window's current default size and maximized state.
  static func save(_ window: Window, to settings: AppSettings) {
    let (width, height) = window.defaultSize
    if width > 0, height > 0 { settings.windowSize = (Int32(width), Int32(height)) }
    settings.windowMaximized = window.isMaximized
    settings.sync()
  }
}
