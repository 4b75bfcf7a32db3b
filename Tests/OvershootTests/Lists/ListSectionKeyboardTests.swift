import CGtk
import GtkGlue
import GtkTestSupport
import Observation
@_spi(Testing) import Overshoot
import XCTest

/// The arrow keys pass over a section's heading and footer, as over GTK 4.12's own section
/// headers: Down from a section's last row selects the next section's first row, on every GTK
/// (on 4.8 the keys stopped at the heading).
final class ListSectionKeyboardTests: GtkTestCase {
  @MainActor @Observable
  final class Model {
    var selected: Int?
  }

  /// The text of the row holding the keyboard focus.
  @MainActor
  private static func focusedRow(
    in list: RecycledListView<ListEntry, ListEntryID>, window: UnsafeMutablePointer<GtkWidget>
  ) -> String? {
    guard let focus = gtk_window_get_focus(window.checked(as: GtkWindow.self)) else { return nil }
    return list.shownRowsForTesting.first {
      $0.listItemWidget == focus || gtk_widget_is_ancestor(focus, $0.listItemWidget) != 0
    }?.text
  }

  func testUpAndDownPassOverHeadingsAndFooters() throws {
    try MainActor.assumeIsolated {
      let model = Model()
      let shown = WidgetModifierTests.Shown(height: 500) {
        List(selection: Binding(model, \.selected)) {
          Section("First") { ForEach([1, 2, 3], id: \.self) { Text("Row \($0)") } }
          Section {
            ForEach([4, 5], id: \.self) { Text("Row \($0)") }
          } header: {
            Text("Second")
          } footer: {
            Text("The end")
          }
        }
      }
      defer { shown.window.close() }
      let list = try XCTUnwrap(shown.wrapper(RecycledListView<ListEntry, ListEntryID>.self))
      let window = shown.window.gtkWindow
      GtkTestEnvironment.wait("rows") { ListSelectionTests.row("Row 3", in: list) != nil }
      try GtkTestWindow.focus(window)
      try TestPointer.click(try XCTUnwrap(ListSelectionTests.row("Row 3", in: list)))
      GtkTestEnvironment.wait("the click to select Row 3") { model.selected == 3 }

      try GtkTestWindow.pressKeys("Down")
      GtkTestEnvironment.wait("Down to pass over the heading to Row 4") {
        model.selected == 4 && Self.focusedRow(in: list, window: window) == "Row 4"
      }
      try GtkTestWindow.pressKeys("Up")
      GtkTestEnvironment.wait("Up to pass over it back to Row 3") {
        model.selected == 3 && Self.focusedRow(in: list, window: window) == "Row 3"
      }
      try GtkTestWindow.pressKeys("Down Down Down")
      GtkTestEnvironment.wait("Down to go on to Row 5") { model.selected == 5 }
      MainContext.run(forSeconds: 0.3)
      XCTAssertEqual(model.selected, 5, "the footer is passed over: the last row stays")
      XCTAssertEqual(Self.focusedRow(in: list, window: window), "Row 5")
    }
  }
}
