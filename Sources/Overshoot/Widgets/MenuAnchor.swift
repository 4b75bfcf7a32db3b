import CGtk
import GtkGlue

/// The one popover menu a widget's context menus reuse: made at the first menu, unparented when
/// the widget is destroyed. Making and unparenting a popover per menu crashed GTK 4.8 once the
/// popover had held the focus.
///
/// The anchor holds a reference to its popover besides the widget's: a popover is a child of
/// the widget, and code that empties the widget's children (a row rebuilding its content) must
/// not leave the anchor pointing at a freed popover. One that was taken off is put back.
@MainActor
final class MenuAnchor {
  let popover: UnsafeMutablePointer<GtkWidget>
  var onClose: @MainActor () -> Void = {}
  private let held: ObjectRef
  /// The tooltips around the widget, off while the menu is open.
  private let tooltips = TooltipSilence()
  private let widget: UnsafeMutablePointer<GtkWidget>

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
    if popover.parent != widget {
      if popover.parent != nil { popover.unparent() }
      popover.setParent(widget)
    }
    gtk_popover_menu_set_menu_model(
      popover.checked(gtk_popover_menu_get_type()), model.checked(as: GMenuModel.self))
    var rectangle = rectangle
    gtk_popover_set_pointing_to(popover.checked(as: GtkPopover.self), &rectangle)
    tooltips.begin(on: widget, sparing: popover)
    Gtk.Popover(popover).popup()
  }

  private init(popover: UnsafeMutablePointer<GtkWidget>, on widget: UnsafeMutablePointer<GtkWidget>)
  {
    self.popover = popover
    self.widget = widget
    held = ObjectRef(sinking: popover.gpointer)
  }

  /// The anchor of `widget`, made (with its popover parented to `widget`) on first use.
  static func of(_ widget: UnsafeMutablePointer<GtkWidget>) -> MenuAnchor {
    if let anchor: MenuAnchor = WidgetData.get(from: widget, key: .contextMenu) { return anchor }
    let popover = gtk_popover_menu_new_from_model(nil)!
    let anchor = MenuAnchor(popover: popover, on: widget)
    Gtk.Popover(popover).hasArrow = false
    popover.setParent(widget)
    popover.connect("closed") { [weak anchor] in
      anchor?.tooltips.end()
      anchor?.onClose()
    }
    // The anchor, kept by the widget until it is finalized, holds the popover until then.
    widget.connect("destroy") {
      if popover.parent == widget { popover.unparent() }
    }
    WidgetData.set(anchor, on: widget, key: .contextMenu)
    return anchor
  }
}
