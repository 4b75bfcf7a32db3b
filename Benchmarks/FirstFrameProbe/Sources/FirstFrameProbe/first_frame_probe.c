#define _GNU_SOURCE
#include "FirstFrameProbe.h"
#include "article_paint_probe.h"

#include <dlfcn.h>
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static guint min_rows;

// The app's helpers inherit its environment: WebKit's web and network processes and, in
// WebKit's sandbox, its D-Bus proxy, where the probe's own dependencies (the Swift runtime the
// toolchain links into every product) are not mounted, so the proxy failed to start and WebKit
// aborted the app. The probe is loaded into the app already; nothing it starts needs it, so its
// own entry leaves LD_PRELOAD (any other preloaded library stays).
__attribute__((constructor)) static void keep_out_of_child_processes(void) {
  const char *preload = getenv("LD_PRELOAD");
  if (!preload) return;
  GString *kept = g_string_new(NULL);
  gchar **entries = g_strsplit_set(preload, ": ", -1);
  for (gchar **entry = entries; *entry; entry++) {
    if (**entry == '\0' || strstr(*entry, "libFirstFrameProbe") != NULL) continue;
    if (kept->len > 0) g_string_append_c(kept, ':');
    g_string_append(kept, *entry);
  }
  g_strfreev(entries);
  if (kept->len > 0) {
    setenv("LD_PRELOAD", kept->str, 1);
  } else {
    unsetenv("LD_PRELOAD");
  }
  g_string_free(kept, TRUE);
}

static long long clock_ns(clockid_t clock) {
  struct timespec now;
  clock_gettime(clock, &now);
  return (long long)now.tv_sec * 1000000000LL + now.tv_nsec;
}

// Whether the rows laid out in `list` reach its bottom edge: the frame shows a full view of
// rows, not a few at the top. A row made since the last layout has no size yet: it is not in
// this frame.
static gboolean rows_fill(GtkWidget *list) {
  int height = gtk_widget_get_height(list);
  for (GtkWidget *row = gtk_widget_get_first_child(list); row;
       row = gtk_widget_get_next_sibling(row)) {
    graphene_rect_t bounds;
    if (gtk_widget_get_height(row) > 0 && gtk_widget_compute_bounds(row, list, &bounds) &&
        bounds.origin.y + bounds.size.height >= height)
      return TRUE;
  }
  return FALSE;
}

// Whether `widget` or a widget inside it is a GtkListView of at least `min_rows` items whose
// rows fill it: a window that only says "loading" is not a first frame the reader can use, so
// every program is timed to the frame that shows a full view of its entries.
static gboolean shows_rows(GtkWidget *widget) {
  if (!gtk_widget_get_mapped(widget)) return FALSE;
  if (GTK_IS_LIST_VIEW(widget)) {
    GtkSelectionModel *model = gtk_list_view_get_model(GTK_LIST_VIEW(widget));
    if (model && g_list_model_get_n_items(G_LIST_MODEL(model)) >= min_rows && rows_fill(widget))
      return TRUE;
  }
  for (GtkWidget *child = gtk_widget_get_first_child(widget); child;
       child = gtk_widget_get_next_sibling(child))
    if (shows_rows(child)) return TRUE;
  return FALSE;
}

// after-paint runs once the frame is drawn and handed to the window system: the first frame
// the user could see. Writes the monotonic time, the process's CPU time (both in ns) and how
// many frames the window had painted by then.
static void frame_painted(GdkFrameClock *clock, gpointer window) {
  static int frames;
  long long wall = clock_ns(CLOCK_MONOTONIC);
  long long cpu = clock_ns(CLOCK_PROCESS_CPUTIME_ID);
  frames++;
  if (min_rows > 0 && !shows_rows(GTK_WIDGET(window))) return;
  const char *path = getenv("FIRST_FRAME_PROBE_OUTPUT");
  FILE *output = path ? fopen(path, "w") : NULL;
  if (output) {
    fprintf(output, "%lld %lld %d\n", wall, cpu, frames);
    fclose(output);
  }
  _exit(output ? 0 : 70);
}

// GTK calls its own functions directly (libgtk is linked -Bsymbolic), so the probe hooks the
// program's call to gtk_window_present instead of anything inside GTK.
void gtk_window_present(GtkWindow *window) {
  static void (*present)(GtkWindow *);
  static gboolean connected;
  if (!present) present = (void (*)(GtkWindow *))dlsym(RTLD_NEXT, "gtk_window_present");
  present(window);
  if (connected) return;
  GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(window));
  if (!surface) return;
  connected = TRUE;
  // Timing articles, not the first frame.
  if (article_probe_enabled()) {
    article_probe_window_presented(window, surface);
    return;
  }
  const char *rows = getenv("FIRST_FRAME_PROBE_MIN_ROWS");
  min_rows = rows ? (guint)strtoul(rows, NULL, 10) : 0;
  g_signal_connect(gdk_surface_get_frame_clock(surface), "after-paint",
                   G_CALLBACK(frame_painted), window);
}
