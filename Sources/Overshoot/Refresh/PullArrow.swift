import CGtk
import Foundation
import GtkGlue

/// The arrow of the default indicator: points down while pulling and turns to point up as the
/// pull reaches the threshold, fading in with the pull.
@MainActor
final class PullArrow {
  /// The drawing area; 24 × 24 px.
  let widget: UnsafeMutablePointer<GtkWidget>
  private var turn = 0.0

  init() {
    widget = Gtk.DrawingArea().widget
    widget.setSizeRequest(width: 24, height: 24)
    widget.valign = GTK_ALIGN_CENTER
    widget.addCSSClass("pull-arrow")
    // A picture of what the indicator's text says: nothing for a screen reader to read.
    overshoot_accessible_set_hidden(widget, 1)
    widget.setDrawFunction { [weak self] cairo, width, height in
      self?.draw(cairo, width: Double(width), height: Double(height))
    }
  }

  /// Shows or hides the arrow. Showing a widget makes GTK mark it as not hidden to assistive
  /// technology, so the arrow is hidden from it again each time.
  func setShown(_ shown: Bool) {
    guard (widget.isVisible) != shown else { return }
    widget.isVisible = shown
    if shown { overshoot_accessible_set_hidden(widget, 1) }
  }

  /// Sets how far the arrow has turned: 0 points down, 1 points up (the threshold).
  func setTurn(_ value: Double) {
    let clamped = min(max(value, 0), 1)
    guard clamped != turn else { return }
    turn = clamped
    widget.queueDraw()
  }

  private func draw(_ cairo: OpaquePointer, width: Double, height: Double) {
    var color = GdkRGBA()
    overshoot_widget_get_color(widget, &color)
    cairo_set_source_rgba(
      cairo, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
    cairo_translate(cairo, width / 2, height / 2)
    cairo_rotate(cairo, turn * Double.pi)
    let half = min(width, height) / 2 - 3
    cairo_set_line_width(cairo, 2)
    cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
    cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
    cairo_move_to(cairo, 0, -half)
    cairo_line_to(cairo, 0, half)
    cairo_move_to(cairo, -half * 0.6, half * 0.4)
    cairo_line_to(cairo, 0, half)
    cairo_line_to(cairo, half * 0.6, half * 0.4)
    cairo_stroke(cairo)
  }
}
