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

/// A horizontal GtkBox of what the Swift benches' composed row makes (an image, a vertical box
/// of two wrapping labels, a star button), not yet bound.
GtkWidget *baseline_composed_row_new(void);

/// Shows row `index` in a row made by `baseline_composed_row_new`: its two texts and its star.
void baseline_composed_row_bind(GtkWidget *row, guint index);

/// A GtkListView of `rows` composed rows, each in List's row box (vertical, "described-row"),
/// made in setup and bound in bind, with separators: the twin of `List` over the composed row.
GtkWidget *baseline_composed_list_view(guint rows);

/// A vertical GtkBox of `rows` composed rows, bound to 0..<rows.
GtkWidget *baseline_composed_column_new(guint rows);

/// A GtkScrolledWindow of a vertical GtkBox of `rows` wrapping labels, empty.
GtkWidget *baseline_label_column_new(guint rows);

/// Sets the labels of a column made by `baseline_label_column_new` to `texts`, one each.
void baseline_label_column_set(GtkWidget *scrolled, const char *const *texts);

/// Watches the frames of `window` for `baseline_frames_arm`.
void baseline_frames_watch(GtkWidget *window);

/// From now on, notes the thread's CPU time after the next frame of a watched window that
/// paints.
void baseline_frames_arm(void);

/// The thread's CPU time (ns) after the armed frame painted, 0 until it has.
guint64 baseline_frames_painted_ns(void);

/// Counts every property notification and finalization of `root` and the widgets inside it
/// (each widget watched once); returns how many widgets are there now.
guint baseline_watch_widgets(GtkWidget *root);

/// Forgets the counts so far.
void baseline_watch_reset(void);

/// Watched widgets finalized since the last reset.
guint baseline_watch_finalized(void);

/// The notifications since the last reset, "GtkLabel.label ×3, …" sorted by name (g_free it).
char *baseline_watch_notified(void);

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
