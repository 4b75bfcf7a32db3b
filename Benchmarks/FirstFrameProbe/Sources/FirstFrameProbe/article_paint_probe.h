// The article probe's part of the preloaded library (see article_paint_probe.c).
#pragma once
#include <gtk/gtk.h>

// Whether ARTICLE_PROBE_OUTPUT names a file: the program is timed opening articles, not to its
// first frame.
gboolean article_probe_enabled(void);

// Watches `window`'s surface for key and button presses, the moments articles are timed from.
void article_probe_window_presented(GtkWindow *window, GdkSurface *surface);
