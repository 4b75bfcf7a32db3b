import WebKitLoader

/// GNOME's document font (`org.gnome.desktop.interface document-font-name`, what GNOME Text
/// Editor and Epiphany's reader mode read), else GTK's interface font (`gtk-font-name`), as a
/// family and a size in CSS pixels for WebKit's defaults.
@MainActor
struct DocumentFont: Equatable {
  /// The family, e.g. "Cantarell".
  var family: String
  /// The size in CSS pixels.
  var pixels: UInt32

  /// The desktop's document font now; nil when neither setting names one.
  static func current() -> DocumentFont? {
    guard let name = gnomeDocumentFontName() ?? interfaceFontName() else { return nil }
    return parse(name)
  }

  /// The family and size in a Pango font name ("Cantarell 11"); nil without a family.
  static func parse(_ name: String) -> DocumentFont? {
    let description = pango_font_description_from_string(name)
    defer { pango_font_description_free(description) }
    guard let familyName = pango_font_description_get_family(description) else { return nil }
    let size = pango_font_description_get_size(description)
    let isAbsolute = pango_font_description_get_size_is_absolute(description) != 0
    let points = Double(size) / Double(PANGO_SCALE)
    let pixels: UInt32 =
      size <= 0
      ? 16
      : isAbsolute
        ? UInt32(points.rounded())
        : overshoot_webkit_settings_font_size_to_pixels(UInt32(points.rounded()))
    return DocumentFont(family: String(cString: familyName), pixels: max(pixels, 6))
  }

  /// The GNOME setting, read only when its schema is installed (GSettings aborts on a schema it
  /// does not know, and not every desktop has GNOME's).
  private static func gnomeDocumentFontName() -> String? {
    guard let source = g_settings_schema_source_get_default(),
      let schema = g_settings_schema_source_lookup(source, "org.gnome.desktop.interface", 1)
    else { return nil }
    defer { g_settings_schema_unref(schema) }
    guard g_settings_schema_has_key(schema, "document-font-name") != 0 else { return nil }
    let settings = g_settings_new_full(schema, nil, nil)
    defer { g_object_unref(settings) }
    guard let value = g_settings_get_string(settings, "document-font-name") else { return nil }
    defer { g_free(value) }
    let name = String(cString: value)
    return name.isEmpty ? nil : name
  }

  private static func interfaceFontName() -> String? {
    guard let value = overshoot_webkit_interface_font_name() else { return nil }
    defer { g_free(value) }
    let name = String(cString: value)
    return name.isEmpty ? nil : name
  }
}
