// The only C that Overshoot sees: GTK 4 plus the macros and varargs calls Swift cannot import.
// Every helper is a static inline wrapper, so nothing here needs compiling or linking.
#pragma once
#include <gtk/gtk.h>
#include <glib-unix.h>
#include <dlfcn.h>
#include <unistd.h>
#include <sys/resource.h>

// ---- libdispatch's main-queue hooks (exported by libdispatch.so; Foundation's RunLoop uses them).
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

static inline int overshoot_dispatch_main_queue_fd(void) {
  return _dispatch_get_main_queue_handle_4CF();
}
static inline void overshoot_dispatch_drain_main_queue(void) {
  _dispatch_main_queue_callback_4CF(NULL);
}

// ---- GType constants (macros that call functions).
static inline GType overshoot_type_object(void) { return G_TYPE_OBJECT; }
static inline GType overshoot_type_string(void) { return G_TYPE_STRING; }
static inline GType overshoot_type_boolean(void) { return G_TYPE_BOOLEAN; }
static inline GType overshoot_type_int(void) { return G_TYPE_INT; }
static inline GType overshoot_type_uint(void) { return G_TYPE_UINT; }
static inline GType overshoot_type_double(void) { return G_TYPE_DOUBLE; }
static inline GType overshoot_type_list_model(void) { return G_TYPE_LIST_MODEL; }
static inline GType overshoot_type_widget(void) { return GTK_TYPE_WIDGET; }
static inline GType overshoot_type_window(void) { return GTK_TYPE_WINDOW; }
static inline GType overshoot_type_scrolled_window(void) { return GTK_TYPE_SCROLLED_WINDOW; }
static inline GType overshoot_type_list_view(void) { return GTK_TYPE_LIST_VIEW; }
static inline GType overshoot_type_list_item(void) { return GTK_TYPE_LIST_ITEM; }
static inline GType overshoot_type_adjustment(void) { return GTK_TYPE_ADJUSTMENT; }

// ---- Checked casts: GLib verifies the instance type in debug builds and logs a CRITICAL.
static inline GObject *overshoot_object(gpointer p) { return G_OBJECT(p); }
static inline GtkWidget *overshoot_widget(gpointer p) { return GTK_WIDGET(p); }
static inline GtkWindow *overshoot_window(gpointer p) { return GTK_WINDOW(p); }
static inline GtkApplication *overshoot_application(gpointer p) { return GTK_APPLICATION(p); }
static inline GApplication *overshoot_g_application(gpointer p) { return G_APPLICATION(p); }
static inline GtkScrolledWindow *overshoot_scrolled_window(gpointer p) {
  return GTK_SCROLLED_WINDOW(p);
}
static inline GtkBox *overshoot_box(gpointer p) { return GTK_BOX(p); }
static inline GtkLabel *overshoot_label(gpointer p) { return GTK_LABEL(p); }
static inline GtkButton *overshoot_button(gpointer p) { return GTK_BUTTON(p); }
static inline GtkHeaderBar *overshoot_header_bar(gpointer p) { return GTK_HEADER_BAR(p); }
static inline GtkListView *overshoot_list_view(gpointer p) { return GTK_LIST_VIEW(p); }
static inline GtkListItem *overshoot_list_item(gpointer p) { return GTK_LIST_ITEM(p); }
static inline GtkOverlay *overshoot_overlay(gpointer p) { return GTK_OVERLAY(p); }
static inline GtkRevealer *overshoot_revealer(gpointer p) { return GTK_REVEALER(p); }
static inline GtkSpinner *overshoot_spinner(gpointer p) { return GTK_SPINNER(p); }
static inline GtkImage *overshoot_image(gpointer p) { return GTK_IMAGE(p); }
static inline GtkEventController *overshoot_event_controller(gpointer p) {
  return GTK_EVENT_CONTROLLER(p);
}
static inline GtkGesture *overshoot_gesture(gpointer p) { return GTK_GESTURE(p); }
static inline GtkGestureSingle *overshoot_gesture_single(gpointer p) {
  return GTK_GESTURE_SINGLE(p);
}
static inline GtkGestureDrag *overshoot_gesture_drag(gpointer p) { return GTK_GESTURE_DRAG(p); }
static inline GtkNative *overshoot_native(gpointer p) { return GTK_NATIVE(p); }
static inline GActionMap *overshoot_action_map(gpointer p) { return G_ACTION_MAP(p); }
static inline GListModel *overshoot_list_model(gpointer p) { return G_LIST_MODEL(p); }
static inline GdkPaintable *overshoot_paintable(gpointer p) { return GDK_PAINTABLE(p); }
static inline GtkAccessible *overshoot_accessible(gpointer p) { return GTK_ACCESSIBLE(p); }
static inline GtkOrientable *overshoot_orientable(gpointer p) { return GTK_ORIENTABLE(p); }
static inline GtkEditable *overshoot_editable(gpointer p) { return GTK_EDITABLE(p); }
static inline GtkSelectionModel *overshoot_selection_model(gpointer p) {
  return GTK_SELECTION_MODEL(p);
}
static inline gboolean overshoot_is_object(gpointer p) { return G_IS_OBJECT(p); }
static inline gboolean overshoot_is_widget(gpointer p) { return GTK_IS_WIDGET(p); }

// ---- GSource return values.
static inline gboolean overshoot_source_continue(void) { return G_SOURCE_CONTINUE; }
static inline gboolean overshoot_source_remove(void) { return G_SOURCE_REMOVE; }

// ---- Object flags Swift cannot read.
static inline gboolean overshoot_object_is_floating(gpointer p) {
  return g_object_is_floating(p);
}
static inline guint overshoot_object_ref_count(gpointer p) {
  return G_OBJECT(p)->ref_count;
}

// ---- Varargs calls.
static inline void overshoot_object_set_bool(gpointer obj, const char *name, gboolean value) {
  g_object_set(obj, name, value, NULL);
}
static inline void overshoot_object_set_int(gpointer obj, const char *name, int value) {
  g_object_set(obj, name, value, NULL);
}
static inline void overshoot_object_set_double(gpointer obj, const char *name, double value) {
  g_object_set(obj, name, value, NULL);
}
static inline void overshoot_object_set_string(gpointer obj, const char *name, const char *value) {
  g_object_set(obj, name, value, NULL);
}
static inline gboolean overshoot_object_get_bool(gpointer obj, const char *name) {
  gboolean value = FALSE;
  g_object_get(obj, name, &value, NULL);
  return value;
}
static inline double overshoot_object_get_double(gpointer obj, const char *name) {
  double value = 0;
  g_object_get(obj, name, &value, NULL);
  return value;
}
static inline void overshoot_signal_emit_by_name(gpointer obj, const char *name) {
  g_signal_emit_by_name(obj, name);
}
static inline void overshoot_signal_emit_position(gpointer obj, const char *name, int pos) {
  g_signal_emit_by_name(obj, name, pos);
}
static inline gboolean overshoot_signal_emit_scroll(gpointer controller, double dx, double dy) {
  gboolean handled = FALSE;
  g_signal_emit_by_name(controller, "scroll", dx, dy, &handled);
  return handled;
}
static inline void overshoot_settings_set_bool(const char *name, gboolean value) {
  GtkSettings *settings = gtk_settings_get_default();
  if (settings) g_object_set(settings, name, value, NULL);
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
static inline void overshoot_accessible_set_description(gpointer accessible, const char *text) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                 text, -1);
}
static inline GVariant *overshoot_variant_uint(guint value) { return g_variant_new_uint32(value); }
static inline const GVariantType *overshoot_variant_type_uint(void) {
  return G_VARIANT_TYPE_UINT32;
}
static inline const GVariantType *overshoot_variant_type_string(void) {
  return G_VARIANT_TYPE_STRING;
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

// ---- Process CPU time (user + system) in seconds, for the idle-CPU check.
static inline double overshoot_process_cpu_seconds(void) {
  struct rusage usage;
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_utime.tv_sec + usage.ru_utime.tv_usec / 1e6 + usage.ru_stime.tv_sec +
         usage.ru_stime.tv_usec / 1e6;
}

// ---- CPU time of the calling thread in nanoseconds, for per-frame benchmarks.
#include <time.h>
static inline long long overshoot_thread_cpu_nanoseconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
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

// ---- GVariant types and values for action parameters.
static inline const GVariantType *overshoot_variant_type_int64(void) { return G_VARIANT_TYPE_INT64; }
static inline const GVariantType *overshoot_variant_type_boolean(void) {
  return G_VARIANT_TYPE_BOOLEAN;
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

// ---- GtkFileChooser is an interface; Swift sees no cast for it.
static inline GtkFileChooser *overshoot_file_chooser(gpointer p) { return GTK_FILE_CHOOSER(p); }
static inline GtkNativeDialog *overshoot_native_dialog(gpointer p) { return GTK_NATIVE_DIALOG(p); }

// ---- Desktop integration: the in-memory settings backend, menus, dialogs, D-Bus variants.
// gsettingsbackend.h refuses to be included unless this is defined; only the backend
// constructors are used (the fallback when the settings schema is not installed).
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>

static inline GMenuModel *overshoot_menu_model(gpointer p) { return G_MENU_MODEL(p); }
static inline GtkMenuButton *overshoot_menu_button(gpointer p) { return GTK_MENU_BUTTON(p); }
static inline GtkAboutDialog *overshoot_about_dialog(gpointer p) { return GTK_ABOUT_DIALOG(p); }
static inline GActionGroup *overshoot_action_group(gpointer p) { return G_ACTION_GROUP(p); }
static inline GAction *overshoot_action(gpointer p) { return G_ACTION(p); }
static inline GSettings *overshoot_settings(gpointer p) { return G_SETTINGS(p); }
static inline gboolean overshoot_is_shortcuts_window(gpointer p) {
  return GTK_IS_SHORTCUTS_WINDOW(p);
}
static inline gboolean overshoot_is_about_dialog(gpointer p) { return GTK_IS_ABOUT_DIALOG(p); }
/// A `(ss)` tuple, such as the portal Settings.Read arguments (namespace, key).
static inline GVariant *overshoot_variant_string_pair(const char *first, const char *second) {
  return g_variant_new("(ss)", first, second);
}
