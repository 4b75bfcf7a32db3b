import CGtk
import GtkGlue

/// CSS rules for the whole application, for styles the modifiers do not cover.
@MainActor
public enum StyleSheet {
  /// Adds `css` to every widget on the default display, above the theme; false when there is no
  /// display yet (call it after GTK has started).
  @discardableResult
  public static func add(_ css: String) -> Bool {
    guard let display = gdk_display_get_default() else { return false }
    let provider = gtk_css_provider_new()!
    gtk_css_provider_load_from_data(provider, css, -1)
    gtk_style_context_add_provider_for_display(
      display, provider.checked(gtk_style_provider_get_type()),
      guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    // The display keeps the provider.
    g_object_unref(provider.gpointer)
    return true
  }
}
