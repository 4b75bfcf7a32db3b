import CGtk
import GtkGlue

/// The header bar's primary menu (F10): Keyboard Shortcuts, About Overshoot, Quit.
/// Feature items (OPML import and export) go in a section above these.
@MainActor
enum PrimaryMenu {
  /// A new `GtkMenuButton` with the menu; pack it at the end of the header bar.
  static func makeButton() -> UnsafeMutablePointer<GtkWidget> {
    let menu = g_menu_new()!
    defer { g_object_unref(menu.gpointer) }
    let about = g_menu_new()!
    defer { g_object_unref(about.gpointer) }
    g_menu_append(about, "_Keyboard Shortcuts", "app.shortcuts")
    g_menu_append(about, "_About Overshoot", "app.about")
    g_menu_append_section(menu, nil, overshoot_menu_model(about.gpointer))
    let quit = g_menu_new()!
    defer { g_object_unref(quit.gpointer) }
    g_menu_append(quit, "_Quit", "app.quit")
    g_menu_append_section(menu, nil, overshoot_menu_model(quit.gpointer))

    let button = gtk_menu_button_new()!
    let menuButton = overshoot_menu_button(button)
    gtk_menu_button_set_icon_name(menuButton, "open-menu-symbolic")
    gtk_menu_button_set_menu_model(menuButton, overshoot_menu_model(menu.gpointer))
    gtk_menu_button_set_primary(menuButton, 1)
    gtk_widget_set_tooltip_text(button, "Main Menu")
    overshoot_accessible_set_label(button, "Main Menu")
    return button
  }
}
