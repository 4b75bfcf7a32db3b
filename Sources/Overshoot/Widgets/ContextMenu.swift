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
    /// What choosing it does.
    public let action: @MainActor () -> Void

    /// A line titled `title` that runs `action`.
    public init(_ title: String, action: @escaping @MainActor () -> Void) {
      self.title = title
      self.action = action
    }
  }

  /// Opens the menu `items()` makes when `widget` is right-clicked, at the click; `onClose`
  /// runs when it goes away.
  public static func attach(
    to widget: UnsafeMutablePointer<GtkWidget>, onClose: @escaping @MainActor () -> Void = {},
    items: @escaping @MainActor () -> [Item]
  ) {
    let click = gtk_gesture_click_new()!
    gtk_gesture_single_set_button(click.checked(gtk_gesture_single_get_type()), 3)
    // The widget owns the gesture, so the widget is alive whenever the gesture fires.
    click.connectPressed { _, x, y in
      let chosen = items()
      if !chosen.isEmpty { show(chosen, on: widget, at: (x, y), onClose: onClose) }
    }
    gtk_widget_add_controller(widget, click)
  }

  /// Pops up `items` over `widget`, pointing at `point` in its coordinates (by default a little
  /// in from its leading edge, half way down: where Shift+F10 opens it); `onClose` runs when
  /// the menu goes away, chosen from or not.
  public static func show(
    _ items: [Item], on widget: UnsafeMutablePointer<GtkWidget>,
    at point: (x: Double, y: Double)? = nil, onClose: @escaping @MainActor () -> Void = {}
  ) {
    let x = point?.x ?? 24
    let y = point?.y ?? Double(gtk_widget_get_height(widget)) / 2
    let menu = g_menu_new()!
    defer { g_object_unref(menu.gpointer) }
    for index in items.indices {
      g_menu_append(menu, items[index].title, "context-menu.\(index)")
    }
    let anchor = MenuAnchor.of(widget)
    anchor.onClose = onClose
    let popover = anchor.popover
    gtk_popover_menu_set_menu_model(
      popover.checked(gtk_popover_menu_get_type()), menu.checked(as: GMenuModel.self))
    let actions = WidgetActions(prefix: "context-menu", on: popover)
    for (index, item) in items.enumerated() { actions.add("\(index)", item.action) }
    var point = GdkRectangle(x: Int32(x), y: Int32(y), width: 1, height: 1)
    gtk_popover_set_pointing_to(popover.checked(as: GtkPopover.self), &point)
    gtk_popover_popup(popover.checked(as: GtkPopover.self))
  }
}

/// The one popover menu a widget's context menus reuse: made at the first menu, unparented when
/// the widget is destroyed. Making and unparenting a popover per menu crashed GTK 4.8 once the
/// popover had held the focus.
@MainActor
private final class MenuAnchor {
  let popover: UnsafeMutablePointer<GtkWidget>
  var onClose: @MainActor () -> Void = {}

  private init(popover: UnsafeMutablePointer<GtkWidget>) { self.popover = popover }

  static func of(_ widget: UnsafeMutablePointer<GtkWidget>) -> MenuAnchor {
    if let anchor: MenuAnchor = WidgetData.get(from: widget, key: .contextMenu) { return anchor }
    let popover = gtk_popover_menu_new_from_model(nil)!
    gtk_popover_set_has_arrow(popover.checked(as: GtkPopover.self), 0)
    gtk_widget_set_parent(popover, widget)
    let anchor = MenuAnchor(popover: popover)
    popover.connect("closed") { [weak anchor] in anchor?.onClose() }
    // GTK may have let go of the popover by the time its widget is destroyed: look it up weakly.
    let weak = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
    weak.initialize(to: GWeakRef())
    g_weak_ref_init(weak, popover)
    widget.connect("destroy") {
      if let alive = g_weak_ref_get(weak) {
        if gtk_widget_get_parent(alive.checked(as: GtkWidget.self)) == widget {
          gtk_widget_unparent(alive.checked(as: GtkWidget.self))
        }
        g_object_unref(alive)
      }
      g_weak_ref_clear(weak)
      weak.deallocate()
    }
    WidgetData.set(anchor, on: widget, key: .contextMenu)
    return anchor
  }
}
