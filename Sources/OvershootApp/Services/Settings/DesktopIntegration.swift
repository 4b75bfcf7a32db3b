import Overshoot
import OvershootAdwaita

/// Everything that makes the app behave like one installed from Flathub, set up in one call
/// from `activate`: settings and the window's saved size, the minimum 360 px width, the app
/// actions (primary menu, shortcuts window, About), the app icon, libadwaita (dark mode that
/// follows the system), and, in debug builds only, the desktop tests' step script.
@MainActor
final class DesktopIntegration {
  /// The app's settings, for every part of the app that reads or writes one.
  let settings: AppSettings

  /// Sets up `window` (not yet presented) and the application's actions.
  init(application: Application, window: Window) {
    settings = AppSettings()
    // A run from the source tree has no installed icon; let the icon theme look in `data/icons`.
    if !IconTheme.hasIcon(OvershootApplication.id) {
      IconTheme.addSearchPath(SettingsSchemaLookup.sourceTreeRoot + "/data/icons")
    }
    IconTheme.setDefaultWindowIcon(OvershootApplication.id)
    WindowState.restore(window, from: settings)
    WindowState.saveOnClose(window, to: settings)
    AppActions.install(on: application, window: window)
    // libadwaita's style manager follows the desktop's dark preference (the portal's
    // color-scheme) itself; GTK's own prefer-dark setting would fight it.
    Adwaita.initialize()
    #if OVERSHOOT_TEST_HOOKS
      DesktopTestHook.runIfRequested(application: application, window: window)
    #endif
  }
}
