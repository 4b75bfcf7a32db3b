import CGtk
import GtkGlue
import Observation

/// Whether GTK draws the dark variant of the theme now, observed: libadwaita's style manager
/// where libadwaita is in use (it ignores GTK's setting), else GTK's
/// `gtk-application-prefer-dark-theme` (which `SystemColorScheme.follow()` keeps in step with
/// the desktop). Bodies that read `\.colorScheme` read `isDark`, so a change reaches them.
@MainActor @Observable
final class SystemAppearance {
  /// The one appearance of the process.
  static let shared = SystemAppearance()

  private(set) var isDark = false
  @ObservationIgnored private var followsGtk = false
  @ObservationIgnored private var styleManager: UnsafeMutableRawPointer?

  /// The scheme GTK draws now.
  var colorScheme: ColorScheme {
    follow()
    return isDark ? .dark : .light
  }

  /// Starts watching GTK's setting (once there is a display) and libadwaita's style manager
  /// (once libadwaita is initialized), then reads them.
  private func follow() {
    if !followsGtk, let settings = gtk_settings_get_default() {
      followsGtk = true
      settings.connectWithPointer("notify::gtk-application-prefer-dark-theme") { [weak self] _ in
        self?.read()
      }
      read()
    }
    if styleManager == nil, let manager = AdwaitaRuntime.styleManager() {
      styleManager = manager
      manager.connectWithPointer("notify::dark") { [weak self] _ in self?.read() }
      read()
    }
  }

  private func read() {
    let dark =
      styleManager.map { AdwaitaRuntime.isDark($0) } ?? SystemColorScheme.prefersDark
    if dark != isDark { isDark = dark }
  }
}
