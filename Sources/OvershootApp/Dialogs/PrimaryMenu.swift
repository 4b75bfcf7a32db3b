import CGtk
import GtkGlue

/// The header bar's primary menu (F10): feeds (add, OPML import and export), view toggles
/// (scroll readout, wheel pulls), then Keyboard Shortcuts, About Overshoot, Quit.
@MainActor
enum PrimaryMenu {
  /// A new `GtkMenuButton` with the menu; pack it at the end of the header bar.
  static func makeButton() -> UnsafeMutablePointer<GtkWidget> {
    let menu = g_menu_new()!
    defer { g_object_unref(menu.gpointer) }
    let feeds = g_menu_new()!
    defer { g_object_unref(feeds.gpointer) }
    g_menu_append(feeds, "_Add Feed…", "win.add-feed")
    g_menu_append(feeds, "_Import Subscriptions…", "win.import-opml")
    g_menu_append(feeds, "_Export Subscriptions…", "win.export-opml")
    g_menu_append_section(menu, nil, feeds.checked(as: GMenuModel.self))
    let view = g_menu_new()!
    defer { g_object_unref(view.gpointer) }
    g_menu_append(view, "Show Scroll _Readout", "win.show-readout")
    g_menu_append(view, "_Wheel Pulls to Refresh", "win.wheel-pulls")
    g_menu_append_section(menu, nil, view.checked(as: GMenuModel.self))
    let about = g_menu_new()!
    defer { g_object_unref(about.gpointer) }
    g_menu_append(about, "_Keyboard Shortcuts", "app.shortcuts")
    g_menu_append(about, "_About Overshoot", "app.about")
    g_menu_append_section(menu, nil, about.checked(as: GMenuModel.self))
    let quit = g_menu_new()!
    defer { g_object_unref(quit.gpointer) }
    g_menu_append(quit, "_Quit", "app.quit")
    g_menu_append_section(menu, nil, quit.checked(as: GMenuModel.self))

    let button = gtk_menu_button_new()!
    let menuButton = button.checked(gtk_menu_button_get_type())
    gtk_menu_button_set_icon_name(menuButton, "open-menu-symbolic")
    gtk_menu_button_set_menu_model(menuButton, menu.checked(as: GMenuModel.self))
    gtk_menu_button_set_primary(menuButton, 1)
    gtk_widget_set_tooltip_text(button, "Main Menu")
    overshoot_accessible_set_label(button, "Main Menu")
    return button
  }
}
