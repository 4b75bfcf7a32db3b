import CGtk
import GtkGlue
import GtkTestSupport
import Overshoot
import XCTest

/// Tooltips set through the library: the text shows, the widget stays visible, and setting the
/// text it has changes nothing (GTK would ask the display server for the pointer again).
final class TooltipTests: GtkTestCase {
  func testHelpSetsTheTooltipOnceAndLeavesTheWidgetVisible() throws {
    try MainActor.assumeIsolated {
      let handle = WidgetHandle(Button("Star") {})
      handle.help = "Star"
      XCTAssertEqual(handle.help, "Star")
      XCTAssertTrue(handle.isVisible, "shown again after its tooltip was set")
      var notified = 0
      let watch = handle.gtkWidget.connectWithPointer("notify::tooltip-text") { _ in notified += 1 }
      defer { withExtendedLifetime(watch) {} }
      handle.help = "Star"
      XCTAssertEqual(notified, 0, "the same text set again")
      handle.help = "Unstar"
      XCTAssertEqual(notified, 1)
      XCTAssertEqual(handle.help, "Unstar")
      handle.help = ""
      XCTAssertEqual(handle.help, "")

      let window = Window("Tooltips", width: 200, height: 100) { handle }
      defer { window.close() }
      try NavigationScreen.show(window)
      handle.help = "In a window"
      XCTAssertEqual(handle.help, "In a window")
      XCTAssertTrue(gtk_widget_get_mapped(handle.gtkWidget) != 0, "still on screen")
    }
  }
}
