import CGtk
import GtkGlue
import Overshoot

/// A row of the 16,777,216-row list: a swatch of the colour whose 0xRRGGBB value is the row's
/// index (as in gtk4-demo's Lists/Colors), the index, and the colour in hex.
@MainActor
final class ColorSwatchRow: ListRow {
  /// The colour number: index `n` is the colour `0xRRGGBB == n`.
  typealias Item = Int
  let widget: UnsafeMutablePointer<GtkWidget>
  private let swatch: UnsafeMutablePointer<GtkWidget>
  private let label: UnsafeMutablePointer<GtkWidget>
  private var color = 0

  /// Made once per recycled row widget.
  init() {
    swatch = gtk_drawing_area_new()
    let area = swatch.checked(gtk_drawing_area_get_type(), as: GtkDrawingArea.self)
    gtk_drawing_area_set_content_width(area, 40)
    gtk_drawing_area_set_content_height(area, 22)
    label = PlaygroundWidgets.label("", classes: ["playground-swatch-label"])
    widget = PlaygroundWidgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, [swatch, label])
    gtk_widget_set_margin_start(widget, 8)
    gtk_widget_set_margin_top(widget, 3)
    gtk_widget_set_margin_bottom(widget, 3)
    // Unowned: the drawing area lives inside this row's widget, which dies with the row.
    swatch.setDrawFunction { [unowned self] cairo, width, height in
      let channel = { (shift: Int) in Double((self.color >> shift) & 0xFF) / 255 }
      cairo_set_source_rgb(cairo, channel(16), channel(8), channel(0))
      cairo_rectangle(cairo, 0, 0, Double(width), Double(height))
      cairo_fill(cairo)
    }
  }

  /// Shows colour `item`; cheap, because GTK 4.8 rebinds rows on every scroll step.
  func bind(_ item: Int) {
    color = item
    PlaygroundWidgets.setText(
      label,
      "Row \(PlaygroundFormat.grouped(item))  \(PlaygroundFormat.hexColor(item))")
    gtk_widget_queue_draw(swatch)
  }
}
