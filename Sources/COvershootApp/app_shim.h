// The feed reader's own C helpers: the macros and varargs calls only the app needs. Not part of
// the library: nothing in GtkGlue or Overshoot includes this. Static inline, nothing to link.
#pragma once
#include <gtk/gtk.h>
// gsettingsbackend.h refuses to be included unless this is defined; only the backend
// constructors are used (the fallback when the settings schema is not installed).
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>

// ---- Varargs calls and GVariant type macros.
static inline void overshoot_settings_set_bool(const char *name, gboolean value) {
  GtkSettings *settings = gtk_settings_get_default();
  if (settings) g_object_set(settings, name, value, NULL);
}
static inline void overshoot_accessible_set_description(gpointer accessible, const char *text) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                 text, -1);
}
static inline const GVariantType *overshoot_variant_type_uint(void) {
  return G_VARIANT_TYPE_UINT32;
}
static inline const GVariantType *overshoot_variant_type_int64(void) { return G_VARIANT_TYPE_INT64; }
/// A `(ss)` tuple, such as the portal Settings.Read arguments (namespace, key).
static inline GVariant *overshoot_variant_string_pair(const char *first, const char *second) {
  return g_variant_new("(ss)", first, second);
}

// ---- CSS for the whole display (load_from_data is the 4.8 spelling).
static inline void overshoot_add_application_css(const char *css) {
  GtkCssProvider *provider = gtk_css_provider_new();
  gtk_css_provider_load_from_data(provider, css, -1);
  gtk_style_context_add_provider_for_display(gdk_display_get_default(),
                                             GTK_STYLE_PROVIDER(provider),
                                             GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_unref(provider);
}
