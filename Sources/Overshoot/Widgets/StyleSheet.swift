import CGtk
import GtkGlue

/// CSS rules for the whole application, for styles the modifiers do not cover.
@MainActor
public enum StyleSheet {
  /// Adds `css` to every widget on the default display, above the theme; false when there is no
  /// display yet (call it after GTK has started).
  @discardableResult
  public static func add(_ css: String) -> Bool {
    guard let provider = addProvider() else { return false }
    overshoot_css_provider_load(provider, css)
    // The display keeps the provider.
    g_object_unref(provider.gpointer)
    return true
  }

  /// An empty style sheet added to the default display above the theme, for rules that are
  /// reloaded (`overshoot_css_provider_load` replaces them); the caller owns a reference.
  /// Nil when there is no display yet.
  package static func addProvider() -> UnsafeMutablePointer<GtkCssProvider>? {
    guard let display = gdk_display_get_default() else { return nil }
    let provider = gtk_css_provider_new()!
    gtk_style_context_add_provider_for_display(
      display, provider.checked(gtk_style_provider_get_type()),
      guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    return provider
  }

  /// Takes a style sheet from `addProvider` off the display and drops the caller's reference.
  package static func remove(_ provider: UnsafeMutablePointer<GtkCssProvider>) {
    if let display = gdk_display_get_default() {
      gtk_style_context_remove_provider_for_display(
        display, provider.checked(gtk_style_provider_get_type()))
    }
    g_object_unref(provider.gpointer)
  }
}
