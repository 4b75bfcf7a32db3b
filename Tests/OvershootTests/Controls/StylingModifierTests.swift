import CGtk
import Foundation
import GtkGlue
import GtkTestSupport
import XCTest

@testable import Overshoot

/// `.foregroundStyle`, `.frame`, `.padding` with any length, `.font`, `.bold` and `.opacity`,
/// read back from the GTK widgets they set.
final class StylingModifierTests: GtkTestCase {
  @MainActor private static func color(of widget: UnsafeMutablePointer<GtkWidget>) -> GdkRGBA {
    var rgba = GdkRGBA()
    overshoot_widget_get_color(widget, &rgba)
    return rgba
  }

  func testForegroundStylePaintsTheTextAndSecondaryDims() {
    MainActor.assumeIsolated {
      let shown = WidgetModifierTests.Shown {
        Text("Red").foregroundStyle(.red)
        Text("Custom").foregroundStyle(Color(red: 0, green: 0.5, blue: 1))
        Text("Dim").foregroundStyle(.secondary)
      }
      defer { shown.window.close() }
      let labels = WidgetFinder.widgets("label", under: shown.root)
      let red = Self.color(of: labels[0])
      XCTAssertEqual(Double(red.red), 0xe0 / 255, accuracy: 0.01)
      XCTAssertEqual(Double(red.green), 0x1b / 255, accuracy: 0.01)
      let custom = Self.color(of: labels[1])
      XCTAssertEqual(Double(custom.blue), 1, accuracy: 0.01)
      XCTAssertEqual(Double(custom.green), 0.5, accuracy: 0.01)
      XCTAssertEqual(gtk_widget_has_css_class(labels[2], "dim-label"), 1)
    }
  }

  func testFramesExpandAlignAndRequestSizes() {
    MainActor.assumeIsolated {
      let width: CGFloat = 120.5
      let shown = WidgetModifierTests.Shown {
        Text("Leading").frame(maxWidth: .infinity, alignment: .leading)
        Button("Trailing") {}.frame(maxWidth: .infinity, alignment: .trailing)
        Text("Fixed").frame(width: width, height: 40)
        Text("Bottom").frame(minWidth: 50, maxHeight: .infinity, alignment: .bottom)
      }
      defer { shown.window.close() }
      let column = WidgetChildren.of(shown.root)
      let (leading, trailing, fixed, bottom) = (column[0], column[1], column[2], column[3])
      XCTAssertEqual(gtk_widget_get_hexpand(leading), 1)
      XCTAssertEqual(gtk_widget_get_halign(leading), GTK_ALIGN_FILL)
      XCTAssertEqual(gtk_label_get_xalign(leading.checked(gtk_label_get_type())), 0)
      XCTAssertEqual(gtk_widget_get_hexpand(trailing), 1)
      XCTAssertEqual(gtk_widget_get_halign(trailing), GTK_ALIGN_END)
      var (requestedWidth, requestedHeight): (Int32, Int32) = (0, 0)
      gtk_widget_get_size_request(fixed, &requestedWidth, &requestedHeight)
      XCTAssertEqual(requestedWidth, 121)
      XCTAssertEqual(requestedHeight, 40)
      XCTAssertGreaterThanOrEqual(gtk_widget_get_width(fixed), 121)
      gtk_widget_get_size_request(bottom, &requestedWidth, &requestedHeight)
      XCTAssertEqual(requestedWidth, 50)
      XCTAssertEqual(requestedHeight, -1)
      XCTAssertEqual(gtk_widget_get_vexpand(bottom), 1)
      XCTAssertEqual(gtk_label_get_yalign(bottom.checked(gtk_label_get_type())), 1)
      XCTAssertEqual(gtk_widget_get_hexpand(bottom), 0)
    }
  }

  func testPaddingTakesAnyLengthAndTextStylesApply() {
    MainActor.assumeIsolated {
      let inset: Double = 3.2
      let shown = WidgetModifierTests.Shown {
        Text("Wide").padding(.horizontal, 8.5)
        Text("Even").padding(12.0)
        Text("Variable").padding(.top, CGFloat(inset))
        Text("Title").font(.title3).bold()
        Text("Faint").opacity(0.5)
      }
      defer { shown.window.close() }
      let column = WidgetChildren.of(shown.root)
      XCTAssertEqual(gtk_widget_get_margin_start(column[0]), 9)
      XCTAssertEqual(gtk_widget_get_margin_end(column[0]), 9)
      XCTAssertEqual(gtk_widget_get_margin_top(column[0]), 0)
      XCTAssertEqual(gtk_widget_get_margin_bottom(column[1]), 12)
      XCTAssertEqual(gtk_widget_get_margin_top(column[2]), 3)
      XCTAssertEqual(gtk_widget_has_css_class(column[3], "title-4"), 1)
      XCTAssertEqual(gtk_widget_has_css_class(column[3], "overshoot-weight-bold"), 1)
      XCTAssertEqual(gtk_widget_get_opacity(column[4]), 0.5, accuracy: 0.01)
    }
  }
}
