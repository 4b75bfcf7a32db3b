import CGtk
import GtkGlue

/// Context menus built from ``SidebarMenuItem``s (detailed actions with a target), popped up at a
/// point in a widget; each removes itself once closed.
extension ContextMenu {
  /// Menus shown and not yet closed (tests wait on it).
  #if DEBUG
    @_spi(Testing) public private(set) static var openCount = 0
  #endif

  /// Shows `items` pointing at (`x`, `y`) in `widget`; does nothing for no items. `onClosed`
  /// runs once the menu is gone (e.g. to give the keyboard focus back to the row it came from,
  /// which GTK leaves nowhere).
  public static func present(
    _ items: [SidebarMenuItem], on widget: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double,
    onClosed: (@MainActor () -> Void)? = nil
  ) {
    guard !items.isEmpty else { return }
    let menu = g_menu_new()!
    defer { g_object_unref(menu.gpointer) }
    for item in items {
      let entry = g_menu_item_new(item.label, nil)!
      if let target = item.target {
        g_menu_item_set_action_and_target_value(
          entry, item.action, g_variant_new_int64(gint64(target)))
      } else if let text = item.textTarget {
        g_menu_item_set_action_and_target_value(entry, item.action, g_variant_new_string(text))
      } else {
        g_menu_item_set_action_and_target_value(entry, item.action, nil)
      }
      g_menu_append_item(menu, entry)
      g_object_unref(entry.gpointer)
    }
    let popover = gtk_popover_menu_new_from_model(menu.checked(as: GMenuModel.self))!
    gtk_widget_set_parent(popover, widget)
    var point = GdkRectangle(x: Int32(x), y: Int32(y), width: 1, height: 1)
    gtk_popover_set_pointing_to(popover.checked(as: GtkPopover.self), &point)
    // Unparented on a later idle: unparenting inside `closed` would free the popover while GTK
    // is still in its handler.
    popover.connect("closed") {
      #if DEBUG
        openCount -= 1
      #endif
      MainContext.idle {
        gtk_widget_unparent(popover)
        onClosed?()
      }
    }
    #if DEBUG
      openCount += 1
    #endif
    gtk_popover_popup(popover.checked(as: GtkPopover.self))
  }
}
