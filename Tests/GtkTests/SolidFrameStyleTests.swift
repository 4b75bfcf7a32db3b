import CGtk
import Foundation
import GtkGlue
import Overshoot
import XCTest

@testable import OvershootApp

/// The frame of a window that draws its own title bar without a compositor (`solid-csd`, as
/// under Xvfb): the app draws GTK 4.8's theme frame with colour fills, not inset shadows, and
/// it must look the same in each built-in theme, focused or not.
final class SolidFrameStyleTests: GtkTestCase {
  private var savedThemeName: String?
  private var savedPrefersDark = false

  override func setUpWithError() throws {
    try super.setUpWithError()
    (savedThemeName, savedPrefersDark) = MainActor.assumeIsolated {
      let name = overshoot_settings_dup_string("gtk-theme-name")
      defer { g_free(name) }
      return (
        name.map { String(cString: $0) },
        overshoot_settings_get_bool("gtk-application-prefer-dark-theme") != 0
      )
    }
  }

  override func tearDown() {
    let (name, prefersDark) = (savedThemeName, savedPrefersDark)
    MainActor.assumeIsolated {
      overshoot_settings_set_string("gtk-theme-name", name)
      overshoot_settings_set_bool("gtk-application-prefer-dark-theme", prefersDark ? 1 : 0)
    }
    super.tearDown()
  }

  func testResolvesTheBuiltInThemeAsGtk48Does() {
    let onDisk: Set<String> = ["Yaru", "Adwaita:dark"]
    func resolve(_ variable: String?, _ name: String?, dark: Bool = false) -> BuiltinTheme? {
      BuiltinTheme.resolve(
        gtkThemeVariable: variable, themeName: name, prefersDark: dark,
        isOnDisk: { name, variant in onDisk.contains(variant.map { "\(name):\($0)" } ?? name) })
    }
    XCTAssertEqual(resolve(nil, nil), .light, "no setting: GTK's default theme")
    XCTAssertEqual(resolve(nil, ""), .light)
    XCTAssertEqual(resolve(nil, "Default"), .light)
    XCTAssertEqual(resolve(nil, "Default", dark: true), .dark)
    XCTAssertEqual(resolve(nil, "Adwaita"), .light, "Adwaita has no folder: the default theme")
    XCTAssertEqual(resolve(nil, "Adwaita-dark"), .dark)
    XCTAssertEqual(resolve(nil, "Default-dark"), .dark)
    XCTAssertEqual(resolve(nil, "Default-hc"), .highContrast)
    XCTAssertEqual(resolve(nil, "HighContrast"), .highContrast)
    XCTAssertEqual(resolve(nil, "HighContrast", dark: true), .highContrastDark)
    XCTAssertEqual(resolve(nil, "HighContrastInverse"), .light, "no such alias in GTK 4.8")
    XCTAssertEqual(resolve(nil, "Default", dark: false), .light)
    XCTAssertNil(resolve(nil, "Empty"), "GTK's empty theme draws no frame")
    XCTAssertNil(resolve(nil, "Yaru"), "a theme on disk draws its own frame")
    XCTAssertNil(resolve(nil, "Yaru", dark: true), "GTK may load Yaru without its variant")
    XCTAssertNil(resolve(nil, "Adwaita", dark: true), "Adwaita's dark style sheet is on disk")
    XCTAssertEqual(resolve("Default:hc-dark", "Yaru"), .highContrastDark, "GTK_THEME wins")
    XCTAssertEqual(resolve("Adwaita:dark", nil), nil, "GTK_THEME's variant is looked up as such")
    XCTAssertEqual(resolve("", "Default-dark"), .dark, "an empty GTK_THEME is ignored")
    XCTAssertEqual(resolve("Default:nonsense", nil), .light, "an unknown variant: without it")
  }

  func testTheStyleSheetsItNamesAreGtksOwn() throws {
    try MainActor.assumeIsolated {
      guard gtk_get_minor_version() == 8 else { throw XCTSkip("GTK 4.8's resources only") }
      for path in Array(BuiltinTheme.resources.keys) + [BuiltinTheme.emptyResource] {
        XCTAssertNotEqual(
          g_resources_get_info(
            "/org/gtk/libgtk/theme/\(path)", G_RESOURCE_LOOKUP_FLAGS_NONE, nil, nil, nil), 0,
          "GTK \(gtk_get_minor_version()) has no style sheet \(path)")
      }
    }
  }

  func testTheFrameLooksAsTheThemesOwnWithoutItsInsetShadows() throws {
    try MainActor.assumeIsolated {
      guard gtk_get_minor_version() == 8 else { throw XCTSkip("the rules copy GTK 4.8's theme") }
      let cases: [(name: String, dark: Bool, theme: BuiltinTheme)] = [
        ("Default", false, .light), ("Default", true, .dark),
        ("HighContrast", false, .highContrast), ("HighContrast", true, .highContrastDark),
      ]
      SolidFrameStyle.install()
      defer { SolidFrameStyle.install() }  // as the app's windows have it, for later tests
      // The theme fades colours into the background state; compare the settled look.
      overshoot_settings_set_bool("gtk-enable-animations", 0)
      defer { overshoot_settings_set_bool("gtk-enable-animations", 1) }
      for (name, dark, theme) in cases {
        overshoot_settings_set_string("gtk-theme-name", name)
        overshoot_settings_set_bool("gtk-application-prefer-dark-theme", dark ? 1 : 0)
        XCTAssertEqual(SolidFrameStyle.theme, theme, "the rules follow the settings")
        for backdrop in [false, true] {
          let what = "\(theme)\(backdrop ? ", in the background" : "")"
          let window = try FramedWindow(backdrop: backdrop)
          defer { window.close() }
          let copied = try window.draw()
          SolidFrameStyle.uninstall()
          window.settle()
          let themes = try window.draw()
          SolidFrameStyle.install()
          XCTAssertEqual(copied.insetShadows, 0, "\(what): no inset shadows are drawn")
          XCTAssertGreaterThanOrEqual(
            themes.insetShadows, 2, "\(what): the theme's own frame is its inset shadows")
          let difference = themes.pixels.difference(from: copied.pixels, frameWidth: 5)
          XCTAssertEqual(difference.outsideFrame, 0, "\(what): only the frame changes")
          // GL draws both the same; cairo blends the edges of the 1 px line into their
          // neighbours a little differently in the two (never by a colour: the line and the
          // ring differ by 18 levels in the dark theme, 120 in high contrast).
          let allowed = window.rendererName == "GskCairoRenderer" ? 16 : 0
          XCTAssertLessThanOrEqual(
            difference.level, allowed,
            "\(what) under \(window.rendererName): \(difference.pixels) pixels differ")
        }
      }
    }
  }

  func testAThemeOnDiskKeepsItsOwnFrame() throws {
    try MainActor.assumeIsolated {
      SolidFrameStyle.install()
      let name = "OvershootTestTheme\(getpid())"
      let folder = URL(fileURLWithPath: String(cString: g_get_user_data_dir()))
        .appendingPathComponent("themes/\(name)/gtk-4.0")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
      try "window { background-color: #336699; }".write(
        to: folder.appendingPathComponent("gtk.css"), atomically: true, encoding: .utf8)

      overshoot_settings_set_string("gtk-theme-name", name)
      XCTAssertNil(SolidFrameStyle.theme, "another theme's frame is not replaced")
      overshoot_settings_set_string("gtk-theme-name", "Default")
      XCTAssertEqual(
        SolidFrameStyle.theme, gtk_get_minor_version() == 8 ? .light : nil,
        "back to the built-in theme")
    }
  }
}

/// A window with a header bar (so it draws its own frame) drawn to pixels by its own renderer.
@MainActor
private final class FramedWindow {
  let window: UnsafeMutablePointer<GtkWidget>

  init(backdrop: Bool) throws {
    window = gtk_window_new()
    let gtkWindow = window.checked(as: GtkWindow.self)
    gtk_window_set_titlebar(gtkWindow, gtk_header_bar_new())
    gtk_window_set_child(gtkWindow, gtk_label_new("Framed"))
    gtk_window_set_default_size(gtkWindow, 320, 240)
    gtk_window_present(gtkWindow)
    GtkTestEnvironment.wait("the window to be laid out") { gtk_widget_get_height(window) > 0 }
    guard gtk_widget_has_css_class(window, "solid-csd") != 0 else {
      close()
      throw XCTSkip("the display has a compositor: windows draw no solid frame")
    }
    if backdrop { gtk_widget_set_state_flags(window, GTK_STATE_FLAG_BACKDROP, 0) }
    settle()
  }

  /// Waits for a frame to be painted, so a style change has been applied to the window.
  func settle() {
    var painted = false
    WidgetScreenshot.afterNextFrame(of: window) { painted = true }
    GtkTestEnvironment.wait("a frame of the window") { painted }
  }

  /// GSK's class name for the window's renderer.
  var rendererName: String {
    guard let renderer = gtk_native_get_renderer(window.checked(gtk_native_get_type())) else {
      return "none"
    }
    return String(
      cString: g_type_name_from_instance(
        renderer.gpointer.assumingMemoryBound(to: GTypeInstance.self)))
  }

  /// The window's render nodes and pixels as its style is now.
  func draw() throws -> (insetShadows: Int, pixels: Pixels) {
    let tree = RenderNodeTree(of: window)
    defer { tree.release() }
    let insetShadows = tree.nodes.filter {
      gsk_render_node_get_node_type($0) == GSK_INSET_SHADOW_NODE
    }.count
    let width = gtk_widget_get_width(window)
    let height = gtk_widget_get_height(window)
    let texture = try WidgetScreenshot.texture(of: window)
    defer { g_object_unref(texture.gpointer) }
    var bytes = [UInt8](repeating: 0, count: Int(width * height * 4))
    bytes.withUnsafeMutableBufferPointer {
      gdk_texture_download(texture, $0.baseAddress, gsize(width * 4))
    }
    return (insetShadows, Pixels(bytes: bytes, width: Int(width)))
  }

  func close() {
    gtk_window_destroy(window.checked(as: GtkWindow.self))
    MainContext.run(forSeconds: 0.02)
  }
}

/// A texture's bytes (4 per pixel, rows of `width`), compared channel by channel.
private struct Pixels {
  let bytes: [UInt8]
  let width: Int

  /// How two drawings differ: the largest difference of any channel, how many pixels differ,
  /// and how many of those lie further than `frameWidth` from every edge.
  func difference(from other: Pixels, frameWidth: Int) -> (
    level: Int, pixels: Int, outsideFrame: Int
  ) {
    guard bytes.count == other.bytes.count, width == other.width else {
      return (255, bytes.count / 4, bytes.count / 4)
    }
    let height = bytes.count / 4 / width
    var (level, pixels, outsideFrame) = (0, 0, 0)
    for index in 0..<bytes.count / 4 {
      var largest = 0
      for channel in index * 4..<index * 4 + 4 {
        largest = max(largest, abs(Int(bytes[channel]) - Int(other.bytes[channel])))
      }
      guard largest > 0 else { continue }
      level = max(level, largest)
      pixels += 1
      let (x, y) = (index % width, index / width)
      if min(x, y, width - 1 - x, height - 1 - y) >= frameWidth { outsideFrame += 1 }
    }
    return (level, pixels, outsideFrame)
  }
}
