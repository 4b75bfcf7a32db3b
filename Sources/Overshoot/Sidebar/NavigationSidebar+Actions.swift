import CGtk
import GtkGlue

extension NavigationSidebar {
  /// The prefix of the sidebar's own actions in menu items: `sidebar.NAME`.
  nonisolated public static var actionPrefix: String { "sidebar" }

  /// Adds the action `sidebar.NAME`, taking a string parameter, which row menus can name
  /// (``SidebarMenuItem/init(_:action:text:)``); `handler` gets the parameter. The sidebar's
  /// widget owns the action, so it works wherever the sidebar is placed.
  public func addMenuAction(_ name: String, _ handler: @escaping @MainActor (String) -> Void) {
    let action = g_simple_action_new(name, overshoot_variant_type_string())!
    action.connectActivate { parameter in
      guard let parameter, let text = g_variant_get_string(parameter, nil) else { return }
      handler(String(cString: text))
    }
    g_action_map_add_action(menuActions.pointer.checked(g_action_map_get_type()), action)
    g_object_unref(action.gpointer)
  }
}

extension NavigationSidebar {
  /// The menu of `key`'s row.
  public func menu(of key: Key) -> [SidebarMenuItem] {
    rowRecord(of: key)?.item.menu ?? []
  }

  /// Activates `item` from `key`'s row as choosing it in the row's menu does: the action is
  /// looked up from the row, so `sidebar.` and `win.` actions are both found. False when no
  /// such action is reachable.
  @discardableResult
  public func perform(_ item: SidebarMenuItem, from key: Key) -> Bool {
    guard let record = rowRecord(of: key) else { return false }
    let parameter: OpaquePointer? =
      if let target = item.target {
        g_variant_new_int64(gint64(target))
      } else if let text = item.textTarget {
        g_variant_new_string(text)
      } else {
        nil
      }
    return gtk_widget_activate_action_variant(record.content, item.action, parameter) != 0
  }
}

extension NavigationSidebar {
  /// The key of the row holding the keyboard focus; nil when the focus is elsewhere or on a
  /// heading.
  public var focusedKey: Key? {
    guard let root = gtkWidget.root, let focus = root.focus else {
      return nil
    }
    return rowRecord(of: focus)?.item.key
  }
}
