// WebKitGTK 6.0, loaded with dlopen the first time an article view shows an article instead of
// linked: libwebkitgtk-6.0 brings JavaScriptCore, libsoup, ICU, GStreamer and more, which every
// start would map and relocate (about 39 ms of it, measured on a C window) for a reader who
// may never open an article.
//
// Each WebKit function OvershootWebKit calls is offered here under the `overshoot_webkit_`
// prefix (no symbol of ours carries a WebKit name), with WebKit's own argument types. WebKit's
// headers cannot be used for those types: the only way SwiftPM finds them is pkg-config, which
// also links the library. So its objects are declared opaque here and its enums with the values
// of WebKitGTK 6.0's public headers (a stable ABI; the soname changes with any break).
#ifndef OVERSHOOT_WEBKIT_LOADER_H
#define OVERSHOOT_WEBKIT_LOADER_H

#include <gtk/gtk.h>

/// The library loaded: WebKitGTK 6.0's soname on Debian 12 (2.50), trixie, sid and the GNOME
/// runtimes.
#define OVERSHOOT_WEBKIT_LIBRARY "libwebkitgtk-6.0.so.4"

/// Loads `library` (OVERSHOOT_WEBKIT_LIBRARY for WebKitGTK) and, unless an earlier call did,
/// finds WebKit's functions in it; returns NULL when it loads and they are found (now or
/// before), or why not (the dynamic loader's message, which names the library, or the function
/// missing). A library that fails to load changes nothing: WebKit loaded earlier stays in use.
/// Call only from the main thread.
const char *overshoot_webkit_load(const char *library);

/// Whether WebKit's functions were found (by an earlier successful `overshoot_webkit_load`).
gboolean overshoot_webkit_is_loaded(void);

// ---- WebKit's objects, opaque (only pointers to them pass through).
typedef struct _WebKitWebView WebKitWebView;
typedef struct _WebKitSettings WebKitSettings;
typedef struct _WebKitUserContentManager WebKitUserContentManager;
typedef struct _WebKitUserStyleSheet WebKitUserStyleSheet;
typedef struct _WebKitUserContentFilter WebKitUserContentFilter;
typedef struct _WebKitUserContentFilterStore WebKitUserContentFilterStore;
typedef struct _WebKitPolicyDecision WebKitPolicyDecision;
typedef struct _WebKitNavigationPolicyDecision WebKitNavigationPolicyDecision;
typedef struct _WebKitNavigationAction WebKitNavigationAction;
typedef struct _WebKitURIRequest WebKitURIRequest;
typedef struct _WebKitFindController WebKitFindController;

// ---- WebKit's enums, as WebKitGTK 6.0 declares them.
typedef enum {
  WEBKIT_POLICY_DECISION_TYPE_NAVIGATION_ACTION,
  WEBKIT_POLICY_DECISION_TYPE_NEW_WINDOW_ACTION,
  WEBKIT_POLICY_DECISION_TYPE_RESPONSE,
} WebKitPolicyDecisionType;

typedef enum {
  WEBKIT_LOAD_STARTED,
  WEBKIT_LOAD_REDIRECTED,
  WEBKIT_LOAD_COMMITTED,
  WEBKIT_LOAD_FINISHED
} WebKitLoadEvent;

typedef enum {
  WEBKIT_NAVIGATION_TYPE_LINK_CLICKED,
  WEBKIT_NAVIGATION_TYPE_FORM_SUBMITTED,
  WEBKIT_NAVIGATION_TYPE_BACK_FORWARD,
  WEBKIT_NAVIGATION_TYPE_RELOAD,
  WEBKIT_NAVIGATION_TYPE_FORM_RESUBMITTED,
  WEBKIT_NAVIGATION_TYPE_OTHER
} WebKitNavigationType;

typedef enum {
  WEBKIT_USER_CONTENT_INJECT_ALL_FRAMES,
  WEBKIT_USER_CONTENT_INJECT_TOP_FRAME,
} WebKitUserContentInjectedFrames;

typedef enum {
  WEBKIT_USER_STYLE_LEVEL_USER,
  WEBKIT_USER_STYLE_LEVEL_AUTHOR,
} WebKitUserStyleLevel;

typedef enum {
  WEBKIT_FIND_OPTIONS_NONE,
  WEBKIT_FIND_OPTIONS_CASE_INSENSITIVE = 1 << 0,
  WEBKIT_FIND_OPTIONS_AT_WORD_STARTS = 1 << 1,
  WEBKIT_FIND_OPTIONS_TREAT_MEDIAL_CAPITAL_AS_WORD_START = 1 << 2,
  WEBKIT_FIND_OPTIONS_BACKWARDS = 1 << 3,
  WEBKIT_FIND_OPTIONS_WRAP_AROUND = 1 << 4,
} WebKitFindOptions;

typedef enum {
  WEBKIT_HARDWARE_ACCELERATION_POLICY_ALWAYS,
  WEBKIT_HARDWARE_ACCELERATION_POLICY_NEVER,
} WebKitHardwareAccelerationPolicy;

typedef enum {
  WEBKIT_SNAPSHOT_REGION_VISIBLE = 0,
  WEBKIT_SNAPSHOT_REGION_FULL_DOCUMENT,
} WebKitSnapshotRegion;

typedef enum {
  WEBKIT_SNAPSHOT_OPTIONS_NONE = 0,
  WEBKIT_SNAPSHOT_OPTIONS_INCLUDE_SELECTION_HIGHLIGHTING = 1 << 0,
  WEBKIT_SNAPSHOT_OPTIONS_TRANSPARENT_BACKGROUND = 1 << 1,
} WebKitSnapshotOptions;

// ---- Until WebKit is loaded no WebKit object exists; these two answer as if none did.

/// Whether `widget` is a WebKitWebView: FALSE while WebKit is not loaded.
gboolean overshoot_webkit_is_web_view(GtkWidget *widget);
/// `decision` as the navigation decision it is (WEBKIT_NAVIGATION_POLICY_DECISION), or NULL.
WebKitNavigationPolicyDecision *overshoot_webkit_navigation_decision(
    WebKitPolicyDecision *decision);

// ---- WebKit's functions (WebKitFunctions.def), as `overshoot_webkit_NAME`: call only once
// `overshoot_webkit_load` returned NULL.
#define OVERSHOOT_WEBKIT_FUNCTION(type, name, parameters, arguments) \
  type overshoot_webkit_##name parameters;
#define OVERSHOOT_WEBKIT_PROCEDURE(name, parameters, arguments) \
  void overshoot_webkit_##name parameters;
#include "WebKitFunctions.def"
#undef OVERSHOOT_WEBKIT_FUNCTION
#undef OVERSHOOT_WEBKIT_PROCEDURE

// ---- Calls whose flags stay in C, where no GLib version imports them differently.

/// The visible part of a web view as a texture (tests compare two to see it scrolled).
static inline void overshoot_webkit_snapshot_visible(WebKitWebView *view,
                                                     GAsyncReadyCallback callback,
                                                     gpointer user_data) {
  overshoot_webkit_web_view_get_snapshot(view, WEBKIT_SNAPSHOT_REGION_VISIBLE,
                                         WEBKIT_SNAPSHOT_OPTIONS_NONE, NULL, callback, user_data);
}

/// Search highlights: every match of `text` at a word's start, case ignored, highlighted
/// (WebKit highlights on a search).
static inline void overshoot_webkit_highlight(WebKitFindController *finder, const char *text) {
  overshoot_webkit_find_controller_search(
      finder, text, WEBKIT_FIND_OPTIONS_CASE_INSENSITIVE | WEBKIT_FIND_OPTIONS_AT_WORD_STARTS,
      G_MAXUINT);
}

// ---- GTK alone, for the article view.

/// GTK's interface font (`gtk-font-name`; g_object_get is varargs). A new string or NULL.
static inline char *overshoot_webkit_interface_font_name(void) {
  GtkSettings *settings = gtk_settings_get_default();
  if (!settings) return NULL;
  char *name = NULL;
  g_object_get(settings, "gtk-font-name", &name, NULL);
  return name;
}

/// A key event handed to the widget that has the focus now, as if pressed again: what WebKit
/// itself does with a key its page left unhandled. gdk_display_put_event is deprecated since
/// GTK 4.10 and still there (no replacement exists); the warning stays here.
static inline void overshoot_webkit_put_event_again(GtkWidget *widget, GdkEvent *event) {
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gdk_display_put_event(gtk_widget_get_display(widget), event);
  G_GNUC_END_IGNORE_DEPRECATIONS
}

/// Which Space a key press is: 0 another key (or Space with Ctrl, Alt or Super), 1 Space,
/// 2 Shift+Space. The modifier flags stay in C, where no GLib version imports them differently.
static inline int overshoot_webkit_space_kind(guint keyval, guint state) {
  if (keyval != GDK_KEY_space && keyval != GDK_KEY_KP_Space) return 0;
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK | GDK_META_MASK)) return 0;
  return (state & GDK_SHIFT_MASK) ? 2 : 1;
}

#endif
