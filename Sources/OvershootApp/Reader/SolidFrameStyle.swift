import CGtk
import GtkGlue
import Overshoot

/// GTK 4.8's frame around a window that draws its own title bar on a display without a
/// compositor (`window.solid-csd`: X11 with no compositing manager, Xvfb), drawn with colour
/// fills instead of the theme's three inset shadows.
///
/// The theme paints a 3 px ring and a 1 px line inside the window's 1 px border as three
/// `box-shadow: inset …` over the padding box, and GSK's GL renderer shades each inset shadow
/// over the whole window, in every frame that redraws it: under Xvfb's llvmpipe about 12 ms
/// (6 %) of the app's first frame. Here the same rings are background layers of one colour
/// each, strips 1 to 3 px wide along the edges: the same pixels under GL; under cairo, which
/// blends the line's edges a little differently, within 16 levels of 255 in the frame alone
/// (`SolidFrameStyleTests`). Only GTK 4.8's built-in theme is copied; another theme or GTK
/// version keeps its own frame.
@MainActor
enum SolidFrameStyle {
  /// The colours of a built-in theme's `window.solid-csd` rules (GTK 4.8.3's Default-*.css).
  struct Palette: Equatable {
    /// The 1 px line inside the 3 px ring (the theme's border colour).
    var line: String
    /// The 3 px ring of a focused window.
    var ring: String
    /// The 3 px ring of a window in the background (`:backdrop`).
    var backdropRing: String
    /// The highlight over the ring's top row.
    var highlight: String
  }

  /// The palette GTK 4.8 draws the frame with in `theme`: the light and dark variants share
  /// their ring and highlight with their high-contrast twins, and differ in the line.
  static func palette(for theme: BuiltinTheme) -> Palette {
    switch theme {
    case .light: lightPalette(line: "#cdc7c2")
    case .highContrast: lightPalette(line: "#877b6e")
    case .dark: darkPalette(line: "#1b1b1b")
    case .highContrastDark: darkPalette(line: "#686868")
    }
  }

  private static func lightPalette(line: String) -> Palette {
    Palette(
      line: line, ring: "white", backdropRing: "#f6f5f4", highlight: "rgba(255, 255, 255, 0.8)")
  }

  private static func darkPalette(line: String) -> Palette {
    Palette(
      line: line, ring: "#2d2d2d", backdropRing: "#353535",
      highlight: "rgba(238, 238, 236, 0.07)")
  }

  /// The windows the theme draws the frame for: solid CSD that is not maximized, full screen or
  /// tiled (those have no inset shadows in the theme).
  static let selector =
    "window.solid-csd:not(.maximized):not(.fullscreen):not(.tiled):not(.tiled-top)"
    + ":not(.tiled-left):not(.tiled-right):not(.tiled-bottom)"

  /// The rules for `theme`, or none (an empty style sheet) when the theme is not a built-in one.
  static func css(for theme: BuiltinTheme?) -> String {
    guard let theme else { return "" }
    let palette = palette(for: theme)
    // Top to bottom: the highlight row, the line's four sides 3 px in, the ring's four sides,
    // and an empty layer that keeps the background colour under the border, as the theme has it.
    let positions = [
      "0 0", "3px 3px", "3px calc(100% - 3px)", "3px 3px", "calc(100% - 3px) 3px",
      "0 0", "0 100%", "0 0", "100% 0", "0 0",
    ]
    let sizes = [
      "100% 1px", "calc(100% - 6px) 1px", "calc(100% - 6px) 1px", "1px calc(100% - 6px)",
      "1px calc(100% - 6px)", "100% 3px", "100% 3px", "3px 100%", "3px 100%", "auto",
    ]
    let clips = Array(repeating: "padding-box", count: 9) + ["border-box"]
    func images(ring: String) -> String {
      (["image(\(palette.highlight))"] + Array(repeating: "image(\(palette.line))", count: 4)
        + Array(repeating: "image(\(ring))", count: 4) + ["none"]).joined(separator: ", ")
    }
    return """
      \(selector) {
        box-shadow: none;
        background-image: \(images(ring: palette.ring));
        background-origin: padding-box;
        background-clip: \(clips.joined(separator: ", "));
        background-repeat: no-repeat;
        background-position: \(positions.joined(separator: ", "));
        background-size: \(sizes.joined(separator: ", "));
      }
      \(selector):backdrop { background-image: \(images(ring: palette.backdropRing)); }
      """
  }

  private static var provider: UnsafeMutablePointer<GtkCssProvider>?
  private static var settingsConnections: [SignalConnection] = []
  /// The built-in theme whose frame the rules copy now; nil while there are none.
  private(set) static var theme: BuiltinTheme?

  /// Adds the rules for the display's theme once there is a display, and follows changes of
  /// theme and of the dark preference; idempotent.
  static func install() {
    guard provider == nil, let settings = gtk_settings_get_default(),
      let provider = StyleSheet.addProvider()
    else { return }
    Self.provider = provider
    update()
    settingsConnections = [
      settings.connectWithPointer("notify::gtk-theme-name") { _ in update() },
      settings.connectWithPointer("notify::gtk-application-prefer-dark-theme") { _ in update() },
    ]
  }

  /// Takes the rules away again: the theme draws its own frame (tests compare the two).
  static func uninstall() {
    guard let provider else { return }
    for connection in settingsConnections { connection.disconnect() }
    settingsConnections = []
    StyleSheet.remove(provider)
    Self.provider = nil
    theme = nil
  }

  /// Loads the rules for the theme GTK uses now.
  private static func update() {
    let now = currentTheme()
    guard let provider, now != theme else { return }  // a new provider is empty, as nil's rules
    theme = now
    gtk_css_provider_load_from_data(provider, css(for: now), -1)
  }

  /// The built-in theme on screen, if this is GTK 4.8 (the version whose values these are).
  static func currentTheme() -> BuiltinTheme? {
    guard gtk_get_major_version() == 4, gtk_get_minor_version() == 8 else { return nil }
    let name = overshoot_settings_dup_string("gtk-theme-name")
    defer { g_free(name) }
    return BuiltinTheme.resolve(
      gtkThemeVariable: g_getenv("GTK_THEME").map { String(cString: $0) },
      themeName: name.map { String(cString: $0) },
      prefersDark: overshoot_settings_get_bool("gtk-application-prefer-dark-theme") != 0,
      isOnDisk: ThemeDirectories.hasStyleSheet)
  }
}
