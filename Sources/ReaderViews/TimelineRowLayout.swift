import CGtk
import GtkGlue

/// Lays a timeline row out width first: the children that do not expand (the unread dot, the
/// star button) get their natural width, the expanding one (the texts) the rest, and each is
/// then as tall as its width makes it. The row looks as the GtkBox it replaces made it look.
///
/// A horizontal GtkBox allocates its children by asking each how wide it wants to be *at the
/// row's height*; a wrapping GtkLabel answers that with a search over widths, a new Pango layout
/// each, which HarfBuzz shapes again: about ten times the text shaping of the labels being measured
/// only for their height at a width (for 80 rows in a C window of the same widgets, 21,828
/// HarfBuzz shapings and 259 ms of CPU to the first frame against 2,406 and 111 ms with this
/// layout). This layout never asks a child its width for a height.
@MainActor
enum TimelineRowLayout {
  /// The gap between neighbouring children, in pixels.
  static let spacing: Int32 = 8

  /// Gives `row` (a box of the row's children) this layout in place of the box's own.
  static func install(on row: UnsafeMutablePointer<GtkWidget>) {
    // Its height depends on its width (the labels wrap), never the other way round.
    gtk_widget_set_layout_manager(
      row, gtk_custom_layout_new({ _ in GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH }, measure, allocate))
  }

  /// The shown children of `row`, in order.
  private static func children(of row: UnsafeMutablePointer<GtkWidget>)
    -> [UnsafeMutablePointer<GtkWidget>]
  {
    var children: [UnsafeMutablePointer<GtkWidget>] = []
    var child = row.firstChild
    while let shown = child {
      if shown.shouldLayout { children.append(shown) }
      child = shown.nextSibling
    }
    return children
  }

  /// A child's least and natural width, whatever its height.
  private static func widths(of child: UnsafeMutablePointer<GtkWidget>) -> (Int32, Int32) {
    var (minimum, natural): (Int32, Int32) = (0, 0)
    gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
    return (minimum, natural)
  }

  /// The width each child gets in a row `width` wide: the fixed ones their natural width, the
  /// first expanding one what is left (never below its least width, which GTK would refuse).
  private static func childWidths(
    _ children: [UnsafeMutablePointer<GtkWidget>], in width: Int32, spacing: Int32
  ) -> [Int32] {
    let expanding = children.firstIndex { $0.computeExpand(GTK_ORIENTATION_HORIZONTAL) }
    let sizes = children.map { widths(of: $0) }
    var fixed = spacing * Int32(max(children.count - 1, 0))
    for (index, size) in sizes.enumerated() where index != expanding { fixed += size.1 }
    var result = sizes.map(\.1)
    if let expanding {
      result[expanding] = max(width - fixed, sizes[expanding].0)
    }
    return result
  }

  private static let measure: GtkCustomMeasureFunc = {
    widget, orientation, forSize, minimum, natural, _, _ in
    nonisolated(unsafe) let (widget, minimum, natural) = (widget, minimum, natural)
    MainActor.assumeIsolated {
      guard let widget else { return }
      let children = children(of: widget)
      let gaps = spacing * Int32(max(children.count - 1, 0))
      var (least, wanted): (Int32, Int32) = (0, 0)
      if orientation == GTK_ORIENTATION_HORIZONTAL {
        // Across, whatever the height: what each child needs at the least and would like.
        for child in children {
          let (childLeast, childWanted) = widths(of: child)
          least += childLeast
          wanted += childWanted
        }
        least += gaps
        wanted += gaps
      } else {
        // Down, for a width: each child as tall as the width it would get makes it.
        let given =
          forSize < 0
          ? children.map { _ in Int32(-1) }
          : childWidths(children, in: forSize, spacing: spacing)
        for (child, width) in zip(children, given) {
          var (childLeast, childWanted): (Int32, Int32) = (0, 0)
          gtk_widget_measure(child, orientation, width, &childLeast, &childWanted, nil, nil)
          least = max(least, childLeast)
          wanted = max(wanted, childWanted)
        }
      }
      minimum?.pointee = least
      natural?.pointee = wanted
    }
  }

  private static let allocate: GtkCustomAllocateFunc = { widget, width, height, _ in
    nonisolated(unsafe) let widget = widget
    MainActor.assumeIsolated {
      guard let widget else { return }
      let children = children(of: widget)
      let gap = spacing
      let given = childWidths(children, in: width, spacing: gap)
      let mirrored = widget.direction == GTK_TEXT_DIR_RTL
      var x: Int32 = 0
      for (child, childWidth) in zip(children, given) {
        // Each child spans the row's height; its own vertical alignment (the dot and the star
        // sit at the top) places it within.
        var allocation = GtkAllocation(
          x: mirrored ? width - x - childWidth : x, y: 0, width: childWidth, height: height)
        gtk_widget_size_allocate(child, &allocation, -1)
        x += childWidth + gap
      }
    }
  }
}
