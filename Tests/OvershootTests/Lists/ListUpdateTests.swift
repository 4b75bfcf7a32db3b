import CGtk
import GtkGlue
import GtkTestSupport
import Observation
@_spi(Testing) import Overshoot
import XCTest

/// A `List` value given the list an earlier value made (a parent's body evaluated again) keeps
/// the list's scroll offset, selection and row widgets, and shows the new items and rows.
final class ListUpdateTests: GtkTestCase {
  @MainActor @Observable
  final class Model {
    var chosen: Int?
  }

  @MainActor
  static func list(_ names: [Int], prefix: String, model: Model) -> List<Int, Int> {
    List(names, id: \.self, selection: Binding(model, \.chosen)) { Text("\(prefix) \($0)") }
  }

  func testScrollOffsetAndSelectionSurviveUpdate() {
    MainActor.assumeIsolated {
      let model = Model()
      let first = Self.list(Array(0..<200), prefix: "Old", model: model)
      let shown = WidgetModifierTests.Shown(height: 300) { first }
      defer { shown.window.close() }
      guard let list = shown.wrapper(RecycledListView<Int, Int>.self),
        let adjustment = gtk_scrollable_get_vadjustment(
          list.gtkWidget.checked(gtk_scrollable_get_type()))
      else { return XCTFail("no list") }
      GtkTestEnvironment.wait("rows") { !list.shownRowsForTesting.isEmpty }
      model.chosen = 52
      _ = list.scroll(to: 50)
      GtkTestEnvironment.wait("row 52 shown, selected, the list scrolled") {
        gtk_adjustment_get_value(adjustment) > 100 && list.selectedIDs == [52]
          && list.shownRowsForTesting.contains { $0.text == "Old 52" }
      }
      MainContext.run(forSeconds: 0.2)
      let offset = gtk_adjustment_get_value(adjustment)
      let row52 = list.shownRowsForTesting.first { $0.position == 52 }?.listItemWidget
      let updated = Self.list(Array(0..<201), prefix: "New", model: model).update(shown.root)
      XCTAssertTrue(updated, "a List updates the list it made")
      XCTAssertEqual(list.count, 201)
      GtkTestEnvironment.wait("the new row closure") {
        list.shownRowsForTesting.contains { $0.text == "New 52" }
          && !list.shownRowsForTesting.contains { $0.text.hasPrefix("Old") }
      }
      XCTAssertEqual(gtk_adjustment_get_value(adjustment), offset, accuracy: 0.5)
      XCTAssertEqual(list.selectedIDs, [52])
      XCTAssertEqual(
        list.shownRowsForTesting.first { $0.position == 52 }?.listItemWidget, row52,
        "the row widgets are kept")
      // The new value's binding is the one followed.
      model.chosen = 53
      GtkTestEnvironment.wait("the binding to select") { list.selectedIDs == [53] }
    }
  }
}
