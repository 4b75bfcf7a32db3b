// GTK's fastest list path, written in C: the baselines the Swift lists are measured against.
// Benchmark-only; nothing in the library or the app links this.
#pragma once
#include <gtk/gtk.h>

/// A GtkListView over a GtkStringList of `rows` strings, `format` printed with each index, whose
/// GtkSignalListItemFactory makes one left-aligned GtkLabel per row (setup) and sets its text
/// from the GtkStringObject (bind): no expressions, no Swift.
GtkWidget *baseline_label_list_view(guint rows, const char *format);

/// As `baseline_label_list_view`, but each row is what `List(items, id:) { Text($0) }` builds:
/// a vertical GtkBox holding a wrapping GtkLabel, made in setup and set in bind, in C, with
/// separators shown between rows as List shows them by default.
GtkWidget *baseline_boxed_label_list_view(guint rows, const char *format);

/// A GtkListView of `rows` timeline rows with the app's row's widgets: the unread dot, a
/// vertical box of three labels (title, meta, summary) configured like the app's, and a flat
/// star button, bound in C from precomputed strings.
GtkWidget *baseline_timeline_list_view(guint rows);

/// The calling thread's CPU time, in nanoseconds.
guint64 baseline_thread_cpu_ns(void);

/// Resident set size of this process, in bytes (VmRSS of /proc/self/status), 0 if unknown.
guint64 baseline_resident_bytes(void);

/// The event controller named `name` on `widget`, or NULL: how the bench finds the refreshable
/// view's pull controller to drive it.
GtkEventController *baseline_find_controller(GtkWidget *widget, const char *name);

/// Emits `scroll(dx, dy)` on a GtkEventControllerScroll, as a touchpad would.
void baseline_emit_scroll(GtkEventController *controller, double dx, double dy);

/// Emits a signal that takes no arguments and returns nothing (`scroll-begin`, `scroll-end`).
void baseline_emit(gpointer instance, const char *signal);

/// Returns freed heap to the system (malloc_trim), so resident memory shows what is held.
void baseline_release_free_memory(void);

/// The 1-minute load average, or -1 if unknown: printed next to every figure.
double baseline_load_average(void);
