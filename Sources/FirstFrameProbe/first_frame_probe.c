#define _GNU_SOURCE
#include "FirstFrameProbe.h"

#include <dlfcn.h>
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

// after-paint runs once the frame is drawn and handed to the window system: the first frame
// the user could see. GTK calls its own functions directly (libgtk is linked -Bsymbolic), so
// the probe hooks the program's call to gtk_window_present instead of anything inside GTK.
static void first_frame_painted(GdkFrameClock *clock, gpointer data) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  const char *path = getenv("FIRST_FRAME_PROBE_OUTPUT");
  FILE *output = path ? fopen(path, "w") : NULL;
  if (output) {
    fprintf(output, "%lld\n", (long long)now.tv_sec * 1000000000LL + now.tv_nsec);
    fclose(output);
  }
  _exit(output ? 0 : 70);
}

void gtk_window_present(GtkWindow *window) {
  static void (*present)(GtkWindow *);
  static gboolean connected;
  if (!present) present = (void (*)(GtkWindow *))dlsym(RTLD_NEXT, "gtk_window_present");
  present(window);
  if (connected) return;
  GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(window));
  if (!surface) return;
  connected = TRUE;
  g_signal_connect(gdk_surface_get_frame_clock(surface), "after-paint",
                   G_CALLBACK(first_frame_painted), NULL);
}
