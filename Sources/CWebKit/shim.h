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

// ---- Search highlights: every match of `text` at a word's start, case ignored, highlighted
// (WebKit highlights on a search); the flags stay in C, where no GLib version imports them
// differently.
static inline void overshoot_webkit_highlight(WebKitFindController *finder, const char *text) {
  webkit_find_controller_search(
      finder, text, WEBKIT_FIND_OPTIONS_CASE_INSENSITIVE | WEBKIT_FIND_OPTIONS_AT_WORD_STARTS,
      G_MAXUINT);
}

// ---- A key event handed to the widget that has the focus now, as if pressed again: what
// WebKit itself does with a key its page left unhandled. gdk_display_put_event is deprecated
// since GTK 4.10 and still there (no replacement exists); the warning stays here.
static inline void overshoot_webkit_put_event_again(GtkWidget *widget, GdkEvent *event) {
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gdk_display_put_event(gtk_widget_get_display(widget), event);
  G_GNUC_END_IGNORE_DEPRECATIONS
}

// ---- Which Space a key press is: 0 another key (or Space with Ctrl, Alt or Super), 1 Space,
// 2 Shift+Space. The modifier flags stay in C, where no GLib version imports them differently.
static inline int overshoot_webkit_space_kind(guint keyval, guint state) {
  if (keyval != GDK_KEY_space && keyval != GDK_KEY_KP_Space) return 0;
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK | GDK_META_MASK)) return 0;
  return (state & GDK_SHIFT_MASK) ? 2 : 1;
}
