// C helpers only the GTK tests call: signals emitted with arguments (varargs) and process CPU
// time. Not part of the library or the app. Static inline, nothing to link.
#pragma once
#include <gtk/gtk.h>
#include <sys/resource.h>

// From gdk/x11/gdkx.h, declared here instead of included so that Xlib's names (Window, Display)
// stay out of Swift, where they would shadow Overshoot's Window.
GType gdk_x11_surface_get_type(void);
unsigned long gdk_x11_surface_get_xid(GdkSurface *surface);

/// The X window of a realized toplevel on an X11 display, 0 otherwise (not yet realized, or not
/// X11): what xdotool focuses, found without matching its title.
static inline unsigned long overshoot_x11_window_id(GtkWidget *window) {
  GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(window));
  if (!surface || !G_TYPE_CHECK_INSTANCE_TYPE(surface, gdk_x11_surface_get_type())) return 0;
  return gdk_x11_surface_get_xid(surface);
}

// ---- Emitting signals with arguments (g_signal_emit_by_name is varargs).
static inline void overshoot_signal_emit_position(gpointer obj, const char *name, int pos) {
  g_signal_emit_by_name(obj, name, pos);
}
static inline gboolean overshoot_signal_emit_scroll(gpointer controller, double dx, double dy) {
  gboolean handled = FALSE;
  g_signal_emit_by_name(controller, "scroll", dx, dy, &handled);
  return handled;
}
/// Emits a void signal with two doubles: a drag's `drag-begin`/`drag-update`, a scroll
/// controller's `decelerate`.
static inline void overshoot_signal_emit_two_doubles(gpointer obj, const char *name, double a,
                                                     double b) {
  g_signal_emit_by_name(obj, name, a, b);
}

// ---- Process CPU time (user + system) in seconds, for the idle-CPU check.
/// Emits a click gesture's `released` with `presses` presses at (x, y), as a click would.
static inline void overshoot_signal_emit_released(gpointer gesture, int presses, double x,
                                                  double y) {
  g_signal_emit_by_name(gesture, "released", presses, x, y);
}
/// Emits a long-press gesture's `pressed` at (x, y), as holding a finger there does.
static inline void overshoot_signal_emit_long_pressed(gpointer gesture, double x, double y) {
  g_signal_emit_by_name(gesture, "pressed", x, y);
}

static inline double overshoot_process_cpu_seconds(void) {
  struct rusage usage;
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_utime.tv_sec + usage.ru_utime.tv_usec / 1e6 + usage.ru_stime.tv_sec +
         usage.ru_stime.tv_usec / 1e6;
}

// ---- Log levels, for the tests' log writer. GLib 2.86+ imports GLogLevelFlags as an option set
// (signed) without the global constants, older GLib as a plain enum (unsigned): asked in C, the
// question reads the same from both.
static inline gboolean overshoot_log_level_is_critical(GLogLevelFlags level) {
  return (level & G_LOG_LEVEL_CRITICAL) != 0;
}
static inline gboolean overshoot_log_level_is_warning(GLogLevelFlags level) {
  return (level & G_LOG_LEVEL_WARNING) != 0;
}

// ---- Answering GTK's own GtkFileChooserDialog. gtk_dialog_response is deprecated since 4.10 with
// GtkDialog itself, which GTK still shows when no portal answers; emitting the signal is all it
// does, and reads the same on every GTK.
static inline void overshoot_dialog_emit_response(gpointer dialog, int response) {
  g_signal_emit_by_name(dialog, "response", response);
}

// ---- Reading an accessible property back (gtk_test_accessible_check_property is varargs).
// Whether `accessible`'s description is `text`.
static inline gboolean overshoot_accessible_description_is(gpointer accessible, const char *text) {
  char *mismatch = gtk_test_accessible_check_property(
      GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text);
  gboolean same = mismatch == NULL;
  g_free(mismatch);
  return same;
}
/// Whether `accessible`'s accessible label is `text` (GTK 4.8 has no getter; its test API does).
static inline gboolean overshoot_accessible_label_is(gpointer accessible, const char *text) {
  char *mismatch = gtk_test_accessible_check_property(GTK_ACCESSIBLE(accessible),
                                                      GTK_ACCESSIBLE_PROPERTY_LABEL, text);
  gboolean same = mismatch == NULL;
  g_free(mismatch);
  return same;
}

/// How many unblocked handlers `instance`'s signal `name` has now, e.g. a frame clock's
/// `update`: each is found, blocked so the next search skips it, and unblocked again at the end
/// (GLib has no counting call, and its *_matched calls need a closure, function or data).
static inline guint overshoot_signal_handler_count(gpointer instance, const char *name) {
  guint signal = g_signal_lookup(name, G_OBJECT_TYPE(instance));
  GArray *found = g_array_new(FALSE, FALSE, sizeof(gulong));
  gulong id;
  while ((id = g_signal_handler_find(instance, G_SIGNAL_MATCH_ID | G_SIGNAL_MATCH_UNBLOCKED,
                                     signal, 0, NULL, NULL, NULL)) != 0) {
    g_signal_handler_block(instance, id);
    g_array_append_val(found, id);
  }
  for (guint i = 0; i < found->len; i++)
    g_signal_handler_unblock(instance, g_array_index(found, gulong, i));
  guint count = found->len;
  g_array_free(found, TRUE);
  return count;
}
