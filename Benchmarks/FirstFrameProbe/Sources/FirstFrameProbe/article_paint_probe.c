// Preloaded (LD_PRELOAD) into the app by `overshoot-benchmarks article-open` and
// `article-screenshot`, with ARTICLE_PROBE_OUTPUT naming a file: times each article the reader
// opens, from the key or button press that opened it to the first frame painted after WebKit
// finished loading it, all observed from outside through public GTK and WebKit signals.
//
// - An emission hook on the window's surface's `event` signal notes the last key or button
//   press (before GTK handles it).
// - The app's call to `webkit_web_view_load_html` is wrapped: the view's `load-changed` is
//   connected the first time, and the moment the load was asked for is noted.
// - `load-changed` FINISHED asks the frame clock for a paint; its `after-paint` appends one
//   line to the output: "PRESS LOAD FINISHED PAINTED CPU_PRESS CPU_PAINTED" (CLOCK_MONOTONIC
//   and the process's CPU time, nanoseconds).
//
// With ARTICLE_PROBE_SCREENSHOT naming a PNG file, the first article is also drawn: once
// ARTICLE_PROBE_SCREENSHOT_DELAY_MS (default 1000) have passed after its paint (the row marked
// read, WebKit's tiles in), a frame is asked for and the window drawn with its own renderer,
// as `overshoot --screenshot` draws it; then the program exits.
#define _GNU_SOURCE
#include "article_paint_probe.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

// WebKitLoadEvent's WEBKIT_LOAD_FINISHED: the probe does not link WebKit.
enum { LOAD_FINISHED = 3 };

static GtkWindow *probed_window;
static long long press_ns, press_cpu, load_ns, finished_ns;
static gulong paint_handler;
static gboolean shot_taken;

static long long clock_ns(clockid_t clock) {
  struct timespec now;
  clock_gettime(clock, &now);
  return (long long)now.tv_sec * 1000000000LL + now.tv_nsec;
}

gboolean article_probe_enabled(void) { return getenv("ARTICLE_PROBE_OUTPUT") != NULL; }

// An emission hook, not a handler: the window's own handler stops the signal once it has
// handled the event, and hooks run before handlers.
static gboolean surface_event(GSignalInvocationHint *hint, guint count, const GValue *values,
                              gpointer data) {
  (void)hint;
  (void)data;
  GdkEvent *event = count > 1 ? values[1].data[0].v_pointer : NULL;
  if (!event) return TRUE;
  GdkEventType type = gdk_event_get_event_type(event);
  if (type == GDK_KEY_PRESS || type == GDK_BUTTON_PRESS) {
    press_ns = clock_ns(CLOCK_MONOTONIC);
    press_cpu = clock_ns(CLOCK_PROCESS_CPUTIME_ID);
  }
  return TRUE;
}

void article_probe_window_presented(GtkWindow *window, GdkSurface *surface) {
  probed_window = window;
  g_signal_add_emission_hook(g_signal_lookup("event", G_OBJECT_TYPE(surface)), 0, surface_event,
                             NULL, NULL);
}

// Draws the window as `overshoot --screenshot` does (WidgetScreenshot), then exits.
static gboolean take_screenshot(gpointer data) {
  (void)data;
  GtkWidget *widget = GTK_WIDGET(probed_window);
  int width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget);
  GskRenderer *renderer = gtk_native_get_renderer(GTK_NATIVE(widget));
  GdkPaintable *paintable = gtk_widget_paintable_new(widget);
  GtkSnapshot *snapshot = gtk_snapshot_new();
  gdk_paintable_snapshot(paintable, snapshot, width, height);
  GskRenderNode *node = gtk_snapshot_free_to_node(snapshot);
  graphene_rect_t viewport = GRAPHENE_RECT_INIT(0, 0, width, height);
  GdkTexture *texture = gsk_renderer_render_texture(renderer, node, &viewport);
  gboolean saved = gdk_texture_save_to_png(texture, getenv("ARTICLE_PROBE_SCREENSHOT"));
  _exit(saved ? 0 : 71);
  return G_SOURCE_REMOVE;
}

static void shoot_after_paint(GdkFrameClock *clock, gpointer data) {
  (void)data;
  g_signal_handlers_disconnect_by_func(clock, shoot_after_paint, NULL);
  g_idle_add(take_screenshot, NULL);
}

static gboolean settled(gpointer data) {
  (void)data;
  GdkFrameClock *clock = gtk_widget_get_frame_clock(GTK_WIDGET(probed_window));
  g_signal_connect(clock, "after-paint", G_CALLBACK(shoot_after_paint), NULL);
  gtk_widget_queue_draw(GTK_WIDGET(probed_window));
  return G_SOURCE_REMOVE;
}

static void painted(GdkFrameClock *clock, gpointer data) {
  (void)data;
  long long now = clock_ns(CLOCK_MONOTONIC), cpu = clock_ns(CLOCK_PROCESS_CPUTIME_ID);
  g_signal_handler_disconnect(clock, paint_handler);
  paint_handler = 0;
  FILE *output = fopen(getenv("ARTICLE_PROBE_OUTPUT"), "a");
  if (!output) _exit(70);
  fprintf(output, "%lld %lld %lld %lld %lld %lld\n", press_ns, load_ns, finished_ns, now,
          press_cpu, cpu);
  fclose(output);
  const char *shot = getenv("ARTICLE_PROBE_SCREENSHOT");
  if (shot && !shot_taken && probed_window) {
    shot_taken = TRUE;
    const char *delay = getenv("ARTICLE_PROBE_SCREENSHOT_DELAY_MS");
    g_timeout_add(delay ? (guint)strtoul(delay, NULL, 10) : 1000, settled, NULL);
  }
}

static void load_changed(GtkWidget *view, int event, gpointer data) {
  (void)data;
  if (event != LOAD_FINISHED || paint_handler) return;
  finished_ns = clock_ns(CLOCK_MONOTONIC);
  GdkFrameClock *clock = gtk_widget_get_frame_clock(view);
  if (!clock) return;
  // The first frame painted after the load: asked for, so it comes even when the load changed
  // nothing GTK had to draw again.
  paint_handler = g_signal_connect(clock, "after-paint", G_CALLBACK(painted), NULL);
  gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT);
}

/// WebKit's own `webkit_web_view_load_html`, once the app found it.
static void (*real_load_html)(GtkWidget *, const char *, const char *);

// The app calls WebKit's load through this one: it loads WebKit with dlopen and finds its
// functions with dlsym, which is wrapped below to hand it this function instead.
void webkit_web_view_load_html(GtkWidget *view, const char *html, const char *base) {
  if (!real_load_html) return;
  if (article_probe_enabled()) {
    load_ns = clock_ns(CLOCK_MONOTONIC);
    if (!g_object_get_data(G_OBJECT(view), "article-probe"))
      g_signal_connect(view, "load-changed", G_CALLBACK(load_changed), NULL);
    g_object_set_data(G_OBJECT(view), "article-probe", view);
  }
  real_load_html(view, html, base);
}

/// The C library's dlsym (GLIBC_2.34 where libdl is part of libc, as on Debian 12 and later).
static void *next_dlsym(void *handle, const char *name) {
  static void *(*next)(void *, const char *);
  if (!next) next = (void *(*)(void *, const char *))dlvsym(RTLD_NEXT, "dlsym", "GLIBC_2.34");
  if (!next) next = (void *(*)(void *, const char *))dlvsym(RTLD_NEXT, "dlsym", "GLIBC_2.2.5");
  return next ? next(handle, name) : NULL;
}

// The app's WebKitLoader asks for `webkit_web_view_load_html` in the library it loaded: it gets
// the wrapper above, which calls the one found. Every other lookup is the C library's.
void *dlsym(void *handle, const char *name) {
  void *found = next_dlsym(handle, name);
  if (found && article_probe_enabled() && strcmp(name, "webkit_web_view_load_html") == 0) {
    real_load_html = (void (*)(GtkWidget *, const char *, const char *))found;
    return (void *)webkit_web_view_load_html;
  }
  return found;
}
