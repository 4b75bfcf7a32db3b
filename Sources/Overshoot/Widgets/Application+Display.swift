import GtkGlue

extension Application {
  /// Why no window can be shown: what ``openDisplay()`` throws.
  public enum DisplayError: Error, CustomStringConvertible, Sendable {
    /// Neither `DISPLAY` nor `WAYLAND_DISPLAY` is set: not a desktop session.
    case noneNamed
    /// The display the environment names cannot be opened (gone, or refused).
    case cannotOpen

    /// The reason in a few words, for a line on stderr.
    public var description: String {
      switch self {
      case .noneNamed: "no display (neither DISPLAY nor WAYLAND_DISPLAY is set)"
      case .cannotOpen: "cannot open the display named by DISPLAY/WAYLAND_DISPLAY"
      }
    }
  }

  /// Opens the display the environment names and initializes GTK on it, before any widget or
  /// application is made, so a program started outside a desktop session can say why and exit
  /// instead of GTK aborting at its first window. Opening it again is harmless.
  public static func openDisplay() throws(DisplayError) {
    guard DisplayCheck.environmentNamesDisplay else { throw .noneNamed }
    guard DisplayCheck.initializeGtk() else { throw .cannotOpen }
  }
}
