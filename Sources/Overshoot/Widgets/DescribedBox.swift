import CGtk
import GtkGlue

/// A GtkBox whose children are described: showing new descriptions keeps each child whose
/// identity holds (its place, its branch, its shape) and updates it in place, and makes the
/// others anew. Recycled rows and custom refresh indicators redraw this way on every bind or
/// pull step.
@MainActor
final class DescribedBox {
  let widget: UnsafeMutablePointer<GtkWidget>

  init(orientation: GtkOrientation = GTK_ORIENTATION_VERTICAL) {
    widget = Gtk.Box(orientation: orientation, spacing: 0).widget
  }

  /// Shows `parts`; returns true when it had to make new widgets.
  @discardableResult
  func show(_ parts: [any Widget]) -> Bool {
    MountedChildren.show(parts, in: widget)
  }
}
