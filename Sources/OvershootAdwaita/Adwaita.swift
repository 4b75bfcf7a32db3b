import CAdwaita

/// libadwaita for an Overshoot app: call ``Adwaita/initialize()`` once after GTK starts, and
/// windows take the GNOME look, follow the desktop's dark preference and accent colour.
@MainActor
public enum Adwaita {
  /// Starts libadwaita (its style sheet, icons and style manager), as `AdwApplication` does;
  /// calling it again does nothing. Needs GTK initialized first.
  public static func initialize() {
    adw_init()
  }

  /// Whether ``initialize()`` has run.
  public static var isInitialized: Bool { adw_is_initialized() != 0 }

  /// The running libadwaita's version ("1.2.3").
  public static var version: String {
    "\(adw_get_major_version()).\(adw_get_minor_version()).\(adw_get_micro_version())"
  }
}
