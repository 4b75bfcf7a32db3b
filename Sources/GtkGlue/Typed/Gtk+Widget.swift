import CGtk

extension Gtk.WidgetProtocol {
  /// This widget as the `GtkWidget *` the package passes around (a container's child, a
  /// `makeGtkWidget()` result): an upcast, so never checked.
  @inlinable package var widget: Gtk.Widget { cInstance() }
}
