import CGtk
import GtkGlue

/// Holds a split view's column to the width it was given: a container whose natural width is
/// its column's, but never more than the width (`navigationSplitViewColumnWidth`). GTK gives a
/// column that does not expand its natural width, so a long line in it (a failure banner, an
/// entry's title) made it wider, and the columns beside it narrower, whenever it showed.
@MainActor
package enum ColumnFrame {
  /// A container holding `column`, as wide as it asks up to `width(of:)`'s limit.
  package static func wrapping(_ column: UnsafeMutablePointer<GtkWidget>)
    -> UnsafeMutablePointer<GtkWidget>
  {
    let frame = Gtk.Box(orientation: GTK_ORIENTATION_HORIZONTAL, spacing: 0).widget
    gtk_widget_set_layout_manager(frame, gtk_custom_layout_new(nil, measure, allocate))
    Gtk.Box(frame).append(column)
    return frame
  }

  /// Sets the most the frame's column is given when there is more room: `nil` for no limit.
  package static func limit(_ frame: UnsafeMutablePointer<GtkWidget>, to width: Int?) {
    let value = width.map { UnsafeMutableRawPointer(bitPattern: max($0, 1)) } ?? nil
    g_object_set_data(frame.checked(as: GObject.self), limitKey, value)
    frame.queueResize()
  }

  private nonisolated static let limitKey = "overshoot-column-limit"

  private nonisolated static let measure: GtkCustomMeasureFunc = {
    widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
    guard let widget, let child = gtk_widget_get_first_child(widget) else {
      minimum?.pointee = 0
      natural?.pointee = 0
      return
    }
    var childMinimum: Int32 = 0
    var childNatural: Int32 = 0
    gtk_widget_measure(
      child, orientation, forSize, &childMinimum, &childNatural, minimumBaseline, naturalBaseline)
    var limited = childNatural
    if orientation == GTK_ORIENTATION_HORIZONTAL,
      let limit = g_object_get_data(widget.checked(as: GObject.self), limitKey)
    {
      let width = Int32(truncatingIfNeeded: Int(bitPattern: limit))
      limited = max(childMinimum, min(childNatural, width))
    }
    minimum?.pointee = childMinimum
    natural?.pointee = limited
  }

  private nonisolated static let allocate: GtkCustomAllocateFunc = {
    widget, width, height, baseline in
    guard let widget, let child = gtk_widget_get_first_child(widget) else { return }
    gtk_widget_allocate(child, width, height, baseline, nil)
  }
}
