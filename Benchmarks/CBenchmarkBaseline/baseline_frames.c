// When a change reaches the screen: the calling thread's CPU time after the first frame that
// paints once the bench arms the probe (a frame clock's `paint` phase, then its `after-paint`).
#include "CBenchmarkBaseline.h"

static gboolean armed;
static gboolean painting;
static guint64 painted_ns;

// An emission hook sees the `paint` phase of every frame clock, before any handler of it.
static gboolean on_paint(GSignalInvocationHint *hint, guint count, const GValue *values,
                         gpointer data) {
  if (armed) painting = TRUE;
  return TRUE;
}

static void on_after_paint(GdkFrameClock *clock, gpointer data) {
  if (armed && painting) {
    painted_ns = baseline_thread_cpu_ns();
    armed = FALSE;
  }
}

static void on_realize(GtkWidget *window, gpointer data) {
  g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(on_after_paint),
                   NULL);
}

void baseline_frames_watch(GtkWidget *window) {
  static gboolean hooked;
  if (!hooked) {
    g_type_class_unref(g_type_class_ref(GDK_TYPE_FRAME_CLOCK));
    g_signal_add_emission_hook(g_signal_lookup("paint", GDK_TYPE_FRAME_CLOCK), 0, on_paint, NULL,
                               NULL);
    hooked = TRUE;
  }
  if (gtk_widget_get_realized(window))
    on_realize(window, NULL);
  else
    g_signal_connect(window, "realize", G_CALLBACK(on_realize), NULL);
}

void baseline_frames_arm(void) {
  painting = FALSE;
  painted_ns = 0;
  armed = TRUE;
}

guint64 baseline_frames_painted_ns(void) { return painted_ns; }
