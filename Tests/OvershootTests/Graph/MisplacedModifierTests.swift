import CGtk
import Foundation
import GtkTestSupport
import TestSupport
import XCTest

@testable import Overshoot

/// A modifier applied where it cannot work does nothing and, in debug builds, says why once on
/// stderr (issue 12): read from this process's own stderr while the modifier is applied twice.
final class MisplacedModifierTests: GtkTestCase {
  func testAFlashTriggerWithoutAScrollViewSaysWhyOnceAndDoesNothing() throws {
    try MainActor.assumeIsolated {
      var shown: [UnsafeMutablePointer<GtkWidget>] = []
      let said = try StandardErrorCapture.text {
        for _ in 0..<2 {
          let widget = Text("Nothing scrolls").scrollIndicatorsFlash(trigger: 1).makeGtkWidget()
          g_object_ref_sink(widget.gpointer)
          shown.append(widget)
        }
      }
      defer { for widget in shown { g_object_unref(widget.gpointer) } }
      let lines = said.split(separator: "\n").map(String.init)
        .filter { $0.contains("does nothing here") }
      #if DEBUG
        XCTAssertEqual(
          lines,
          [
            "overshoot: scrollIndicatorsFlash(trigger:) does nothing here: there is no ScrollView "
              + "or List in the widget it modifies"
          ], "stderr said: \(said)")
      #else
        XCTAssertEqual(lines, [], "release builds stay quiet")
      #endif
      XCTAssertTrue(
        shown.allSatisfy { ScrollView.enclosed(in: $0) == nil },
        "the modifier must not add a scroll view")
    }
  }
}
