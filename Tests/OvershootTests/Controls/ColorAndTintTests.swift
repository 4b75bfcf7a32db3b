import CGtk
import Foundation
import GtkGlue
import GtkTestSupport
import XCTest

@testable import Overshoot

/// Semantic colours, `Color(red:green:blue:opacity:)` and `.tint`, read back from the colours
/// GTK resolves and the pixels it draws.
final class ColorAndTintTests: GtkTestCase {
  @MainActor private static func color(of widget: UnsafeMutablePointer<GtkWidget>) -> GdkRGBA {
    var rgba = GdkRGBA()
    overshoot_widget_get_color(widget, &rgba)
    return rgba
  }

  func testSemanticAndTranslucentColoursPaintText() {
    MainActor.assumeIsolated {
      let shown = WidgetModifierTests.Shown {
        Text("Plain")
        Text("Primary").foregroundStyle(Color.primary)
        Text("Secondary").foregroundStyle(Color.secondary)
        Text("Accent").foregroundStyle(Color.accentColor)
        Text("Half").foregroundStyle(Color(red: 1, green: 0, blue: 0, opacity: 0.5))
        Text("Red then primary").foregroundStyle(.red)
      }
      defer { shown.window.close() }
      let labels = WidgetChildren.of(shown.root)
      let plain = Self.color(of: labels[0])
      let primary = Self.color(of: labels[1])
      XCTAssertEqual(
        [primary.red, primary.green, primary.blue, primary.alpha],
        [plain.red, plain.green, plain.blue, plain.alpha], "primary is the theme's text colour")
      XCTAssertEqual(gtk_widget_has_css_class(labels[2], "dim-label"), 1)
      let accent = Self.color(of: labels[3])
      XCTAssertEqual(Double(accent.blue), 0xe4 / 255, accuracy: 0.01)
      XCTAssertEqual(Double(accent.red), 0x35 / 255, accuracy: 0.01)
      let half = Self.color(of: labels[4])
      XCTAssertEqual(Double(half.red), 1, accuracy: 0.01)
      XCTAssertEqual(Double(half.alpha), 0.5, accuracy: 0.01)
      XCTAssertTrue(Text("Red then primary").foregroundStyle(Color.primary).update(labels[5]))
      GtkTestEnvironment.wait("the red taken off") {
        Self.color(of: labels[5]).red == plain.red && Self.color(of: labels[5]).green == plain.green
      }
    }
  }

  func testTintColoursButtonsAndFillsSwitchesAndProgress() throws {
    try MainActor.assumeIsolated {
      let shown = WidgetModifierTests.Shown(width: 300, height: 200) {
        Button("Tinted") {}.tint(.red)
        VStack {
          Toggle("Wi-Fi", isOn: .constant(true))
        }.tint(Color(rgb: 0x00_C0_00))
        Button("Untinted") {}
      }
      defer { shown.window.close() }
      let column = WidgetChildren.of(shown.root)
      let tinted = Self.color(of: column[0])
      XCTAssertEqual(Double(tinted.red), 0xe0 / 255, accuracy: 0.01)
      XCTAssertEqual(Double(tinted.green), 0x1b / 255, accuracy: 0.01)
      let untinted = Self.color(of: column[2])
      XCTAssertNotEqual(Double(untinted.red), 0xe0 / 255, accuracy: 0.05)
      let toggle = try XCTUnwrap(WidgetFinder.widgets("switch", under: column[1]).first)
      let green = try Self.pixels(of: toggle).filter { $0 == [0, 0xC0, 0] }.count
      XCTAssertGreaterThan(green, 50, "the switch that is on is filled with the tint")
      XCTAssertTrue(Button("Tinted") {}.tint(nil).update(column[0]))
      GtkTestEnvironment.wait("the tint taken off") {
        Self.color(of: column[0]).red == untinted.red
      }
    }
  }

  /// The red, green and blue of each pixel of `widget` as drawn now.
  @MainActor
  static func pixels(of widget: UnsafeMutablePointer<GtkWidget>) throws -> [[UInt8]] {
    let texture = try WidgetScreenshot.texture(of: widget)
    defer { g_object_unref(texture.gpointer) }
    let width = Int(gdk_texture_get_width(texture))
    let height = Int(gdk_texture_get_height(texture))
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    bytes.withUnsafeMutableBufferPointer { buffer in
      gdk_texture_download(texture, buffer.baseAddress, gsize(width * 4))
    }
    // GDK_MEMORY_DEFAULT: B, G, R, A in memory order.
    return stride(from: 0, to: bytes.count, by: 4).map {
      [bytes[$0 + 2], bytes[$0 + 1], bytes[$0]]
    }
  }
}
