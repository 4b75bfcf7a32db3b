import CGtk
import GtkGlue
import GtkTestSupport
import Observation
@_spi(Testing) import Overshoot
import XCTest

/// `List(selection:)` with one row and with a set, both ways: real clicks and keys write the
/// binding; setting the binding selects the rows.
final class ListSelectionTests: GtkTestCase {
  @MainActor @Observable
  final class Model {
    var names = (1...30).map { "Name \($0)" }
    var one: String?
    var many: Set<String> = []
  }

  /// Whether the row showing `text` is drawn selected.
  @MainActor
  static func isSelected(_ text: String, in list: RecycledListView<ListEntry, ListEntryID>) -> Bool
  {
    guard let row = list.shownRowsForTesting.first(where: { $0.text == text }) else { return false }
    return gtk_widget_get_state_flags(row.listItemWidget).rawValue
      & GTK_STATE_FLAG_SELECTED.rawValue
      != 0
  }

  @MainActor
  static func row(_ text: String, in list: RecycledListView<ListEntry, ListEntryID>)
    -> UnsafeMutablePointer<GtkWidget>?
  {
    list.shownRowsForTesting.first { $0.text == text }?.listItemWidget
  }

  func testOneRowClicksAndKeysWriteTheBindingAndTheBindingSelects() throws {
    try MainActor.assumeIsolated {
      let model = Model()
      let shown = WidgetModifierTests.Shown(height: 500) {
        List(selection: Binding(model, \.one)) {
          Text("Static row")
          Section("Names") { ForEach(model.names, id: \.self) { Text($0) } }
        }
      }
      defer { shown.window.close() }
      guard let list = shown.wrapper(RecycledListView<ListEntry, ListEntryID>.self) else {
        return XCTFail("no list")
      }
      GtkTestEnvironment.wait("rows") { Self.row("Name 3", in: list) != nil }
      try GtkTestWindow.focus(shown.window.gtkWindow)
      try TestPointer.click(Self.row("Name 3", in: list)!)
      GtkTestEnvironment.wait("the click to write the binding") { model.one == "Name 3" }
      XCTAssertTrue(Self.isSelected("Name 3", in: list))
      try GtkTestWindow.pressKeys("Down")
      GtkTestEnvironment.wait("Down to select the next row") { model.one == "Name 4" }
      XCTAssertFalse(Self.isSelected("Name 3", in: list), "one row at a time")
      // The binding selects.
      model.one = "Name 7"
      GtkTestEnvironment.wait("the binding to select Name 7") {
        Self.isSelected("Name 7", in: list) && !Self.isSelected("Name 4", in: list)
      }
      model.one = nil
      GtkTestEnvironment.wait("nil to select nothing") { list.selectedIDs.isEmpty }
      // A static row has no id to write: it cannot be selected.
      try TestPointer.click(Self.row("Static row", in: list)!)
      MainContext.run(forSeconds: 0.3)
      XCTAssertNil(model.one)
      XCTAssertTrue(list.selectedIDs.isEmpty)
    }
  }

  func testStaticRowsAreSelectedAsTheirTags() throws {
    try MainActor.assumeIsolated {
      let model = Model()
      let shown = WidgetModifierTests.Shown(height: 300) {
        List(selection: Binding(model, \.one)) {
          Text("Inbox").tag("inbox")
          Text("Sent").tag("sent")
          Text("Untagged")
        }
      }
      defer { shown.window.close() }
      let list = try XCTUnwrap(shown.wrapper(RecycledListView<ListEntry, ListEntryID>.self))
      GtkTestEnvironment.wait("rows") { Self.row("Untagged", in: list) != nil }
      try GtkTestWindow.focus(shown.window.gtkWindow)
      try TestPointer.click(try XCTUnwrap(Self.row("Sent", in: list)))
      GtkTestEnvironment.wait("the click to write the row's tag") { model.one == "sent" }
      try GtkTestWindow.pressKeys("Up")
      GtkTestEnvironment.wait("Up to select the row above") { model.one == "inbox" }
      model.one = "sent"
      GtkTestEnvironment.wait("the binding to select the tagged row") {
        Self.isSelected("Sent", in: list) && !Self.isSelected("Inbox", in: list)
      }
      try TestPointer.click(try XCTUnwrap(Self.row("Untagged", in: list)))
      MainContext.run(forSeconds: 0.3)
      XCTAssertEqual(model.one, "sent", "an untagged static row cannot be selected")
    }
  }

  func testASetCtrlClicksWriteTheBindingAndTheBindingSelects() throws {
    try MainActor.assumeIsolated {
      let model = Model()
      let shown = WidgetModifierTests.Shown(height: 500) {
        List(selection: Binding(model, \.many)) {
          ForEach(model.names, id: \.self) { Text($0) }
        }
      }
      defer { shown.window.close() }
      guard let list = shown.wrapper(RecycledListView<ListEntry, ListEntryID>.self) else {
        return XCTFail("no list")
      }
      GtkTestEnvironment.wait("rows") { Self.row("Name 4", in: list) != nil }
      try GtkTestWindow.focus(shown.window.gtkWindow)
      try TestPointer.click(Self.row("Name 2", in: list)!)
      GtkTestEnvironment.wait("a click to select one") { model.many == ["Name 2"] }
      try TestPointer.click(Self.row("Name 4", in: list)!, holding: ["ctrl"])
      GtkTestEnvironment.wait("a Ctrl click to add one") { model.many == ["Name 2", "Name 4"] }
      model.many = ["Name 5", "Name 6"]
      GtkTestEnvironment.wait("the binding to select two rows") {
        Self.isSelected("Name 5", in: list) && Self.isSelected("Name 6", in: list)
          && !Self.isSelected("Name 2", in: list)
      }
      XCTAssertEqual(model.many, ["Name 5", "Name 6"], "showing the binding does not rewrite it")
      // Rows that change around the selection keep it.
      model.names.insert("Name 0", at: 0)
      GtkTestEnvironment.wait("the new row") { list.count == 31 }
      MainContext.run(forSeconds: 0.2)
      XCTAssertTrue(Self.isSelected("Name 5", in: list) && Self.isSelected("Name 6", in: list))
      XCTAssertEqual(model.many, ["Name 5", "Name 6"])
    }
  }

  func testAListOfItemsTakesASelectionToo() throws {
    try MainActor.assumeIsolated {
      let model = Model()
      let shown = WidgetModifierTests.Shown(height: 400) {
        List(model.names, id: \.self, selection: Binding(model, \.one)) { Text($0) }
      }
      defer { shown.window.close() }
      guard let list = shown.wrapper(RecycledListView<String, String>.self) else {
        return XCTFail("no list")
      }
      model.one = "Name 2"
      GtkTestEnvironment.wait("the binding to select") { list.selectedIDs == ["Name 2"] }
      try GtkTestWindow.focus(shown.window.gtkWindow)
      guard let row = list.shownRowsForTesting.first(where: { $0.text == "Name 5" }) else {
        return XCTFail("no Name 5 row")
      }
      try TestPointer.click(row.listItemWidget)
      GtkTestEnvironment.wait("the click to write the binding") { model.one == "Name 5" }
      try GtkTestWindow.pressKeys("Down")
      GtkTestEnvironment.wait("Down to write the binding") { model.one == "Name 6" }
    }
  }
}
