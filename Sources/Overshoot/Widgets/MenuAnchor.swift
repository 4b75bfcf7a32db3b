import CGtk
import GtkGlue

/// The one popover menu a widget's context menus reuse: made at the first menu, unparented when
/// the widget is destroyed. Making and unparenting a popover per menu crashed GTK 4.8 once the
/// popover had held the focus.
@MainActor
final class MenuAnchor {
  let popover: UnsafeMutablePointer<GtkWidget>
  var onClose: @MainActor () -> Void = {}

  /// Points the popover at `point` in the widget's coordinates, shows `model` in it and runs
  /// `onClose` once it closes: the one way both kinds of context menu open.
  func popUp(
    _ model: OpaquePointer, at point: (x: Double, y: Double),
    onClose: @escaping @MainActor () -> Void
  ) {
    popUp(
      model, pointingTo: GdkRectangle(x: Int32(point.x), y: Int32(point.y), width: 1, height: 1),
      onClose: onClose)
  }

  /// Points the popover at `rectangle` in the widget's coordinates: GTK puts it below the
  /// rectangle, or above when there is no room below, never over it.
  func popUp(
    _ model: OpaquePointer, pointingTo rectangle: GdkRectangle,
    onClose: @escaping @MainActor () -> Void
  ) {
    self.onClose = onClose
    gtk_popover_menu_set_menu_model(
      popover.checked(gtk_popover_menu_get_type()), model.checked(as: GMenuModel.self))
    var rectangle = rectangle
    gtk_popover_set_pointing_to(popover.checked(as: GtkPopover.self), &rectangle)
    gtk_popover_popup(popover.checked(as: GtkPopover.self))
  }

  private init(popover: UnsafeMutablePointer<GtkWidget>) { self.popover = popover }

  /// The anchor of `widget`, made (with its popover parented to `widget`) on first use.
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
