import CGtk

@MainActor
extension Gtk.WidgetProtocol {
  /// Adds `controller` to the widget's event handling. The widget takes over the reference the
  /// caller holds (`gtk_widget_add_controller` is `transfer full`), so hand it a controller just
  /// made and do not unref it after. Hand-written: the generator does not map ownership
  /// transfers.
  @inlinable package func addController(_ controller: some Gtk.EventControllerProtocol) {
    gtk_widget_add_controller(cInstance(), controller.cInstance())
  }
}
