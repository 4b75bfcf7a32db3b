import CGtk
import GtkGlue

/// A rectangle filled with one colour, like SwiftUI's `Color(red:green:blue:)` used as a view:
/// a GtkDrawingArea that fills whatever size it is given (set one with `.frame`).
///
/// Updated in place: a recycled list row that shows a new colour redraws the same area.
public struct Color: Widget, Equatable, Sendable {
  /// The red channel, 0 to 1.
  public var red: Double
  /// The green channel, 0 to 1.
  public var green: Double
  /// The blue channel, 0 to 1.
  public var blue: Double

  /// The colour of these channels, each from 0 to 1.
  public init(red: Double, green: Double, blue: Double) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The colour whose `0xRRGGBB` number is `rgb`, as CSS writes it.
  public init(rgb: Int) {
    let channel = { (shift: Int) in Double((rgb >> shift) & 0xFF) / 255 }
    self.init(red: channel(16), green: channel(8), blue: channel(0))
  }

  /// Makes the drawing area, which paints the colour last shown in it.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let area = gtk_drawing_area_new()!
    // The closure goes with the area, so the pointer is valid whenever it runs.
    area.setDrawFunction { cairo, width, height in
      guard let color: Color = WidgetData.get(from: area, key: .drawing) else { return }
      cairo_set_source_rgb(cairo, color.red, color.green, color.blue)
      cairo_rectangle(cairo, 0, 0, Double(width), Double(height))
      cairo_fill(cairo)
    }
    _ = update(area)
    return area
  }

  /// Paints this colour from the next frame on.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    if let shown: Color = WidgetData.get(from: widget, key: .drawing), shown == self {
      return true
    }
    WidgetData.set(self, on: widget, key: .drawing)
    gtk_widget_queue_draw(widget)
    return true
  }
}
