import CGtk

#if canImport(Glibc)
  import Glibc
#endif

/// Whether GTK can open a window, checked before anything would make GTK abort.
public enum DisplayCheck {
  /// True when the environment names a display (`DISPLAY` or `WAYLAND_DISPLAY`).
  public static var environmentNamesDisplay: Bool {
    ["DISPLAY", "WAYLAND_DISPLAY"].contains { name in
      guard let value = getenv(name) else { return false }
      return value.pointee != 0
    }
  }

  /// Initializes GTK if a display can be opened; false (with GTK untouched) otherwise.
  @MainActor
  public static func initializeGtk() -> Bool {
    guard environmentNamesDisplay else { return false }
    return gtk_init_check() != 0
  }
}
