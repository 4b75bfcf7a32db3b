/// Which of GTK 4.8's four built-in theme style sheets a display uses, worked out the way GTK
/// 4.8 chooses one (`get_theme_name` in gtksettings.c, `gtk_css_provider_load_named` in
/// gtkcssprovider.c), or nil when it uses another theme: one on disk, the `Empty` one, or a
/// name this does not know. Style rules that copy the built-in theme's values use it to know
/// that those values are the ones on screen.
enum BuiltinTheme: String, CaseIterable, Sendable {
  case light, dark, highContrast, highContrastDark

  /// The style sheets GTK 4.8 carries in its resources, by the path it tries for a name and
  /// variant (`/org/gtk/libgtk/theme/NAME/gtk.css`, or `gtk-VARIANT.css` with a variant).
  static let resources: [String: BuiltinTheme] = [
    "Default/gtk.css": .light, "Default/gtk-light.css": .light,
    "Default/gtk-dark.css": .dark, "Default/gtk-hc.css": .highContrast,
    "Default/gtk-hc-dark.css": .highContrastDark, "Default-dark/gtk.css": .dark,
    "Default-hc/gtk.css": .highContrast, "Default-hc-dark/gtk.css": .highContrastDark,
  ]
  /// GTK 4.8's other built-in style sheet, the `Empty` theme: no frame to copy.
  static let emptyResource = "Empty/gtk.css"

  /// The built-in theme GTK 4.8 loads for its settings, or nil when it loads another one.
  /// - Parameters:
  ///   - gtkThemeVariable: `GTK_THEME` (`NAME` or `NAME:VARIANT`), which wins when not empty.
  ///   - themeName: the `gtk-theme-name` setting; empty or nil means GTK's default.
  ///   - prefersDark: the `gtk-application-prefer-dark-theme` setting.
  ///   - isOnDisk: whether a theme directory has a style sheet for a name and variant, as
  ///     `ThemeDirectories.hasStyleSheet` answers.
  static func resolve(
    gtkThemeVariable: String?, themeName: String?, prefersDark: Bool,
    isOnDisk: (_ name: String, _ variant: String?) -> Bool
  ) -> BuiltinTheme? {
    if let variable = gtkThemeVariable, !variable.isEmpty {
      guard let colon = variable.lastIndex(of: ":") else {
        return load(variable, variant: nil, isOnDisk: isOnDisk)
      }
      return load(
        String(variable[..<colon]), variant: String(variable[variable.index(after: colon)...]),
        isOnDisk: isOnDisk)
    }
    let name = themeName.flatMap { $0.isEmpty ? nil : $0 } ?? "Default"
    return load(name, variant: prefersDark ? "dark" : nil, isOnDisk: isOnDisk)
  }

  /// GTK 4.8's order: its resources, then the theme directories, then its fallbacks (the
  /// `HighContrast` and `Adwaita-dark` aliases, and any other name as the default theme with
  /// the same variant). 4.8.3 has no `HighContrastInverse` alias (later versions do): that name
  /// gets the light theme, as every name it does not know.
  private static func load(
    _ name: String, variant: String?, isOnDisk: (String, String?) -> Bool
  ) -> BuiltinTheme? {
    let resource = variant.map { "\(name)/gtk-\($0).css" } ?? "\(name)/gtk.css"
    if let builtin = resources[resource] { return builtin }
    // A theme on disk, even one without this variant's style sheet: GTK may load it without
    // the variant, so the built-in theme's values are not certain to be the ones on screen.
    if resource == emptyResource || isOnDisk(name, variant)
      || (variant != nil && isOnDisk(name, nil))
    {
      return nil
    }
    switch name {
    case "HighContrast": return variant == "dark" ? .highContrastDark : .highContrast
    case "Adwaita-dark": return .dark
    // Both end at a resource: "Default" without a variant always has one.
    case "Default": return load(name, variant: nil, isOnDisk: isOnDisk)
    default: return load("Default", variant: variant, isOnDisk: isOnDisk)
    }
  }
}
