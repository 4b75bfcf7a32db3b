import OvershootAdwaita
import OvershootLocalization

/// The style the reader picked in Preferences (the `style` setting): the desktop's light or dark
/// preference, or one of them whatever the desktop prefers. libadwaita's style manager draws it.
enum StyleChoice: String, CaseIterable {
  /// Follows the desktop (the settings portal's color-scheme), as libadwaita does by default.
  case system
  /// Light, whatever the desktop prefers.
  case light
  /// Dark, whatever the desktop prefers.
  case dark

  /// The scheme to ask libadwaita for; nil follows the desktop.
  var colorScheme: ColorScheme? {
    switch self {
    case .system: nil
    case .light: .light
    case .dark: .dark
    }
  }

  /// What Preferences calls it.
  var title: String {
    switch self {
    case .system: tr("Follow System")
    case .light: tr("Light")
    case .dark: tr("Dark")
    }
  }

  /// Draws the app in the style `settings` hold, and again whenever the setting changes (from
  /// Preferences or `gsettings set`).
  @MainActor
  static func follow(_ settings: AppSettings) {
    // Connected before the first read: GSettings reports changes only of keys read since.
    settings.onChange(of: .style) { [weak settings] in
      if let settings { apply(settings.style) }
    }
    apply(settings.style)
  }

  /// Asks libadwaita's style manager for `choice`, when libadwaita is in use (it is once the
  /// app has started; a window made on its own in a test may run without).
  @MainActor
  private static func apply(_ choice: StyleChoice) {
    guard Adwaita.isInitialized else { return }
    StyleManager.preferredColorScheme = choice.colorScheme
  }
}
