import CGtk
import GtkGlue
import GtkTestSupport
import Observation
@_spi(Testing) import Overshoot
import XCTest

/// `ForEach` inside a builder `List`: sections it yields are sections, and a row's `.tag(_:)`
/// is what selecting it writes.
final class ListForEachSectionsTests: GtkTestCase {
  struct Day: Identifiable {
    let id: Int
    let title: String
    let tasks: [String]
  }

  @MainActor @Observable
  final class Model {
    var days = [
      Day(id: 1, title: "Monday", tasks: ["Wash", "Cook"]),
      Day(id: 2, title: "Tuesday", tasks: ["Read"]),
    ]
    var chosen: String?
  }

  func testSectionsFromAForEachAreSections() {
    MainActor.assumeIsolated {
      let model = Model()
      let shown = WidgetModifierTests.Shown(height: 400) {
        List {
          ForEach(model.days) { day in
            Section(day.title) { ForEach(day.tasks, id: \.self) { Text($0) } }
          }
        }
      }
      defer { shown.window.close() }
      guard let list = shown.wrapper(RecycledListView<ListEntry, ListEntryID>.self) else {
        return XCTFail("no list")
      }
      let expected = [
        "header Monday", "row Wash", "row Cook", "header Tuesday", "row Read",
      ]
      GtkTestEnvironment.wait("each day a section") {
        list.shownRowsForTesting.map { "\($0.role) \($0.text)" } == expected
      }
      XCTAssertEqual(list.shownRowsForTesting.map { "\($0.role) \($0.text)" }, expected)
      // A day added is a section added, the others keep their rows, read from the top.
      model.days.insert(Day(id: 0, title: "Sunday", tasks: ["Rest"]), at: 0)
      guard let view = shown.wrapper(ScrollView.self) else { return XCTFail("no scroll view") }
      // On GTK 4.12+ the header of a section that moved down showed the text of the section
      // that was at its place ("Monday" over Tuesday's rows): GTK does not bind it again.
      GtkTestEnvironment.wait("the new section first, each header over its own rows") {
        gtk_adjustment_set_value(view.verticalAdjustment, 0)
        return list.shownRowsForTesting.map { "\($0.role) \($0.text)" }
          == ["header Sunday", "row Rest"] + expected
      }
      XCTAssertEqual(
        list.shownRowsForTesting.map { "\($0.role) \($0.text)" },
        ["header Sunday", "row Rest"] + expected)
    }
  }

  func testATagOnAForEachRowIsWhatSelectingItWrites() throws {
    try MainActor.assumeIsolated {
      let model = Model()
      let shown = WidgetModifierTests.Shown(height: 300) {
        List(selection: Binding(model, \.chosen)) {
          ForEach(model.days) { day in Text(day.title).tag(day.title) }
        }
      }
      defer { shown.window.close() }
      guard let list = shown.wrapper(RecycledListView<ListEntry, ListEntryID>.self) else {
        return XCTFail("no list")
      }
      GtkTestEnvironment.wait("rows") { list.shownRowsForTesting.count == 2 }
      model.chosen = "Tuesday"
      GtkTestEnvironment.wait("the tag to select its row") {
        ListSelectionTests.isSelected("Tuesday", in: list)
      }
      try GtkTestWindow.focus(shown.window.gtkWindow)
      try TestPointer.click(ListSelectionTests.row("Monday", in: list)!)
      GtkTestEnvironment.wait("the click to write the tag") { model.chosen == "Monday" }
    }
  }
}
