import CGtk
import GtkGlue
import GtkTestSupport
import OvershootAdwaita
import XCTest

@testable import OvershootApp

/// Preferences (Ctrl+comma) offers the style: Follow System, Light or Dark, which libadwaita's
/// style manager draws at once and the `style` setting keeps.
final class StyleSettingAdwaitaTests: GtkWarningFreeTestCase {
  func testPreferencesPicksDarkLightOrTheSystemsStyle() throws {
    try MainActor.assumeIsolated {
      Adwaita.initialize()
      setenv("GSETTINGS_BACKEND", "memory", 0)
      let settings = AppSettings()
      let before = settings.style
      defer { settings.style = before }
      settings.style = .system
      let reader = try ReaderHarness()
      defer { reader.cleanUp() }
      let window = reader.openWindow()
      reader.destroyOnCleanUp(window)
      window.use(settings)
      reader.load(window)
      XCTAssertNil(StyleManager.preferredColorScheme, "the desktop's by default")

      try ReaderHarness.press("ctrl+comma", in: window.root)
      GtkTestEnvironment.wait("Ctrl+comma to open Preferences") {
        PreferencesDialog.shown.map { gtk_widget_get_mapped($0.gtkWidget) != 0 } ?? false
      }
      let preferences = try XCTUnwrap(PreferencesDialog.shown)
      defer { preferences.close() }
      let row = try XCTUnwrap(ComboRowControl.find(under: preferences.gtkWidget))
      XCTAssertTrue(WidgetFinder.labelTexts(under: row).contains("Style"))
      XCTAssertTrue(WidgetFinder.labelTexts(under: row).contains("Follow System"))

      ComboRowControl.select(2, in: row)
      GtkTestEnvironment.wait("Dark to be drawn") { StyleManager.colorScheme == .dark }
      XCTAssertEqual(settings.style, .dark, "and kept")
      ComboRowControl.select(1, in: row)
      GtkTestEnvironment.wait("Light to be drawn") { StyleManager.colorScheme == .light }
      XCTAssertEqual(StyleManager.preferredColorScheme, .light)
      ComboRowControl.select(0, in: row)
      GtkTestEnvironment.wait("the desktop's style again") {
        StyleManager.preferredColorScheme == nil
      }
      XCTAssertEqual(settings.style, .system)
    }
  }
}
