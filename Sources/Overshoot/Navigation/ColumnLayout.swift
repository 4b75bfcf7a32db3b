import CGtk

/// How a split view's column lays out its page: the page fills the column, its height asked for
/// a width, its width asked regardless of the height.
///
/// A row of columns (a GtkBox, or libadwaita's leaflet) asks each column's width for the height
/// it allocates. Asked of the page's boxes, that sends GTK 4.8 into a search for the width at
/// which their wrapping labels fit that height, and a label one pixel taller at a width of
/// 1,048,576 px than its own height says makes the search fail with a critical ("reports a
/// minimum height of 46, but minimum height for width of 1048576 is 47"), as the reader's
/// notice strip did. The columns are laid out height-for-width, so the height adds nothing.
enum ColumnLayout {
  /// A layout manager for a column's box (its visible children each fill it).
  static func make() -> UnsafeMutablePointer<GtkLayoutManager> {
    gtk_custom_layout_new(requestMode, measure, allocate)
  }

  private static let requestMode: GtkCustomRequestModeFunc = { _ in
    GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH
  }

  private static let measure: GtkCustomMeasureFunc = {
    widget, orientation, forSize, minimum, natural, _, _ in
    let across = orientation == GTK_ORIENTATION_HORIZONTAL
    var (least, wanted): (Int32, Int32) = (0, 0)
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      if gtk_widget_get_visible(current) != 0 {
        var (childMinimum, childNatural): (Int32, Int32) = (0, 0)
        gtk_widget_measure(
          current, orientation, across ? -1 : forSize, &childMinimum, &childNatural, nil, nil)
        least = max(least, childMinimum)
        wanted = max(wanted, childNatural)
      }
      child = gtk_widget_get_next_sibling(current)
    }
    minimum?.pointee = least
    natural?.pointee = wanted
  }

  private static let allocate: GtkCustomAllocateFunc = { widget, width, height, baseline in
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      if gtk_widget_get_visible(current) != 0 {
        var allocation = GtkAllocation(x: 0, y: 0, width: width, height: height)
        gtk_widget_size_allocate(current, &allocation, baseline)
      }
      child = gtk_widget_get_next_sibling(current)
    }
  }
}
