// WebKit's functions that OvershootWebKit calls, as `overshoot_webkit_…`, each forwarding to
// WebKitGTK loaded on first use (see WebKitLoader.h). Nothing here links WebKit.
#define _GNU_SOURCE
#include "WebKitLoader.h"

#include <dlfcn.h>
#include <stdio.h>

/// Every WebKit function OvershootWebKit calls, found in the library loaded.
static struct {
  GtkWidget *(*web_view_new)(void);
  void (*find_controller_count_matches)(WebKitFindController *find_controller,
                                        const gchar *search_text, guint32 find_options,
                                        guint max_match_count);
  void (*find_controller_search)(WebKitFindController *find_controller, const gchar *search_text,
                                 guint32 find_options, guint max_match_count);
  void (*find_controller_search_finish)(WebKitFindController *find_controller);
  WebKitNavigationType (*navigation_action_get_navigation_type)(WebKitNavigationAction *navigation);
  WebKitURIRequest *(*navigation_action_get_request)(WebKitNavigationAction *navigation);
  WebKitNavigationAction *(*navigation_policy_decision_get_navigation_action)(
      WebKitNavigationPolicyDecision *decision);
  GType (*navigation_policy_decision_get_type)(void);
  void (*policy_decision_ignore)(WebKitPolicyDecision *decision);
  void (*policy_decision_use)(WebKitPolicyDecision *decision);
  guint32 (*settings_font_size_to_pixels)(guint32 points);
  void (*settings_set_allow_file_access_from_file_urls)(WebKitSettings *settings, gboolean allowed);
  void (*settings_set_allow_universal_access_from_file_urls)(
      WebKitSettings *settings, gboolean allowed);
  void (*settings_set_auto_load_images)(WebKitSettings *settings, gboolean enabled);
  void (*settings_set_default_font_family)(WebKitSettings *settings,
                                           const gchar *default_font_family);
  void (*settings_set_default_font_size)(WebKitSettings *settings, guint32 font_size);
  void (*settings_set_enable_back_forward_navigation_gestures)(
      WebKitSettings *settings, gboolean enabled);
  void (*settings_set_enable_developer_extras)(WebKitSettings *settings, gboolean enabled);
  void (*settings_set_enable_encrypted_media)(WebKitSettings *settings, gboolean enabled);
  void (*settings_set_enable_html5_database)(WebKitSettings *settings, gboolean enabled);
  void (*settings_set_enable_html5_local_storage)(WebKitSettings *settings, gboolean enabled);
  void (*settings_set_enable_javascript)(WebKitSettings *settings, gboolean enabled);
  void (*settings_set_enable_javascript_markup)(WebKitSettings *settings, gboolean enabled);
  void (*settings_set_enable_media_stream)(WebKitSettings *settings, gboolean enabled);
  void (*settings_set_enable_page_cache)(WebKitSettings *settings, gboolean enabled);
  void (*settings_set_enable_webgl)(WebKitSettings *settings, gboolean enabled);
  void (*settings_set_enable_webrtc)(WebKitSettings *settings, gboolean enabled);
  void (*settings_set_javascript_can_access_clipboard)(WebKitSettings *settings, gboolean enabled);
  void (*settings_set_javascript_can_open_windows_automatically)(
      WebKitSettings *settings, gboolean enabled);
  void (*settings_set_sans_serif_font_family)(WebKitSettings *settings,
                                              const gchar *sans_serif_font_family);
  const gchar *(*uri_request_get_uri)(WebKitURIRequest *request);
  WebKitUserContentFilterStore *(*user_content_filter_store_new)(const gchar *storage_path);
  void (*user_content_filter_store_save)(WebKitUserContentFilterStore *store,
                                         const gchar *identifier, GBytes *source,
                                         GCancellable *cancellable, GAsyncReadyCallback callback,
                                         gpointer user_data);
  WebKitUserContentFilter *(*user_content_filter_store_save_finish)(
      WebKitUserContentFilterStore *store, GAsyncResult *result, GError **error);
  void (*user_content_manager_add_filter)(WebKitUserContentManager *manager,
                                          WebKitUserContentFilter *filter);
  void (*user_content_manager_add_style_sheet)(WebKitUserContentManager *manager,
                                               WebKitUserStyleSheet *stylesheet);
  void (*user_content_manager_remove_filter)(WebKitUserContentManager *manager,
                                             WebKitUserContentFilter *filter);
  WebKitUserStyleSheet *(*user_style_sheet_new)(const gchar *source,
                                                WebKitUserContentInjectedFrames injected_frames,
                                                WebKitUserStyleLevel level,
                                                const gchar* const *allow_list,
                                                const gchar* const *block_list);
  void (*user_style_sheet_unref)(WebKitUserStyleSheet *user_style_sheet);
  WebKitFindController *(*web_view_get_find_controller)(WebKitWebView *web_view);
  WebKitSettings *(*web_view_get_settings)(WebKitWebView *web_view);
  void (*web_view_get_snapshot)(WebKitWebView *web_view, WebKitSnapshotRegion region,
                                WebKitSnapshotOptions options, GCancellable *cancellable,
                                GAsyncReadyCallback callback, gpointer user_data);
  GdkTexture *(*web_view_get_snapshot_finish)(WebKitWebView *web_view, GAsyncResult *result,
                                              GError **error);
  GType (*web_view_get_type)(void);
  const gchar *(*web_view_get_uri)(WebKitWebView *web_view);
  WebKitUserContentManager *(*web_view_get_user_content_manager)(WebKitWebView *web_view);
  gboolean (*web_view_is_loading)(WebKitWebView *web_view);
  void (*web_view_load_html)(WebKitWebView *web_view, const gchar *content, const gchar *base_uri);
  void (*web_view_set_background_color)(WebKitWebView *web_view, const GdkRGBA *rgba);
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
  FIND(web_view_new)
  FIND(find_controller_count_matches)
  FIND(find_controller_search)
  FIND(find_controller_search_finish)
  FIND(navigation_action_get_navigation_type)
  FIND(navigation_action_get_request)
  FIND(navigation_policy_decision_get_navigation_action)
  FIND(navigation_policy_decision_get_type)
  FIND(policy_decision_ignore)
  FIND(policy_decision_use)
  FIND(settings_font_size_to_pixels)
  FIND(settings_set_allow_file_access_from_file_urls)
  FIND(settings_set_allow_universal_access_from_file_urls)
  FIND(settings_set_auto_load_images)
  FIND(settings_set_default_font_family)
  FIND(settings_set_default_font_size)
  FIND(settings_set_enable_back_forward_navigation_gestures)
  FIND(settings_set_enable_developer_extras)
  FIND(settings_set_enable_encrypted_media)
  FIND(settings_set_enable_html5_database)
  FIND(settings_set_enable_html5_local_storage)
  FIND(settings_set_enable_javascript)
  FIND(settings_set_enable_javascript_markup)
  FIND(settings_set_enable_media_stream)
  FIND(settings_set_enable_page_cache)
  FIND(settings_set_enable_webgl)
  FIND(settings_set_enable_webrtc)
  FIND(settings_set_javascript_can_access_clipboard)
  FIND(settings_set_javascript_can_open_windows_automatically)
  FIND(settings_set_sans_serif_font_family)
  FIND(uri_request_get_uri)
  FIND(user_content_filter_store_new)
  FIND(user_content_filter_store_save)
  FIND(user_content_filter_store_save_finish)
  FIND(user_content_manager_add_filter)
  FIND(user_content_manager_add_style_sheet)
  FIND(user_content_manager_remove_filter)
  FIND(user_style_sheet_new)
  FIND(user_style_sheet_unref)
  FIND(web_view_get_find_controller)
  FIND(web_view_get_settings)
  FIND(web_view_get_snapshot)
  FIND(web_view_get_snapshot_finish)
  FIND(web_view_get_type)
  FIND(web_view_get_uri)
  FIND(web_view_get_user_content_manager)
  FIND(web_view_is_loading)
  FIND(web_view_load_html)
  FIND(web_view_set_background_color)
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

GtkWidget *overshoot_webkit_web_view_new(void) { return webkit.web_view_new(); }

void overshoot_webkit_find_controller_count_matches(WebKitFindController *find_controller,
                                                    const gchar *search_text, guint32 find_options,
                                                    guint max_match_count) {
  webkit.find_controller_count_matches(find_controller, search_text, find_options, max_match_count);
}

void overshoot_webkit_find_controller_search(WebKitFindController *find_controller,
                                             const gchar *search_text, guint32 find_options,
                                             guint max_match_count) {
  webkit.find_controller_search(find_controller, search_text, find_options, max_match_count);
}

void overshoot_webkit_find_controller_search_finish(WebKitFindController *find_controller) {
  webkit.find_controller_search_finish(find_controller);
}

WebKitNavigationType overshoot_webkit_navigation_action_get_navigation_type(
    WebKitNavigationAction *navigation) {
  return webkit.navigation_action_get_navigation_type(navigation);
}

WebKitURIRequest *overshoot_webkit_navigation_action_get_request(
    WebKitNavigationAction *navigation) {
  return webkit.navigation_action_get_request(navigation);
}

WebKitNavigationAction *overshoot_webkit_navigation_policy_decision_get_navigation_action(
    WebKitNavigationPolicyDecision *decision) {
  return webkit.navigation_policy_decision_get_navigation_action(decision);
}

void overshoot_webkit_policy_decision_ignore(WebKitPolicyDecision *decision) {
  webkit.policy_decision_ignore(decision);
}

void overshoot_webkit_policy_decision_use(WebKitPolicyDecision *decision) {
  webkit.policy_decision_use(decision);
}

guint32 overshoot_webkit_settings_font_size_to_pixels(guint32 points) {
  return webkit.settings_font_size_to_pixels(points);
}

void overshoot_webkit_settings_set_allow_file_access_from_file_urls(
    WebKitSettings *settings, gboolean allowed) {
  webkit.settings_set_allow_file_access_from_file_urls(settings, allowed);
}

void overshoot_webkit_settings_set_allow_universal_access_from_file_urls(
    WebKitSettings *settings, gboolean allowed) {
  webkit.settings_set_allow_universal_access_from_file_urls(settings, allowed);
}

void overshoot_webkit_settings_set_auto_load_images(WebKitSettings *settings, gboolean enabled) {
  webkit.settings_set_auto_load_images(settings, enabled);
}

void overshoot_webkit_settings_set_default_font_family(WebKitSettings *settings,
                                                       const gchar *default_font_family) {
  webkit.settings_set_default_font_family(settings, default_font_family);
}

void overshoot_webkit_settings_set_default_font_size(WebKitSettings *settings, guint32 font_size) {
  webkit.settings_set_default_font_size(settings, font_size);
}

void overshoot_webkit_settings_set_enable_back_forward_navigation_gestures(
    WebKitSettings *settings, gboolean enabled) {
  webkit.settings_set_enable_back_forward_navigation_gestures(settings, enabled);
}

void overshoot_webkit_settings_set_enable_developer_extras(WebKitSettings *settings,
                                                           gboolean enabled) {
  webkit.settings_set_enable_developer_extras(settings, enabled);
}

void overshoot_webkit_settings_set_enable_encrypted_media(WebKitSettings *settings,
                                                          gboolean enabled) {
  webkit.settings_set_enable_encrypted_media(settings, enabled);
}

void overshoot_webkit_settings_set_enable_html5_database(WebKitSettings *settings,
                                                         gboolean enabled) {
  webkit.settings_set_enable_html5_database(settings, enabled);
}

void overshoot_webkit_settings_set_enable_html5_local_storage(
    WebKitSettings *settings, gboolean enabled) {
  webkit.settings_set_enable_html5_local_storage(settings, enabled);
}

void overshoot_webkit_settings_set_enable_javascript(WebKitSettings *settings, gboolean enabled) {
  webkit.settings_set_enable_javascript(settings, enabled);
}

void overshoot_webkit_settings_set_enable_javascript_markup(
    WebKitSettings *settings, gboolean enabled) {
  webkit.settings_set_enable_javascript_markup(settings, enabled);
}

void overshoot_webkit_settings_set_enable_media_stream(WebKitSettings *settings, gboolean enabled) {
  webkit.settings_set_enable_media_stream(settings, enabled);
}

void overshoot_webkit_settings_set_enable_page_cache(WebKitSettings *settings, gboolean enabled) {
  webkit.settings_set_enable_page_cache(settings, enabled);
}

void overshoot_webkit_settings_set_enable_webgl(WebKitSettings *settings, gboolean enabled) {
  webkit.settings_set_enable_webgl(settings, enabled);
}

void overshoot_webkit_settings_set_enable_webrtc(WebKitSettings *settings, gboolean enabled) {
  webkit.settings_set_enable_webrtc(settings, enabled);
}

void overshoot_webkit_settings_set_javascript_can_access_clipboard(
    WebKitSettings *settings, gboolean enabled) {
  webkit.settings_set_javascript_can_access_clipboard(settings, enabled);
}

void overshoot_webkit_settings_set_javascript_can_open_windows_automatically(
    WebKitSettings *settings, gboolean enabled) {
  webkit.settings_set_javascript_can_open_windows_automatically(settings, enabled);
}

void overshoot_webkit_settings_set_sans_serif_font_family(WebKitSettings *settings,
                                                          const gchar *sans_serif_font_family) {
  webkit.settings_set_sans_serif_font_family(settings, sans_serif_font_family);
}

const gchar *overshoot_webkit_uri_request_get_uri(WebKitURIRequest *request) {
  return webkit.uri_request_get_uri(request);
}

WebKitUserContentFilterStore *overshoot_webkit_user_content_filter_store_new(
    const gchar *storage_path) {
  return webkit.user_content_filter_store_new(storage_path);
}

void overshoot_webkit_user_content_filter_store_save(WebKitUserContentFilterStore *store,
                                                     const gchar *identifier, GBytes *source,
                                                     GCancellable *cancellable,
                                                     GAsyncReadyCallback callback,
                                                     gpointer user_data) {
  webkit.user_content_filter_store_save(store, identifier, source, cancellable, callback,
                                       user_data);
}

WebKitUserContentFilter *overshoot_webkit_user_content_filter_store_save_finish(
    WebKitUserContentFilterStore *store, GAsyncResult *result, GError **error) {
  return webkit.user_content_filter_store_save_finish(store, result, error);
}

void overshoot_webkit_user_content_manager_add_filter(WebKitUserContentManager *manager,
                                                      WebKitUserContentFilter *filter) {
  webkit.user_content_manager_add_filter(manager, filter);
}

void overshoot_webkit_user_content_manager_add_style_sheet(WebKitUserContentManager *manager,
                                                           WebKitUserStyleSheet *stylesheet) {
  webkit.user_content_manager_add_style_sheet(manager, stylesheet);
}

void overshoot_webkit_user_content_manager_remove_filter(WebKitUserContentManager *manager,
                                                         WebKitUserContentFilter *filter) {
  webkit.user_content_manager_remove_filter(manager, filter);
}

WebKitUserStyleSheet *overshoot_webkit_user_style_sheet_new(
    const gchar *source, WebKitUserContentInjectedFrames injected_frames,
    WebKitUserStyleLevel level, const gchar* const *allow_list, const gchar* const *block_list) {
  return webkit.user_style_sheet_new(source, injected_frames, level, allow_list, block_list);
}

void overshoot_webkit_user_style_sheet_unref(WebKitUserStyleSheet *user_style_sheet) {
  webkit.user_style_sheet_unref(user_style_sheet);
}

WebKitFindController *overshoot_webkit_web_view_get_find_controller(WebKitWebView *web_view) {
  return webkit.web_view_get_find_controller(web_view);
}

WebKitSettings *overshoot_webkit_web_view_get_settings(WebKitWebView *web_view) {
  return webkit.web_view_get_settings(web_view);
}

void overshoot_webkit_web_view_get_snapshot(WebKitWebView *web_view, WebKitSnapshotRegion region,
                                            WebKitSnapshotOptions options,
                                            GCancellable *cancellable, GAsyncReadyCallback callback,
                                            gpointer user_data) {
  webkit.web_view_get_snapshot(web_view, region, options, cancellable, callback, user_data);
}

GdkTexture *overshoot_webkit_web_view_get_snapshot_finish(WebKitWebView *web_view,
                                                          GAsyncResult *result, GError **error) {
  return webkit.web_view_get_snapshot_finish(web_view, result, error);
}

const gchar *overshoot_webkit_web_view_get_uri(WebKitWebView *web_view) {
  return webkit.web_view_get_uri(web_view);
}

WebKitUserContentManager *overshoot_webkit_web_view_get_user_content_manager(
    WebKitWebView *web_view) {
  return webkit.web_view_get_user_content_manager(web_view);
}

gboolean overshoot_webkit_web_view_is_loading(WebKitWebView *web_view) {
  return webkit.web_view_is_loading(web_view);
}

void overshoot_webkit_web_view_load_html(WebKitWebView *web_view, const gchar *content,
                                         const gchar *base_uri) {
  webkit.web_view_load_html(web_view, content, base_uri);
}

void overshoot_webkit_web_view_set_background_color(WebKitWebView *web_view, const GdkRGBA *rgba) {
  webkit.web_view_set_background_color(web_view, rgba);
}
