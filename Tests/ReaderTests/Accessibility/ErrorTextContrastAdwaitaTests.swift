import CGtk
import Foundation
import GtkGlue
import GtkTestSupport
import Overshoot
import OvershootAdwaita
import XCTest

@testable import OvershootApp

/// Error text stays readable in the dark style: the Add Feed dialog's error line, as the window
/// draws it under the dark style manager, reaches WCAG's 4.5:1 for text against what is drawn
/// behind it (GTK 4.8's own dark theme drew #CC0000 on #353535, 2.1:1). The colours are read
/// from the drawn pixels, which mean the same on every GTK.
final class ErrorTextContrastAdwaitaTests: GtkWarningFreeTestCase {
  func testTheAddFeedErrorLineIsReadableInTheDarkStyle() throws {
    try MainActor.assumeIsolated {
      Adwaita.initialize()
      let scheme = StyleManager.preferredColorScheme
      StyleManager.preferredColorScheme = .dark
      defer { StyleManager.preferredColorScheme = scheme }
      let reader = try ReaderHarness()
      defer { reader.cleanUp() }
      let window = reader.openLoadedWindow()
      let missing = reader.folder.appendingPathComponent("missing.xml").path
      let dialog = window.presentAddFeed(prefill: missing)
      defer { dialog.close() }
      dialog.submit()
      @MainActor func errorLine() -> UnsafeMutablePointer<GtkWidget>? {
        WidgetFinder.widgets("label", under: dialog.window).first {
          gtk_widget_has_css_class($0, "error") != 0 && gtk_widget_get_mapped($0) != 0
        }
      }
      GtkTestEnvironment.wait("the error line", timeout: 10) {
        dialog.message.hasPrefix("Couldn’t add") && errorLine() != nil
      }
      // The window grows to take the error line: draw it once the line lies inside it (on
      // GTK 4.24 a window drawn mid-resize gives no render node at all).
      let label = try XCTUnwrap(errorLine())
      var bounds = graphene_rect_t()
      var pixels: DrawnPixels?
      GtkTestEnvironment.wait("the dialog drawn with the error line inside it") {
        guard gtk_widget_compute_bounds(label, dialog.window, &bounds) != 0,
          bounds.origin.y + bounds.size.height <= Float(gtk_widget_get_height(dialog.window))
        else { return false }
        pixels = try? DrawnPixels(of: dialog.window)
        return pixels != nil
      }
      let area = try XCTUnwrap(pixels).colors(in: bounds)
      XCTAssertFalse(area.isEmpty, "the error line is inside the drawn dialog")
      let background = try XCTUnwrap(Self.mostCommon(area), "the line's background")
      XCTAssertLessThan(background.luminance, 0.2, "the dark style is in use")
      // The ink is the drawn colour farthest from the background: the solid middle of a stroke
      // (anti-aliased edges lie between the two).
      let ink = try XCTUnwrap(
        area.max { $0.contrast(on: background) < $1.contrast(on: background) })
      let ratio = ink.contrast(on: background)
      XCTAssertGreaterThanOrEqual(
        ratio, 4.5, "error text \(ink.hex) on \(background.hex): \(ratio):1, below WCAG AA")
    }
  }

  private static func mostCommon(_ colors: [DrawnPixels.Color]) -> DrawnPixels.Color? {
    var counts: [DrawnPixels.Color: Int] = [:]
    for color in colors { counts[color, default: 0] += 1 }
    return counts.max { $0.value < $1.value }?.key
  }
}
