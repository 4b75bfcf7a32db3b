// The feed reader's own C helpers: what only the app needs. Not part of
// the library: nothing in GtkGlue or Overshoot includes this. Static inline, nothing to link.
#pragma once
#include <gtk/gtk.h>
// ---- CSS for the whole display (load_from_data is the 4.8 spelling).
static inline void overshoot_add_application_css(const char *css) {
  GtkCssProvider *provider = gtk_css_provider_new();
  gtk_css_provider_load_from_data(provider, css, -1);
  gtk_style_context_add_provider_for_display(gdk_display_get_default(),
                                             GTK_STYLE_PROVIDER(provider),
                                             GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_unref(provider);
}
