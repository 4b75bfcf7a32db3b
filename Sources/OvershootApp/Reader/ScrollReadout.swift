import CGtk
import Foundation
import GtkGlue
import ScrollCore

/// The live readout of the timeline's scroll geometry: offset, overshoot, velocity, phase and
/// the visible rows, as a small overlay.
@MainActor
final class ScrollReadout {
  let widget: UnsafeMutablePointer<GtkWidget>
  private let reference: ObjectRef

  init() {
    widget = gtk_label_new(nil)
    reference = ObjectRef(sinking: widget)
    gtk_widget_add_css_class(widget, "scroll-readout")
    gtk_widget_set_halign(widget, GTK_ALIGN_START)
    gtk_widget_set_valign(widget, GTK_ALIGN_END)
    gtk_widget_set_margin_start(widget, 12)
    gtk_widget_set_margin_bottom(widget, 12)
    gtk_widget_set_can_target(widget, 0)
    gtk_label_set_xalign(widget.checked(gtk_label_get_type()), 0)
    gtk_widget_set_visible(widget, 0)
  }

  /// Shows or hides the readout.
  var isShown: Bool {
    get { gtk_widget_get_visible(widget) != 0 }
    set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
  }

  /// Updates the text for `geometry`.
  func show(_ geometry: ScrollGeometry) {
    gtk_label_set_text(widget.checked(gtk_label_get_type()), Self.text(for: geometry))
  }

  /// `value` to the pixel; -0.3 reads "0", never "-0".
  static func whole(_ value: Double) -> String {
    let rounded = value.rounded()
    return String(format: "%.0f", rounded == 0 ? 0 : rounded)
  }

  /// The readout's lines for `geometry`.
  static func text(for geometry: ScrollGeometry) -> String {
    let rows =
      geometry.visibleRange.map { "\($0.lowerBound)–\(max($0.lowerBound, $0.upperBound - 1))" }
      ?? "–"
    return [
      "offset    \(whole(geometry.contentOffset.y))",
      "overshoot \(whole(geometry.overshoot.y))",
      "velocity  \(whole(geometry.velocity.y)) px/s",
      "phase     \(geometry.phase)",
      "rows      \(rows)",
    ].joined(separator: "\n")
  }
}
