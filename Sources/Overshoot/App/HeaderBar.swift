import CGtk
import GtkGlue

/// The bar at the top of a window (a GtkHeaderBar): controls at the start and the end, a title
/// in the middle, and the window's own close button. Give it to `Window.setHeaderBar(_:)`.
@MainActor
public final class HeaderBar {
  /// The GtkHeaderBar.
  public let gtkWidget: UnsafeMutablePointer<GtkWidget>
  private let lifetime: WrapperLifetime

  /// An empty header bar showing the window's title.
  public init() {
    gtkWidget = Gtk.HeaderBar().widget
    lifetime = WrapperLifetime(sinking: gtkWidget)
    lifetime.bind(to: self)
  }

  /// Adds `widget` after the controls already at the start (the left in left-to-right text).
  public func addLeading(_ widget: any Widget) {
    Gtk.HeaderBar(gtkWidget).packStart(widget.makeGtkWidget())
  }

  /// Adds `widget` before the controls already at the end (the right in left-to-right text).
  public func addTrailing(_ widget: any Widget) {
    Gtk.HeaderBar(gtkWidget).packEnd(widget.makeGtkWidget())
  }

  /// Shows `widget` in the middle instead of the window's title.
  public func setTitle(_ widget: any Widget) {
    Gtk.HeaderBar(gtkWidget).titleWidget = widget.makeGtkWidget()
  }
}
