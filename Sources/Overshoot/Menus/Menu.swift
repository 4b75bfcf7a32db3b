import CGtk
import GtkGlue

/// A button that opens a menu of sections, like SwiftUI's `Menu("…", systemImage:) { … }`: a
/// GtkMenuButton over a GMenu model. Items activate actions by name (see `MenuItem`).
public struct Menu: Widget {
  let title: String
  let systemImage: String
  let isPrimary: Bool
  let sections: [MenuSection]

  /// A button showing the icon `systemImage`, named `title` for its tooltip and screen
  /// readers, opening `sections`. A primary menu (the header bar's main menu) opens with F10.
  public init(
    _ title: String, systemImage: String, isPrimary: Bool = false,
    @MenuSectionBuilder sections: () -> [MenuSection]
  ) {
    self.title = title
    self.systemImage = systemImage
    self.isPrimary = isPrimary
    self.sections = sections()
  }

  /// Makes the GtkMenuButton with its menu model.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let menuButton = Gtk.MenuButton()
    let button = menuButton.widget
    menuButton.setIconName(SymbolNames.resolve(systemImage))
    let model = MenuModel.make(sections)
    gtk_menu_button_set_menu_model(
      button.checked(gtk_menu_button_get_type()), model.checked(as: GMenuModel.self))
    g_object_unref(model.gpointer)  // the button holds it
    menuButton.isPrimary = isPrimary
    Tooltip.set(title, on: button)
    overshoot_accessible_set_label(button, title)
    return button
  }
}

/// GMenu models built from sections.
@MainActor
enum MenuModel {
  /// A new GMenu (the caller owns the reference) with one section per entry of `sections`.
  static func make(_ sections: [MenuSection]) -> OpaquePointer {
    let menu = g_menu_new()!
    for section in sections {
      let items = g_menu_new()!
      for item in section.items { append(item, to: items) }
      g_menu_append_section(menu, section.title, items.checked(as: GMenuModel.self))
      g_object_unref(items.gpointer)  // the menu holds it
    }
    return menu
  }

  /// Appends `item`, with its shortcut in the `accel` attribute GTK's popover menus show.
  private static func append(_ item: MenuItem, to menu: OpaquePointer) {
    let entry = g_menu_item_new(item.title, item.action)!
    if let shortcut = item.shortcut {
      g_menu_item_set_attribute_value(entry, "accel", g_variant_new_string(shortcut))
    }
    g_menu_append_item(menu, entry)
    g_object_unref(entry.gpointer)  // the menu holds a copy
  }
}
