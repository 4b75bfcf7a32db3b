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

// ---- C casts the app still calls where a receiver is not a plain name (GtkGlue's `checked(…)`
// is the vocabulary; these go as the app moves onto the typed API).
static inline GtkAboutDialog *overshoot_about_dialog(gpointer p) { return GTK_ABOUT_DIALOG(p); }
static inline GAction *overshoot_action(gpointer p) { return G_ACTION(p); }
static inline GActionGroup *overshoot_action_group(gpointer p) { return G_ACTION_GROUP(p); }
static inline GtkApplication *overshoot_application(gpointer p) { return GTK_APPLICATION(p); }
static inline GtkEditable *overshoot_editable(gpointer p) { return GTK_EDITABLE(p); }
static inline GtkFileChooser *overshoot_file_chooser(gpointer p) { return GTK_FILE_CHOOSER(p); }
static inline GtkMenuButton *overshoot_menu_button(gpointer p) { return GTK_MENU_BUTTON(p); }
static inline GMenuModel *overshoot_menu_model(gpointer p) { return G_MENU_MODEL(p); }
static inline GtkNativeDialog *overshoot_native_dialog(gpointer p) { return GTK_NATIVE_DIALOG(p); }
static inline GtkRevealer *overshoot_revealer(gpointer p) { return GTK_REVEALER(p); }
static inline GSettings *overshoot_settings(gpointer p) { return G_SETTINGS(p); }
