import CGtk
import GtkTestSupport
import XCTest

@testable import Overshoot

/// A Spacer grows along the stack it is in, as SwiftUI's does: a row with a Spacer stays one
/// line tall inside a column (GTK passes a child's expansion up to its box, so a Spacer that
/// grew both ways made the row take half the column and stretched its buttons).
final class SpacerTests: GtkTestCase {
  func testASpacerGrowsAlongItsStackOnly() {
    MainActor.assumeIsolated {
      @MainActor func expands(_ widget: any Widget) -> (horizontally: Bool, vertically: Bool) {
        let made = widget.makeGtkWidget()
        g_object_ref_sink(made.gpointer)
        defer { g_object_unref(made.gpointer) }
        return (
          gtk_widget_compute_expand(made, GTK_ORIENTATION_HORIZONTAL) != 0,
          gtk_widget_compute_expand(made, GTK_ORIENTATION_VERTICAL) != 0
        )
      }
      let row = expands(
        HStack {
          Text("Back")
          Spacer()
          Text("Open")
        })
      XCTAssertTrue(row.horizontally, "a row with a Spacer fills its width")
      XCTAssertFalse(row.vertically, "a row with a Spacer stays its own height")
      let column = expands(
        VStack {
          Text("Title")
          Spacer()
        })
      XCTAssertTrue(column.vertically, "a column with a Spacer fills its height")
      XCTAssertFalse(column.horizontally, "a column with a Spacer stays its own width")
      let alone = expands(Spacer())
      XCTAssertTrue(alone.horizontally && alone.vertically, "outside a stack, both ways")
    }
  }
}
