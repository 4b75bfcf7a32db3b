import CGtk
import GtkGlue

/// A colour, like SwiftUI's `Color`: `Color(red:green:blue:opacity:)`, a named one (`.red`,
/// `.blue`, in GNOME's palette) or a semantic one that follows the theme (`.primary`,
/// `.secondary`, `.accentColor`). It paints text (`.foregroundStyle(.red)`), tints controls
/// (`.tint(.green)`) and, used as a view, is a GtkDrawingArea that fills whatever size it is
/// given (set one with `.frame`).
///
/// Updated in place: a recycled list row that shows a new colour redraws the same area.
public struct Color: Widget, Equatable, Sendable {
  /// The red channel, 0 to 1.
  public var red: Double
  /// The green channel, 0 to 1.
  public var green: Double
  /// The blue channel, 0 to 1.
  public var blue: Double
  /// How opaque the colour is, 0 (transparent) to 1.
  public var opacity: Double
  /// The theme colour this stands for, nil for a fixed one.
  private(set) var semantic: SemanticColor? = nil

  /// The colour of these channels, each from 0 to 1, like SwiftUI's
  /// `Color(red:green:blue:opacity:)`.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.opacity = opacity
  }

  /// A grey of `white` (0 black, 1 white), like SwiftUI's `Color(white:opacity:)`.
  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  /// The colour whose `0xRRGGBB` number is `rgb`, as CSS writes it.
  public init(rgb: Int) {
    let channel = { (shift: Int) in Double((rgb >> shift) & 0xFF) / 255 }
    self.init(red: channel(16), green: channel(8), blue: channel(0))
  }

  /// The theme colour `semantic`, drawn as `0xRRGGBB` `fallback` where no widget says what the
  /// theme's is.
  init(_ semantic: SemanticColor, fallback: Int) {
    self.init(rgb: fallback)
    self.semantic = semantic
  }

  /// This colour at `opacity`, like SwiftUI's `Color.opacity(_:)`.
  public func opacity(_ opacity: Double) -> Color {
    var color = self
    color.opacity = opacity
    return color
  }

  /// Makes the drawing area, which paints the colour last shown in it.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let area = Gtk.DrawingArea().widget
    // The closure goes with the area, so the pointer is valid whenever it runs.
    area.setDrawFunction { cairo, width, height in
      guard let color: Color = WidgetData.get(from: area, key: .drawing) else { return }
      let paint = color.resolved(in: area)
      cairo_set_source_rgba(cairo, paint.red, paint.green, paint.blue, paint.opacity)
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
    widget.queueDraw()
    return true
  }

  /// The channels to paint in `widget`: a text colour of the theme is read from the widget's
  /// CSS colour.
  @MainActor
  func resolved(in widget: UnsafeMutablePointer<GtkWidget>) -> Color {
    guard semantic == .primary || semantic == .secondary else { return self }
    var rgba = GdkRGBA()
    overshoot_widget_get_color(widget, &rgba)
    let dimming = semantic == .secondary ? 0.55 : 1
    return Color(
      red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue),
      opacity: Double(rgba.alpha) * dimming * opacity)
  }
}

/// The theme colours a ``Color`` can stand for.
enum SemanticColor: Sendable, Hashable {
  /// The text colour.
  case primary
  /// The dimmed text colour (GNOME's `dim-label`).
  case secondary
  /// The accent colour.
  case accent
}
