// The C that OvershootWebKit sees: WebKitGTK 6.0 (which brings GTK 4), plus the few macros and
// casts Swift cannot import. Only OvershootWebKit imports it; the Overshoot library never does,
// so an app without an article view does not link WebKit.
#pragma once
#include <webkit/webkit.h>

// ---- Type checks for the objects the decide-policy signal hands over.
static inline WebKitNavigationPolicyDecision *
overshoot_webkit_navigation_decision(WebKitPolicyDecision *decision) {
  return WEBKIT_NAVIGATION_POLICY_DECISION(decision);
}

// ---- GTK's interface font (`gtk-font-name`; g_object_get is varargs). A new string or NULL.
static inline char *overshoot_webkit_interface_font_name(void) {
  GtkSettings *settings = gtk_settings_get_default();
  if (!settings) return NULL;
  char *name = NULL;
  g_object_get(settings, "gtk-font-name", &name, NULL);
  return name;
}

// ---- The visible part of a web view as a texture (tests compare two to see it scrolled); the
// enums stay in C, where no GLib version imports them differently.
static inline void overshoot_webkit_snapshot_visible(WebKitWebView *view,
                                                     GAsyncReadyCallback callback,
                                                     gpointer user_data) {
  webkit_web_view_get_snapshot(view, WEBKIT_SNAPSHOT_REGION_VISIBLE,
                               WEBKIT_SNAPSHOT_OPTIONS_NONE, NULL, callback, user_data);
}
