import CGtk
import GtkGlue

/// Sets tooltips without GTK's pointer query where none is needed.
///
/// GTK 4.8 asks the display server where the pointer is each time the tooltip of a visible
/// widget is set (`gtk_widget_trigger_tooltip_query`: a round trip, four X11 requests), so that
/// a tooltip shown under the pointer follows; it does so for a widget not yet in any window too.
/// At start-up that was one round trip per list row bound (its star's "Star"). A widget with no
/// parent cannot be under the pointer, so its tooltip is set while it is hidden; a text already
/// set is not set again.
@MainActor
enum Tooltip {
  /// Sets `text` (nil or empty: none) as the tooltip of `widget`.
  static func set(_ text: String?, on widget: UnsafeMutablePointer<GtkWidget>) {
    let wanted = text?.isEmpty == true ? nil : text
    let current = widget.tooltipText
    guard wanted != current else { return }
    let hidesMeanwhile =
      widget.parent == nil && widget.isVisible
      && Gtk.Window(ifInstance: widget) == nil
    if hidesMeanwhile { widget.isVisible = false }
    widget.tooltipText = wanted
    if hidesMeanwhile { widget.isVisible = true }
  }
}
