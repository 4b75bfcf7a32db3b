import CGtk

/// The Playground's few CSS rules, all under `playground-` classes so they touch nothing else.
@MainActor
enum PlaygroundStyle {
  private static var installed = false

  private static let css = """
    .playground-title { font-size: 1.4em; font-weight: bold; }
    .playground-card {
      border-radius: 12px;
      border: 1px solid alpha(currentColor, 0.15);
      background-color: alpha(currentColor, 0.04);
      padding: 14px;
    }
    .playground-readout { font-family: monospace; }
    .playground-swatch-label { font-family: monospace; }
    """

  /// Adds the rules to the default display once; later calls do nothing.
  static func install() {
    guard !installed, let display = gdk_display_get_default() else { return }
    installed = true
    let provider = gtk_css_provider_new()!
    gtk_css_provider_load_from_data(provider, css, -1)
    gtk_style_context_add_provider_for_display(
      display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    g_object_unref(provider.gpointer)
  }
}
