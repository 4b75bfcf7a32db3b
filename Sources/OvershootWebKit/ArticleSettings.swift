import WebKitLoader

/// The web view settings for untrusted feed HTML: no JavaScript of the page's (neither running
/// nor parsed), no storage, WebGL, WebRTC or devices, no inspector; images load (remote http(s)
/// ones too, unless `RemoteContentFilter` blocks them); text in the desktop's document font;
/// painted without GPU compositing.
@MainActor
enum ArticleSettings {
  /// Applies the settings to `settings` (a `WebKitSettings`).
  static func apply(to settings: OpaquePointer, font: DocumentFont?) {
    overshoot_webkit_settings_set_enable_javascript(settings, 0)
    // Scripts, event handler attributes and `javascript:` links are dropped while parsing, as a
    // second wall should a setting above ever be turned back on.
    overshoot_webkit_settings_set_enable_javascript_markup(settings, 0)
    overshoot_webkit_settings_set_javascript_can_open_windows_automatically(settings, 0)
    overshoot_webkit_settings_set_javascript_can_access_clipboard(settings, 0)
    overshoot_webkit_settings_set_auto_load_images(settings, 1)
    overshoot_webkit_settings_set_enable_html5_local_storage(settings, 0)
    overshoot_webkit_settings_set_enable_html5_database(settings, 0)
    overshoot_webkit_settings_set_enable_webgl(settings, 0)
    overshoot_webkit_settings_set_enable_webrtc(settings, 0)
    overshoot_webkit_settings_set_enable_media_stream(settings, 0)
    overshoot_webkit_settings_set_enable_encrypted_media(settings, 0)
    overshoot_webkit_settings_set_enable_developer_extras(settings, 0)
    overshoot_webkit_settings_set_enable_back_forward_navigation_gestures(settings, 0)
    overshoot_webkit_settings_set_allow_file_access_from_file_urls(settings, 0)
    overshoot_webkit_settings_set_allow_universal_access_from_file_urls(settings, 0)
    overshoot_webkit_settings_set_enable_page_cache(settings, 0)
    // A static article (no script, no WebGL) gains nothing from compositing its layers on the
    // GPU, and the web process then holds no GL context: 237 → 155 MB resident after 20
    // articles where GL is Mesa's llvmpipe (BENCHMARKS.md, "Against Liferea and newsboat").
    overshoot_webkit_settings_set_hardware_acceleration_policy(
      settings, WEBKIT_HARDWARE_ACCELERATION_POLICY_NEVER)
    if let font {
      overshoot_webkit_settings_set_default_font_family(settings, font.family)
      overshoot_webkit_settings_set_sans_serif_font_family(settings, font.family)
      overshoot_webkit_settings_set_default_font_size(settings, font.pixels)
    }
  }
}
