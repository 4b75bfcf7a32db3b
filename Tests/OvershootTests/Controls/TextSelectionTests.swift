import CGtk
import GtkTestSupport
import XCTest

@testable import Overshoot

/// `.textSelection(_:)` as SwiftUI spells it: the reader can select and copy the words of a text
/// marked `.enabled`, and of no other.
final class TextSelectionTests: GtkTestCase {
  func testEnabledTextIsSelectableAndDisabledIsNot() {
    MainActor.assumeIsolated {
      @MainActor func selectable(_ widget: any Widget) -> Bool {
        let made = widget.makeGtkWidget()
        g_object_ref_sink(made.gpointer)
        defer { g_object_unref(made.gpointer) }
        return gtk_label_get_selectable(made.checked(gtk_label_get_type())) != 0
      }
      XCTAssertTrue(selectable(Text("Copy me").textSelection(.enabled)))
      XCTAssertFalse(selectable(Text("Not me").textSelection(.disabled)))
      XCTAssertFalse(selectable(Text("Nor me")), "GTK's default, as SwiftUI's")
    }
  }
}
