import CAdwaita

/// libadwaita's style manager: which colour scheme the app asks for, whether it is dark now, and
/// the desktop's accent colour. Needs ``Adwaita/initialize()`` first.
@MainActor
public enum StyleManager {
  /// The scheme the app asks for: `nil` follows the desktop's preference (the default), `.light`
  /// or `.dark` force one, like SwiftUI's `preferredColorScheme(_:)`.
  public static var preferredColorScheme: ColorScheme? {
    get {
      switch adw_style_manager_get_color_scheme(manager) {
      case ADW_COLOR_SCHEME_FORCE_LIGHT: .light
      case ADW_COLOR_SCHEME_FORCE_DARK: .dark
      default: nil
      }
    }
    set {
      let scheme =
        switch newValue {
        case nil: ADW_COLOR_SCHEME_DEFAULT
        case .light: ADW_COLOR_SCHEME_FORCE_LIGHT
        case .dark: ADW_COLOR_SCHEME_FORCE_DARK
        }
      adw_style_manager_set_color_scheme(manager, scheme)
    }
  }

  /// The scheme windows are drawn in now.
  public static var colorScheme: ColorScheme {
    adw_style_manager_get_dark(manager) != 0 ? .dark : .light
  }

  /// The desktop's accent colour, or nil where libadwaita is older than 1.6 (no accents).
  public static var accentColor: AccentColor? {
    var rgba = GdkRGBA()
    guard overshoot_adw_accent_rgba(&rgba) != 0 else { return nil }
    return AccentColor(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue))
  }

  private static var manager: OpaquePointer {
    guard Adwaita.isInitialized else {
      preconditionFailure("call Adwaita.initialize() before using the style manager")
    }
    return adw_style_manager_get_default()
  }
}
