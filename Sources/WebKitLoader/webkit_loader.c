// WebKit's functions that OvershootWebKit calls, as `overshoot_webkit_…`, each forwarding to
// WebKitGTK loaded on first use (see WebKitLoader.h). Nothing here links WebKit.
#define _GNU_SOURCE
#include "WebKitLoader.h"

#include <dlfcn.h>
#include <stdio.h>

/// Every WebKit function OvershootWebKit calls, found in the library loaded.
static struct {
#define OVERSHOOT_WEBKIT_FUNCTION(type, name, parameters, arguments) type(*name) parameters;
#define OVERSHOOT_WEBKIT_PROCEDURE(name, parameters, arguments) void(*name) parameters;
#include "WebKitFunctions.def"
#undef OVERSHOOT_WEBKIT_FUNCTION
#undef OVERSHOOT_WEBKIT_PROCEDURE
} webkit;

/// Whether every function of `webkit` was found.
static gboolean loaded;
/// Why the last load failed.
static char load_error[512];

const char *overshoot_webkit_load(const char *library) {
  // Loading a library loaded already only counts a reference: cheap, and it keeps the answer
  // about `library` itself, whatever an earlier call loaded.
  void *handle = dlopen(library, RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    const char *reason = dlerror();
    snprintf(load_error, sizeof load_error, "%s", reason ? reason : library);
    return load_error;
  }
  if (loaded) {
    dlclose(handle);
    return NULL;
  }
  // Found into a copy, so a library that lacks one leaves nothing half set.
  __typeof__(webkit) found;
#define FIND(field)                                                                        \
  if (!(*(void **)&found.field = dlsym(handle, "webkit_" #field))) {                       \
    snprintf(load_error, sizeof load_error, "%s has no webkit_%s (WebKitGTK 2.40 or later " \
             "is needed)", library, #field);                                               \
    dlclose(handle);                                                                       \
    return load_error;                                                                     \
  }
#define OVERSHOOT_WEBKIT_FUNCTION(type, name, parameters, arguments) FIND(name)
#define OVERSHOOT_WEBKIT_PROCEDURE(name, parameters, arguments) FIND(name)
#include "WebKitFunctions.def"
#undef OVERSHOOT_WEBKIT_FUNCTION
#undef OVERSHOOT_WEBKIT_PROCEDURE
#undef FIND
  webkit = found;
  loaded = TRUE;
  return NULL;
}

gboolean overshoot_webkit_is_loaded(void) { return loaded; }

gboolean overshoot_webkit_is_web_view(GtkWidget *widget) {
  return loaded && G_TYPE_CHECK_INSTANCE_TYPE(widget, webkit.web_view_get_type());
}

WebKitNavigationPolicyDecision *overshoot_webkit_navigation_decision(
    WebKitPolicyDecision *decision) {
  if (!loaded ||
      !G_TYPE_CHECK_INSTANCE_TYPE(decision, webkit.navigation_policy_decision_get_type()))
    return NULL;
  return (WebKitNavigationPolicyDecision *)decision;
}

// Each of WebKit's functions, forwarded to the library loaded.
#define OVERSHOOT_WEBKIT_FUNCTION(type, name, parameters, arguments) \
  type overshoot_webkit_##name parameters { return webkit.name arguments; }
#define OVERSHOOT_WEBKIT_PROCEDURE(name, parameters, arguments) \
  void overshoot_webkit_##name parameters { webkit.name arguments; }
#include "WebKitFunctions.def"
#undef OVERSHOOT_WEBKIT_FUNCTION
#undef OVERSHOOT_WEBKIT_PROCEDURE
