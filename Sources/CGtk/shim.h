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

// ---- GLib flags. GLib 2.86 and later mark their flag enums G_GNUC_FLAG_ENUM, which Swift
// imports as option sets without the global constants (G_CONNECT_AFTER and the like); older
// GLib's are plain enums. These hand Swift the typed value whichever shape the header has, so
// one spelling builds against every GLib.
static inline GConnectFlags overshoot_connect_flags(gboolean after) {
  return after ? G_CONNECT_AFTER : (GConnectFlags)0;
}
static inline GApplicationFlags overshoot_application_flags(gboolean opens_files,
                                                            gboolean is_unique) {
  GApplicationFlags flags = G_APPLICATION_DEFAULT_FLAGS;
  if (opens_files) flags |= G_APPLICATION_HANDLES_OPEN;
  if (!is_unique) flags |= G_APPLICATION_NON_UNIQUE;
  return flags;
}
/// Search PATH for the program, its output discarded.
static inline GSpawnFlags overshoot_spawn_flags_quiet(void) {
  return G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL;
}
static inline gboolean overshoot_file_exists(const char *path) {
  return g_file_test(path, G_FILE_TEST_EXISTS);
}
static inline gboolean overshoot_is_directory(const char *path) {
  return g_file_test(path, G_FILE_TEST_IS_DIR);
}
/// Handlers matched by their user data.
static inline GSignalMatchType overshoot_signal_match_data(void) { return G_SIGNAL_MATCH_DATA; }
static inline GDBusCallFlags overshoot_dbus_call_flags_none(void) { return G_DBUS_CALL_FLAGS_NONE; }
static inline GDBusSignalFlags overshoot_dbus_signal_flags_none(void) {
  return G_DBUS_SIGNAL_FLAGS_NONE;
}

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
/// A vertical GtkBox that screen readers announce as a heading (a widget's accessible role is
/// fixed when it is made): a list section's header.
static inline GtkWidget *overshoot_heading_box_new(void) {
  return g_object_new(GTK_TYPE_BOX, "orientation", GTK_ORIENTATION_VERTICAL, "accessible-role",
                      GTK_ACCESSIBLE_ROLE_HEADING, NULL);
}
/// A horizontal GtkBox that screen readers read as a progress bar named by its accessible label:
/// the pull indicator, whose label says how far the pull has come ("Release to refresh"). Later
/// GTKs (4.18, 4.24) expose no name for a generic box, which its role is otherwise, nor for a
/// status (ARIA prohibits naming both), so a pull's progress reached no screen reader there.
static inline GtkWidget *overshoot_progress_box_new(int spacing) {
  return g_object_new(GTK_TYPE_BOX, "orientation", GTK_ORIENTATION_HORIZONTAL, "spacing", spacing,
                      "accessible-role", GTK_ACCESSIBLE_ROLE_PROGRESS_BAR, NULL);
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

// ---- A GtkSettings boolean that may not exist in this GTK: the fallback when it does not.
static inline gboolean overshoot_settings_get_bool_or(const char *name, gboolean fallback) {
  GtkSettings *settings = gtk_settings_get_default();
  if (!settings || !g_object_class_find_property(G_OBJECT_GET_CLASS(settings), name))
    return fallback;
  gboolean value = fallback;
  g_object_get(settings, name, &value, NULL);
  return value;
}

// ---- Newer-than-4.8 API, looked up at run time so a newer GTK (the Flatpak runtime) is used
// although the build sees 4.8's headers. Every look-up goes through this one macro: the symbol is
// found once per call site (dlsym on the process, where libgtk is loaded), NULL on a GTK without it.
#define OVERSHOOT_NEWER_GTK(fn_type, symbol)                                                       \
  ({                                                                                               \
    static fn_type overshoot_fn_ = NULL;                                                           \
    static gboolean overshoot_looked_up_ = FALSE;                                                  \
    if (!overshoot_looked_up_) {                                                                   \
      overshoot_fn_ = (fn_type)dlsym(RTLD_DEFAULT, symbol);                                        \
      overshoot_looked_up_ = TRUE;                                                                 \
    }                                                                                              \
    overshoot_fn_;                                                                                 \
  })

typedef void (*overshoot_announce_fn)(GtkAccessible *, const char *, int);
/// gtk_accessible_announce (GTK 4.14+). Returns FALSE when this GTK has none.
static inline gboolean overshoot_accessible_announce(gpointer accessible, const char *message) {
  overshoot_announce_fn fn = OVERSHOOT_NEWER_GTK(overshoot_announce_fn, "gtk_accessible_announce");
  if (!fn) return FALSE;
  fn(GTK_ACCESSIBLE(accessible), message, 1 /* GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM */);
  return TRUE;
}

typedef void (*overshoot_list_view_scroll_to_fn)(GtkListView *, guint, int, gpointer);
/// gtk_list_view_scroll_to (GTK 4.12+): brings the row at `position` into view with as little
/// scrolling as needed and, with `focus`, moves the keyboard focus to it when the focus is in the
/// list. Returns FALSE when this GTK has none (4.8: the `list.scroll-to-item` action scrolls).
static inline gboolean overshoot_list_view_scroll_to(GtkWidget *list, guint position,
                                                     gboolean focus) {
  overshoot_list_view_scroll_to_fn fn =
      OVERSHOOT_NEWER_GTK(overshoot_list_view_scroll_to_fn, "gtk_list_view_scroll_to");
  if (!fn) return FALSE;
  // GTK_LIST_SCROLL_NONE 0, GTK_LIST_SCROLL_FOCUS 1; no GtkScrollInfo: scroll into view.
  fn(GTK_LIST_VIEW(list), position, focus ? 1 : 0, NULL);
  return TRUE;
}

typedef void (*overshoot_list_item_set_label_fn)(GtkListItem *, const char *);
/// gtk_list_item_set_accessible_label (GTK 4.12+): what a screen reader says for the list item
/// GTK wraps around a row. Returns FALSE when this GTK has none.
static inline gboolean overshoot_list_item_set_accessible_label(gpointer item, const char *label) {
  overshoot_list_item_set_label_fn fn =
      OVERSHOOT_NEWER_GTK(overshoot_list_item_set_label_fn, "gtk_list_item_set_accessible_label");
  if (!fn) return FALSE;
  fn(GTK_LIST_ITEM(item), label);
  return TRUE;
}

typedef void (*overshoot_list_view_set_tab_fn)(GtkListView *, int);
/// gtk_list_view_set_tab_behavior(GTK_LIST_TAB_ITEM) (GTK 4.12+): Tab leaves the list instead of
/// walking its rows. Returns FALSE when this GTK has none.
static inline gboolean overshoot_list_view_tab_leaves(GtkWidget *list) {
  overshoot_list_view_set_tab_fn fn =
      OVERSHOOT_NEWER_GTK(overshoot_list_view_set_tab_fn, "gtk_list_view_set_tab_behavior");
  if (!fn) return FALSE;
  fn(GTK_LIST_VIEW(list), 1 /* GTK_LIST_TAB_ITEM */);
  return TRUE;
}

typedef GType (*overshoot_get_type_fn)(void);
/// GtkSectionModel's type (GTK 4.12+), or 0 when this GTK has no sections (4.8: a section's
/// heading is a row of its own).
static inline GType overshoot_section_model_type(void) {
  overshoot_get_type_fn fn =
      OVERSHOOT_NEWER_GTK(overshoot_get_type_fn, "gtk_section_model_get_type");
  return fn ? fn() : 0;
}

/// GtkSectionModelInterface as gtksectionmodel.h declares it (GTK 4.12 to 4.24): the interface
/// header, then `get_section`, which reports the section [start, end) holding `position`.
typedef struct {
  GTypeInterface g_iface;
  void (*get_section)(gpointer model, guint position, guint *out_start, guint *out_end);
} OvershootSectionModelInterface;

typedef void (*overshoot_list_view_set_header_factory_fn)(GtkListView *, GtkListItemFactory *);
/// gtk_list_view_set_header_factory (GTK 4.12+): `factory` makes the widgets of the section
/// headers. Returns FALSE when this GTK has none.
static inline gboolean overshoot_list_view_set_header_factory(GtkWidget *list,
                                                              GtkListItemFactory *factory) {
  overshoot_list_view_set_header_factory_fn fn = OVERSHOOT_NEWER_GTK(
      overshoot_list_view_set_header_factory_fn, "gtk_list_view_set_header_factory");
  if (!fn) return FALSE;
  fn(GTK_LIST_VIEW(list), factory);
  return TRUE;
}

typedef guint (*overshoot_list_header_get_start_fn)(gpointer);
/// gtk_list_header_get_start (GTK 4.12+): the first position of the header's section; only
/// called for a GtkListHeader, which only a 4.12+ GTK makes, so the symbol is there.
static inline guint overshoot_list_header_get_start(gpointer header) {
  overshoot_list_header_get_start_fn fn =
      OVERSHOOT_NEWER_GTK(overshoot_list_header_get_start_fn, "gtk_list_header_get_start");
  return fn ? fn(header) : GTK_INVALID_LIST_POSITION;
}

typedef gpointer (*overshoot_list_header_get_item_fn)(gpointer);
/// gtk_list_header_get_item (GTK 4.12+): the first item of the header's section (no reference
/// given), or NULL. Unlike the start, which GTK leaves as it was when a section moves without
/// its first item changing, the item follows the section.
static inline gpointer overshoot_list_header_get_item(gpointer header) {
  overshoot_list_header_get_item_fn fn =
      OVERSHOOT_NEWER_GTK(overshoot_list_header_get_item_fn, "gtk_list_header_get_item");
  return fn ? fn(header) : NULL;
}

typedef GtkWidget *(*overshoot_list_header_get_child_fn)(gpointer);
/// gtk_list_header_get_child (GTK 4.12+), NULL when this GTK has none.
static inline GtkWidget *overshoot_list_header_get_child(gpointer header) {
  overshoot_list_header_get_child_fn fn =
      OVERSHOOT_NEWER_GTK(overshoot_list_header_get_child_fn, "gtk_list_header_get_child");
  return fn ? fn(header) : NULL;
}

typedef void (*overshoot_list_header_set_child_fn)(gpointer, GtkWidget *);
/// gtk_list_header_set_child (GTK 4.12+): shows `child` (or nothing) as the section's header.
static inline void overshoot_list_header_set_child(gpointer header, GtkWidget *child) {
  overshoot_list_header_set_child_fn fn =
      OVERSHOOT_NEWER_GTK(overshoot_list_header_set_child_fn, "gtk_list_header_set_child");
  if (fn) fn(header, child);
}

// ---- Successors of API that GTK 4.10 and 4.12 deprecate, chosen at run time. A build against
// 4.8 headers must still use the successor on a newer GTK (the Flatpak runtime) and keep working
// on 4.8, which has none; so each successor is looked up with dlsym, and each deprecated call is
// confined to its fallback branch below (this [system] module keeps it from warning anywhere).

typedef void (*overshoot_css_load_string_fn)(GtkCssProvider *, const char *);
/// Replaces the provider's rules with `css`: gtk_css_provider_load_from_string (GTK 4.12+), else
/// gtk_css_provider_load_from_data (deprecated in 4.12).
static inline void overshoot_css_provider_load(GtkCssProvider *provider, const char *css) {
  overshoot_css_load_string_fn fn =
      OVERSHOOT_NEWER_GTK(overshoot_css_load_string_fn, "gtk_css_provider_load_from_string");
  if (fn)
    fn(provider, css);
  else
    gtk_css_provider_load_from_data(provider, css, -1);
}

typedef void (*overshoot_widget_get_color_fn)(GtkWidget *, GdkRGBA *);
/// The widget's CSS foreground colour: gtk_widget_get_color (GTK 4.10+), else its style
/// context's (deprecated in 4.10).
static inline void overshoot_widget_get_color(GtkWidget *widget, GdkRGBA *color) {
  overshoot_widget_get_color_fn fn =
      OVERSHOOT_NEWER_GTK(overshoot_widget_get_color_fn, "gtk_widget_get_color");
  if (fn)
    fn(widget, color);
  else
    gtk_style_context_get_color(gtk_widget_get_style_context(widget), color);
}

// GtkFileDialog (GTK 4.10+), declared here because the 4.8 headers have no such type. The
// dialog is passed as a gpointer: its struct is opaque and named only by newer headers.
typedef struct {
  gpointer (*create)(void);
  void (*set_title)(gpointer, const char *);
  void (*set_modal)(gpointer, gboolean);
  void (*set_accept_label)(gpointer, const char *);
  void (*set_filters)(gpointer, GListModel *);
  void (*set_default_filter)(gpointer, GtkFileFilter *);
  void (*set_initial_name)(gpointer, const char *);
  void (*open)(gpointer, GtkWindow *, GCancellable *, GAsyncReadyCallback, gpointer);
  GFile *(*open_finish)(gpointer, GAsyncResult *, GError **);
  void (*save)(gpointer, GtkWindow *, GCancellable *, GAsyncReadyCallback, gpointer);
  GFile *(*save_finish)(gpointer, GAsyncResult *, GError **);
} overshoot_file_dialog_api;

/// GtkFileDialog's functions, or NULL when this GTK (4.8) has not all of them.
static inline const overshoot_file_dialog_api *overshoot_file_dialog_lookup(void) {
  static overshoot_file_dialog_api api;
  static gboolean looked_up = FALSE, complete = FALSE;
  if (!looked_up) {
    looked_up = TRUE;
#define OVERSHOOT_LOOK_UP(field, symbol)                                                           \
  if (!(api.field = OVERSHOOT_NEWER_GTK(__typeof__(api.field), symbol))) return NULL;
    OVERSHOOT_LOOK_UP(create, "gtk_file_dialog_new")
    OVERSHOOT_LOOK_UP(set_title, "gtk_file_dialog_set_title")
    OVERSHOOT_LOOK_UP(set_modal, "gtk_file_dialog_set_modal")
    OVERSHOOT_LOOK_UP(set_accept_label, "gtk_file_dialog_set_accept_label")
    OVERSHOOT_LOOK_UP(set_filters, "gtk_file_dialog_set_filters")
    OVERSHOOT_LOOK_UP(set_default_filter, "gtk_file_dialog_set_default_filter")
    OVERSHOOT_LOOK_UP(set_initial_name, "gtk_file_dialog_set_initial_name")
    OVERSHOOT_LOOK_UP(open, "gtk_file_dialog_open")
    OVERSHOOT_LOOK_UP(open_finish, "gtk_file_dialog_open_finish")
    OVERSHOOT_LOOK_UP(save, "gtk_file_dialog_save")
    OVERSHOOT_LOOK_UP(save_finish, "gtk_file_dialog_save_finish")
#undef OVERSHOOT_LOOK_UP
    complete = TRUE;
  }
  return complete ? &api : NULL;
}

// Whether a dialog was shown to save, so the finish helper calls the matching _finish.
#define OVERSHOOT_FILE_DIALOG_SAVING "overshoot-file-dialog-saving"

/// Drops the legacy dialog's task once its response emission is over (GTK 4.8 only).
static inline gboolean overshoot_file_chooser_native_release(gpointer task) {
  g_object_unref(task);
  return G_SOURCE_REMOVE;
}

/// GTK 4.8's answer: the accepted file's path, or NULL, handed to the task.
static inline void overshoot_file_chooser_native_response(GtkNativeDialog *native, int response,
                                                          gpointer task) {
  char *path = NULL;
  if (response == GTK_RESPONSE_ACCEPT) {
    GFile *file = gtk_file_chooser_get_file(GTK_FILE_CHOOSER(native));
    if (file) {
      path = g_file_get_path(file);
      g_object_unref(file);
    }
  }
  g_signal_handlers_disconnect_by_data(native, task);
  g_task_return_pointer(G_TASK(task), path, g_free);
  // The task holds the dialog, which is still emitting this signal: let both go after it.
  g_idle_add(overshoot_file_chooser_native_release, task);
}

/// Shows an open (`saving` FALSE) or save dialog; `callback` gets the answer once, from which
/// overshoot_file_dialog_finish takes the file. `filters` (a GListModel of GtkFileFilter, the
/// first chosen at first) and `initial_name` may be NULL. The dialog keeps itself alive until it
/// answers. GtkFileDialog when this GTK has it (4.10+), else GtkFileChooserNative, deprecated
/// since 4.10 and kept here only for 4.8: both ask the desktop portal inside Flatpak.
static inline void overshoot_file_dialog_show(GtkWindow *parent, const char *title,
                                              const char *accept_label, GListModel *filters,
                                              const char *initial_name, gboolean saving,
                                              GAsyncReadyCallback callback, gpointer user_data) {
  guint filter_count = filters ? g_list_model_get_n_items(filters) : 0;
  const overshoot_file_dialog_api *api = overshoot_file_dialog_lookup();
  if (api) {
    gpointer dialog = api->create();
    api->set_title(dialog, title);
    api->set_modal(dialog, TRUE);
    api->set_accept_label(dialog, accept_label);
    if (filter_count > 0) {
      api->set_filters(dialog, filters);
      GtkFileFilter *first = g_list_model_get_item(filters, 0);
      api->set_default_filter(dialog, first);
      g_object_unref(first);
    }
    if (initial_name) api->set_initial_name(dialog, initial_name);
    g_object_set_data(G_OBJECT(dialog), OVERSHOOT_FILE_DIALOG_SAVING, GINT_TO_POINTER(saving));
    (saving ? api->save : api->open)(dialog, parent, NULL, callback, user_data);
    g_object_unref(dialog);  // the call's task holds it until it answers
    return;
  }
  GtkFileChooserNative *native = gtk_file_chooser_native_new(
      title, parent, saving ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
      accept_label, NULL);
  gtk_native_dialog_set_modal(GTK_NATIVE_DIALOG(native), TRUE);
  for (guint index = 0; index < filter_count; index++) {
    GtkFileFilter *filter = g_list_model_get_item(filters, index);
    gtk_file_chooser_add_filter(GTK_FILE_CHOOSER(native), filter);
    g_object_unref(filter);
  }
  if (initial_name) gtk_file_chooser_set_current_name(GTK_FILE_CHOOSER(native), initial_name);
  // The task holds the dialog until it answers, as GtkFileDialog's own task does.
  GTask *task = g_task_new(native, NULL, callback, user_data);
  g_object_unref(native);
  g_signal_connect(native, "response", G_CALLBACK(overshoot_file_chooser_native_response), task);
  gtk_native_dialog_show(GTK_NATIVE_DIALOG(native));
}

/// The file a dialog from overshoot_file_dialog_show answered with, as a newly allocated local
/// path (g_free it), or NULL when the reader cancelled or the file has no path.
static inline char *overshoot_file_dialog_finish(GObject *source, GAsyncResult *result) {
  const overshoot_file_dialog_api *api = overshoot_file_dialog_lookup();
  if (!api) return g_task_propagate_pointer(G_TASK(result), NULL);
  GError *error = NULL;
  gboolean saving = GPOINTER_TO_INT(g_object_get_data(source, OVERSHOOT_FILE_DIALOG_SAVING));
  GFile *file = (saving ? api->save_finish : api->open_finish)(source, result, &error);
  if (!file) {
    // Cancelling or dismissing is an answer (GTK_DIALOG_ERROR 1, 2, or G_IO_ERROR_CANCELLED in
    // some versions); anything else is a failure worth a line in the log.
    gboolean answered =
        g_error_matches(error, G_IO_ERROR, G_IO_ERROR_CANCELLED) ||
        (error && error->domain == g_quark_from_static_string("gtk-dialog-error-quark") &&
         error->code != 0 /* GTK_DIALOG_ERROR_FAILED */);
    if (error && !answered) g_warning("The file dialog failed: %s", error->message);
    g_clear_error(&error);
    return NULL;
  }
  char *path = g_file_get_path(file);
  g_object_unref(file);
  return path;
}


// Sets a string property by name (g_object_set is variadic, which Swift cannot call), for
// properties without a setter on GTK 4.8 (GtkSearchEntry's placeholder-text came in 4.10).
static inline void overshoot_object_set_string(gpointer object, const char *property,
                                               const char *value) {
  g_object_set(object, property, value, NULL);
}
