import CGtk
import GtkGlue

/// Context menus built from ``SidebarMenuItem``s (detailed actions with a target), popped up at a
/// point in a widget, in the widget's one reused popover (see `MenuAnchor`).
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
    #if DEBUG
      openCount += 1
    #endif
    MenuAnchor.of(widget).popUp(menu, at: (x, y)) {
      #if DEBUG
        openCount -= 1
      #endif
      // On a later idle: GTK gives the focus back (or drops it) after `closed` returns.
      MainContext.idle { onClosed?() }
    }
  }
}
