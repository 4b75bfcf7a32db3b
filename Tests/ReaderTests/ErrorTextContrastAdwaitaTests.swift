import CGtk
import Foundation
import GtkGlue
import GtkTestSupport
import Overshoot
import OvershootAdwaita
import XCTest

@testable import OvershootApp

/// Error text stays readable in the dark style: the Add Feed dialog's error line, drawn as the
/// dark style manager draws it, against the dialog's background, reaches WCAG's 4.5:1 for text
/// (GTK 4.8's own theme drew #CC0000 on #353535, 2.1:1).
final class ErrorTextContrastAdwaitaTests: GtkTestCase {
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
      defer { if AddFeedDialog.openCount > 0 { dialog.close() } }
      dialog.submit()
      GtkTestEnvironment.wait("the error line", timeout: 10) {
        dialog.message.hasPrefix("Couldn’t add")
      }
      GtkTestEnvironment.wait("the line drawn as an error") {
        WidgetFinder.widgets("label", under: dialog.window).contains {
          gtk_widget_has_css_class($0, "error") != 0 && gtk_widget_get_mapped($0) != 0
        }
      }
      let label = try XCTUnwrap(
        WidgetFinder.widgets("label", under: dialog.window).first {
          gtk_widget_has_css_class($0, "error") != 0 && gtk_widget_get_mapped($0) != 0
        })
      var painted = false
      WidgetScreenshot.afterNextFrame(of: dialog.window) { painted = true }
      GtkTestEnvironment.wait("a frame of the dialog") { painted }

      let text = RenderNodeTree(of: label)
      defer { text.release() }
      let page = RenderNodeTree(of: dialog.window)
      defer { page.release() }
      let ink = try XCTUnwrap(text.textColors.first, "the label draws text")
      let background = try XCTUnwrap(page.backgroundColor, "the dialog draws a background")
      XCTAssertLessThan(Self.luminance(background), 0.2, "the dark style is in use")
      let ratio = Self.contrast(ink, on: background)
      XCTAssertGreaterThanOrEqual(
        ratio, 4.5,
        "error text \(Self.hex(ink)) on \(Self.hex(background)): \(ratio):1, below WCAG AA")
    }
  }

  /// WCAG's relative luminance of an sRGB colour.
  private static func luminance(_ color: GdkRGBA) -> Double {
    func linear(_ channel: Float) -> Double {
      let value = Double(channel)
      return value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(color.red) + 0.7152 * linear(color.green)
      + 0.0722 * linear(color.blue)
  }

  /// WCAG's contrast ratio of `ink` (blended over `background` by its alpha) on `background`.
  private static func contrast(_ ink: GdkRGBA, on background: GdkRGBA) -> Double {
    var blended = ink
    blended.red = ink.red * ink.alpha + background.red * (1 - ink.alpha)
    blended.green = ink.green * ink.alpha + background.green * (1 - ink.alpha)
    blended.blue = ink.blue * ink.alpha + background.blue * (1 - ink.alpha)
    let (a, b) = (luminance(blended), luminance(background))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  private static func hex(_ color: GdkRGBA) -> String {
    String(
      format: "#%02X%02X%02X", Int(color.red * 255), Int(color.green * 255),
      Int(color.blue * 255))
  }
}
