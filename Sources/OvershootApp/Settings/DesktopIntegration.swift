import CGtk
import GtkGlue

/// Everything that makes the app behave like one installed from Flathub, set up in one call
/// from `activate`: settings and the window's saved size, the minimum 360 px width, the app
/// actions with their shortcuts (primary menu, shortcuts window, About), the app icon, dark mode
/// that follows the system, and the test hook.
@MainActor
final class DesktopIntegration {
  /// The app's settings, for every part of the app that reads or writes one.
  let settings: AppSettings

  /// Sets up `window` (not yet presented) and the application's actions.
  init(application: ObjectRef, window: UnsafeMutablePointer<GtkWidget>) {
    settings = AppSettings()
    let gtkWindow = window.checked(as: GtkWindow.self)
    Self.findIconInSourceTree()
    gtk_window_set_default_icon_name(OvershootApplication.id)
    WindowState.restore(gtkWindow, from: settings)
    WindowState.saveOnClose(gtkWindow, to: settings)
    AppActions.install(on: application, window: gtkWindow)
    SystemColorScheme.follow()
    DesktopTestHook.runIfRequested(
      application: application.pointer.checked(as: GtkApplication.self), window: gtkWindow)
  }

  /// A run from the source tree has no installed icon; let the icon theme look in `data/icons`.
  private static func findIconInSourceTree() {
    guard let display = gdk_display_get_default() else { return }
    let theme = gtk_icon_theme_get_for_display(display)
    guard gtk_icon_theme_has_icon(theme, OvershootApplication.id) == 0 else { return }
    let icons = SettingsSchemaLookup.sourceTreeRoot + "/data/icons"
    if g_file_test(icons, G_FILE_TEST_IS_DIR) != 0 { gtk_icon_theme_add_search_path(theme, icons) }
  }
}
