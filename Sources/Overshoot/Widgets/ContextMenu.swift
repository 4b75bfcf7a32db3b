import CGtk
import GtkGlue

/// A menu that pops up over a widget (a GtkPopoverMenu) from a list of Swift actions: a right
/// click's or Shift+F10's context menu. `items` is asked again each time the menu opens, so a
/// line can say "Mark as Unread" or "Mark as Read" as the item is now.
@MainActor
public enum ContextMenu {
  /// One line of the menu.
  public struct Item {
    /// What the line says, e.g. "Mark as Read".
    public let title: String
    /// The keys shown beside the title (a GTK accelerator such as `o` or `<Control>c`), for
    /// keys the app binds elsewhere: the menu's lines run their own actions, so GTK finds no
    /// accelerator of theirs to show.
    public let shortcut: String?
    /// What choosing it does.
    public let action: @MainActor () -> Void

    /// A line titled `title` that runs `action`, showing `shortcut` beside the title if given.
    public init(
      _ title: String, shortcut: String? = nil, action: @escaping @MainActor () -> Void
    ) {
      self.title = title
      self.shortcut = shortcut
      self.action = action
    }
  }

  /// Opens the menu `items()` makes when `widget` is right-clicked, at the click; `onClose`
  /// runs when it goes away.
  public static func attach(
    to widget: UnsafeMutablePointer<GtkWidget>, onClose: @escaping @MainActor () -> Void = {},
    items: @escaping @MainActor () -> [Item]
  ) {
    let click = Gtk.GestureClick()
    click.button = 3
    // The widget owns the gesture, so the widget is alive whenever the gesture fires.
    click.connectPressed { _, x, y in
      let chosen = items()
      if !chosen.isEmpty { show(chosen, on: widget, at: (x, y), onClose: onClose) }
    }
    widget.addController(click)
  }

  /// Pops up `items` over `widget`, pointing at `point` in its coordinates (a click's); without
  /// a point (Shift+F10, the Menu key) it points at the whole height of the widget a little in
  /// from its leading edge, so it opens below the widget (above when there is no room below)
  /// and never covers what the widget says. `onClose` runs when the menu goes away, chosen
  /// from or not.
  public static func show(
    _ items: [Item], on widget: UnsafeMutablePointer<GtkWidget>,
    at point: (x: Double, y: Double)? = nil, onClose: @escaping @MainActor () -> Void = {}
  ) {
    let menu = g_menu_new()!
    defer { g_object_unref(menu.gpointer) }
    for (index, item) in items.enumerated() {
      let line = g_menu_item_new(item.title, "context-menu.\(index)")!
      if let shortcut = item.shortcut {
        // The attribute GTK's popover menus show beside the label.
        g_menu_item_set_attribute_value(line, "accel", g_variant_new_string(shortcut))
      }
      g_menu_append_item(menu, line)
      g_object_unref(line.gpointer)  // the menu holds a copy
    }
    let anchor = MenuAnchor.of(widget)
    let actions = WidgetActions(prefix: "context-menu", on: anchor.popover)
    for (index, item) in items.enumerated() { actions.add("\(index)", item.action) }
    if let point {
      anchor.popUp(menu, at: point, onClose: onClose)
    } else {
      let height = Int32(max(widget.height, 1))
      anchor.popUp(
        menu, pointingTo: GdkRectangle(x: 24, y: 0, width: 1, height: height), onClose: onClose)
    }
  }
}
