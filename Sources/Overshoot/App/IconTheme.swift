import CGtk
import GtkGlue

/// Where GTK finds icons by name, and the icon every window shows in the window manager.
@MainActor
public enum IconTheme {
  /// Makes `name` the icon of every window that sets none (the app's own icon).
  public static func setDefaultWindowIcon(_ name: String) {
    gtk_window_set_default_icon_name(name)
  }

  /// Whether the display's icon theme has an icon called `name`.
  public static func hasIcon(_ name: String) -> Bool {
    guard let display = gdk_display_get_default() else { return false }
    return gtk_icon_theme_has_icon(gtk_icon_theme_get_for_display(display), name) != 0
  }

  /// Also looks for icons in `directory` (laid out as `hicolor`: `scalable/apps/NAME.svg`), for
  /// a build run from its source tree, whose icons are installed nowhere; a missing directory
  /// is ignored.
  public static func addSearchPath(_ directory: String) {
    guard let display = gdk_display_get_default(),
      overshoot_is_directory(directory) != 0
    else { return }
    gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), directory)
  }
}
