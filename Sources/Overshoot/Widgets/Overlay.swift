import CGtk
import GtkGlue

/// Widgets floating over a main widget (a GtkOverlay), like SwiftUI's `overlay(alignment:)`:
/// a "3 new" pill over a list, a back-to-top button in a corner. Place each floating widget
/// with its alignment and padding; it takes no space from the main widget.
@MainActor
public final class Overlay: WidgetHandle {
  /// An overlay over `child`.
  public init(_ child: UnsafeMutablePointer<GtkWidget>) {
    let overlay = Gtk.Overlay()
    overlay.child = child
    super.init(gtkWidget: overlay.widget)
  }

  /// Floats `overlay` over the main widget, drawn over the ones added before.
  public func add(_ overlay: UnsafeMutablePointer<GtkWidget>) {
    Gtk.Overlay(gtkWidget).addOverlay(overlay)
  }

  /// Floats a described widget over the main widget.
  public func add(_ overlay: some Widget) {
    add(overlay.makeGtkWidget())
  }
}
