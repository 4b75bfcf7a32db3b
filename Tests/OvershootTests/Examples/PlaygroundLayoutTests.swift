import CGtk
import Foundation
import GtkGlue
import GtkTestSupport
import XCTest

@testable import ScrollPlayground

/// The Playground shows what it says and stays inside the window: the flash section's caption
/// promises a flash on its first appearance, which happens; no text widens the window.
final class PlaygroundLayoutTests: GtkTestCase {
  func testTheFlashSectionFlashesTheFirstTimeItAppears() {
    MainActor.assumeIsolated {
      let fixture = PlaygroundTests.Fixture()
      defer { fixture.window.close() }
      fixture.show(FlashSection.name)
      let section = fixture.page.flash
      let scrollbar = gtk_scrolled_window_get_vscrollbar(
        section.scrollView.scrolledWindow.checked(gtk_scrolled_window_get_type()))!
      GtkTestEnvironment.wait("the indicator to flash on first appearance", timeout: 3) {
        gtk_widget_get_opacity(scrollbar) > 0
      }
      XCTAssertEqual(section.decision, "On appear: flash: vertical")
    }
  }

  func testLongTextInEveryPlaygroundLabelDoesNotWidenTheWindow() {
    MainActor.assumeIsolated {
      let fixture = PlaygroundTests.Fixture(width: 900, height: 640)
      defer { fixture.window.close() }
      let long = Array(repeating: "Last refreshed at 11:59:59 PM (refresh 1234)", count: 8)
        .joined(separator: " ")
      for section in fixture.page.sections {
        fixture.show(type(of: section).name)
        for label in Self.labels(under: section.widget) {
          gtk_label_set_text(label.checked(gtk_label_get_type()), long)
        }
        MainContext.run(forSeconds: 0.3)
        XCTAssertLessThanOrEqual(
          gtk_widget_get_width(fixture.window.window), 900,
          "\(type(of: section).name) widened the window")
      }
    }
  }

  private static func labels(under widget: UnsafeMutablePointer<GtkWidget>)
    -> [UnsafeMutablePointer<GtkWidget>]
  {
    // Text labels only: a button's own label sizes its button, as it should.
    var found: [UnsafeMutablePointer<GtkWidget>] = []
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      let name = WidgetFinder.cssName(of: current)
      if name == "label" { found.append(current) }
      if name != "button" && name != "switch" { found += labels(under: current) }
      child = gtk_widget_get_next_sibling(current)
    }
    return found
  }
}
