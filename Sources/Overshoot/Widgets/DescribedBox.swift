import CGtk

/// A GtkBox whose children are described: showing new descriptions updates the children in
/// place when the shapes match the last ones, and makes them again otherwise. Recycled rows and
/// custom refresh indicators redraw this way on every bind or pull step.
@MainActor
final class DescribedBox {
  let widget: UnsafeMutablePointer<GtkWidget>
  private var shapes: [WidgetShape]?

  init(orientation: GtkOrientation = GTK_ORIENTATION_VERTICAL) {
    widget = gtk_box_new(orientation, 0)
  }

  /// Shows `parts`; returns true when it had to make new widgets.
  @discardableResult
  func show(_ parts: [any Widget]) -> Bool {
    let newShapes = parts.map(\.shape)
    if newShapes == shapes, WidgetChildren.update(widget, with: parts) { return false }
    for child in WidgetChildren.of(widget) {
      gtk_box_remove(widget.checked(as: GtkBox.self), child)
    }
    for part in parts { gtk_box_append(widget.checked(as: GtkBox.self), part.makeGtkWidget()) }
    shapes = newShapes
    return true
  }
}
