// The only C that Overshoot sees: GTK 4 plus the macros and varargs calls Swift cannot import,
// and only those the library itself (GtkGlue, Overshoot) calls. The tests' own helpers are in
// CGtkTestSupport; casts are GtkGlue's `checked(…)`, not C.
// Every helper is a static inline wrapper, so nothing here needs compiling or linking.
#pragma once
#include <gtk/gtk.h>
// gsettingsbackend.h refuses to be included unless this is defined; only the backend
// constructors are used (SettingsStore's in-memory fallback when no schema is installed).
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
#include <glib-unix.h>
#include <dlfcn.h>

// ---- libdispatch's main-queue hooks (exported by libdispatch.so; Foundation's RunLoop uses them).
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

static inline int overshoot_dispatch_main_queue_fd(void) {
  return _dispatch_get_main_queue_handle_4CF();
}
static inline void overshoot_dispatch_drain_main_queue(void) {
  _dispatch_main_queue_callback_4CF(NULL);
}

// ---- GSource return values.
static inline gboolean overshoot_source_continue(void) { return G_SOURCE_CONTINUE; }
static inline gboolean overshoot_source_remove(void) { return G_SOURCE_REMOVE; }

// ---- Object fields Swift cannot read.
static inline guint overshoot_object_ref_count(gpointer p) {
  return G_OBJECT(p)->ref_count;
}

// ---- Varargs calls.
static inline void overshoot_signal_emit_by_name(gpointer obj, const char *name) {
  g_signal_emit_by_name(obj, name);
}
static inline gboolean overshoot_settings_get_bool(const char *name) {
  GtkSettings *settings = gtk_settings_get_default();
  gboolean value = FALSE;
  if (settings) g_object_get(settings, name, &value, NULL);
  return value;
}
static inline void overshoot_accessible_set_label(gpointer accessible, const char *label) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                 -1);
}
static inline void overshoot_accessible_set_hidden(gpointer accessible, gboolean hidden) {
  gtk_accessible_update_state(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}

// ---- Varargs calls and GVariant type macros the typed wrappers use (Action, SettingsStore,
// SystemColorScheme, accessibility descriptions).
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
static inline const GVariantType *overshoot_variant_type_boolean(void) {
  return G_VARIANT_TYPE_BOOLEAN;
}
static inline const GVariantType *overshoot_variant_type_string(void) {
  return G_VARIANT_TYPE_STRING;
}
/// A `(ss)` tuple, such as the portal Settings.Read arguments (namespace, key).
static inline GVariant *overshoot_variant_string_pair(const char *first, const char *second) {
  return g_variant_new("(ss)", first, second);
}

// ---- GtkSettings strings (`gtk-theme-name`): a newly allocated copy or NULL; g_free it.
static inline char *overshoot_settings_dup_string(const char *name) {
  GtkSettings *settings = gtk_settings_get_default();
  char *value = NULL;
  if (settings) g_object_get(settings, name, &value, NULL);
  return value;
}
static inline void overshoot_settings_set_string(const char *name, const char *value) {
  GtkSettings *settings = gtk_settings_get_default();
  if (settings) g_object_set(settings, name, value, NULL);
}

// ---- A GtkSettings boolean that may not exist in this GTK: the fallback when it does not.
static inline gboolean overshoot_settings_get_bool_or(const char *name, gboolean fallback) {
  GtkSettings *settings = gtk_settings_get_default();
  if (!settings || !g_object_class_find_property(G_OBJECT_GET_CLASS(settings), name))
    return fallback;
  gboolean value = fallback;
  g_object_get(settings, name, &value, NULL);
  return value;
}

// ---- Newer-than-4.8 API, looked up at run time so a newer GTK (the Flatpak runtime) is used.
typedef void (*overshoot_announce_fn)(GtkAccessible *, const char *, int);
/// gtk_accessible_announce (GTK 4.14+). Returns FALSE when this GTK has none.
static inline gboolean overshoot_accessible_announce(gpointer accessible, const char *message) {
  static overshoot_announce_fn fn = NULL;
  static gboolean looked_up = FALSE;
  if (!looked_up) {
    fn = (overshoot_announce_fn)dlsym(RTLD_DEFAULT, "gtk_accessible_announce");
    looked_up = TRUE;
  }
  if (!fn) return FALSE;
  fn(GTK_ACCESSIBLE(accessible), message, 1 /* GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM */);
  return TRUE;
}
