import CGtk
import Foundation
import GtkGlue
import GtkTestSupport
import Overshoot
import TestSupport
import XCTest

/// Navigation written wrongly does nothing and says why on stderr instead of crashing: a link
/// outside any stack, a value no destination shows, a title on the stack itself.
final class NavigationMistakesTests: GtkTestCase {
  func testALinkOutsideAStackSaysSo() throws {
    try MainActor.assumeIsolated {
      let link = NavigationLink("Lost", value: 1).makeGtkWidget()
      g_object_ref_sink(link.gpointer)
      defer { g_object_unref(link.gpointer) }
      let said = try StandardErrorCapture.text { overshoot_signal_emit_by_name(link, "clicked") }
      XCTAssertTrue(said.contains("outside a NavigationStack"), said)
    }
  }

  func testAValueWithoutADestinationSaysSoAndPushesNothing() throws {
    try MainActor.assumeIsolated {
      let window = Window("Lost", width: 400, height: 300) {
        NavigationStack { NavigationLink("Seven", value: 7).navigationTitle("Numbers") }
      }
      defer { window.close() }
      try NavigationScreen.show(window)
      let link = try XCTUnwrap(NavigationScreen.shownButton("Seven", under: window.gtkWindow))
      let said = try StandardErrorCapture.text { overshoot_signal_emit_by_name(link, "clicked") }
      XCTAssertTrue(said.contains(".navigationDestination(for: Int.self)"), said)
      MainContext.run(forSeconds: 0.2)
      XCTAssertEqual(NavigationScreen.title(of: window), "Numbers", "nothing was pushed")
      XCTAssertNil(NavigationScreen.shownButton("Back", under: window.gtkWindow))
    }
  }

  func testATitleOnTheStackItselfSaysWhereItBelongs() throws {
    try MainActor.assumeIsolated {
      var window: Window?
      let said = try StandardErrorCapture.text {
        window = Window("Misplaced") { NavigationStack { Text("Root") }.navigationTitle("Lost") }
      }
      window?.close()
      XCTAssertTrue(said.contains("apply it to the content of a page inside"), said)
    }
  }
}
