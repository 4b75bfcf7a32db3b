import CGtk
import CGtkTestSupport
import Foundation
import GtkGlue
import GtkTestSupport
import Observation
@_spi(Testing) import Overshoot
import XCTest

/// `.contextMenu` and `.swipeActions` on `List` rows, and `ForEach`'s `onDelete` and `onMove`:
/// the menu opens on a right click, a long press, Shift+F10 and the Menu key; Delete, the menu's
/// "Delete" line, Alt+Up and Alt+Down change the model through the handlers.
final class ListContextMenuTests: GtkTestCase {
  @MainActor @Observable
  final class Notes {
    var titles = (1...20).map { "Note \($0)" }
    var archived: [String] = []
    var flagged: [String] = []
    var deletions: [IndexSet] = []
  }

  @MainActor
  final class Fixture {
    let notes = Notes()
    let shown: WidgetModifierTests.Shown
    let list: RecycledListView<ListEntry, ListEntryID>

    init() throws {
      let notes = notes
      shown = WidgetModifierTests.Shown(height: 500) {
        List {
          Section("Notes") {
            ForEach(notes.titles, id: \.self) { title in
              Text(title)
                .contextMenu { Button("Archive") { notes.archived.append(title) } }
                .swipeActions { Button("Flag") { notes.flagged.append(title) } }
            }
            .onDelete { offsets in
              notes.deletions.append(offsets)
              notes.titles.remove(atOffsets: offsets)
            }
            .onMove { notes.titles.move(fromOffsets: $0, toOffset: $1) }
          }
        }
      }
      guard let list = shown.wrapper(RecycledListView<ListEntry, ListEntryID>.self) else {
        shown.window.close()
        throw InputNotSent(description: "no list")
      }
      self.list = list
      GtkTestEnvironment.wait("rows") { self.row("Note 3") != nil }
      try GtkTestWindow.focus(shown.window.gtkWindow)
    }

    func row(_ text: String) -> UnsafeMutablePointer<GtkWidget>? {
      list.shownRowsForTesting.first { $0.text == text }?.listItemWidget
    }

    /// The open menu's popover and the lines it shows.
    func openMenu() -> (popover: UnsafeMutablePointer<GtkWidget>, lines: [String])? {
      guard
        let popover = WidgetFinder.all(under: list.gtkWidget).first(where: {
          $0.isInstance(of: gtk_popover_get_type()) && gtk_widget_get_visible($0) != 0
        })
      else { return nil }
      return (popover, ListContextMenuTests.menuLines(in: popover))
    }

    /// Waits for the menu, checks its lines, and clicks line `index` as the reader does.
    func chooseInMenu(_ what: String, line index: Int) throws {
      GtkTestEnvironment.wait("\(what) to open the row's menu") {
        ListRowMenus.openCount == 1 && openMenu() != nil
      }
      guard let (popover, lines) = openMenu() else { return }
      XCTAssertEqual(lines, ["Archive", "Flag", "Delete"], what)
      let items = WidgetFinder.widgets("modelbutton", under: popover)
      guard index < items.count else { return XCTFail("no line \(index) in \(lines)") }
      // The popover is a surface of its own: wait until it is laid out, then click in it.
      GtkTestEnvironment.wait("the menu laid out") { gtk_widget_get_height(items[index]) > 0 }
      try TestPointer.click(items[index])
      GtkTestEnvironment.wait("the menu to close") { ListRowMenus.openCount == 0 }
      // Under Xvfb without a window manager the first press after a menu closes reaches no
      // widget (seen with real clicks on the menu's line); a middle click on the heading, which
      // does nothing, takes it.
      if let heading = list.shownRowsForTesting.first(where: { $0.role == "header" }) {
        try TestPointer.click(heading.listItemWidget, button: 2)
      }
    }

    func focus(_ text: String) {
      guard list.shownRowsForTesting.contains(where: { $0.text == text }) else {
        return XCTFail("no \(text)")
      }
      // Asked again every half second while it has not arrived: after a move the rows are
      // rebound over the next frames (slower under cairo), and a focus given to a row being
      // rebound can be lost.
      var askedAt = Date.distantPast
      GtkTestEnvironment.wait("the focus on \(text)") {
        // The row's position counts the heading on GTK 4.8, where it is a row; not from 4.12.
        guard let row = list.shownRowsForTesting.first(where: { $0.text == text }) else {
          return false
        }
        if gtk_widget_has_focus(row.listItemWidget) != 0 { return true }
        if Date().timeIntervalSince(askedAt) > 0.5 {
          askedAt = Date()
          list.focusRow(at: row.position)
        }
        return false
      }
    }
  }

  func testARightClickOpensTheRowsMenuAndItsLinesAct() throws {
    try MainActor.assumeIsolated {
      let fixture = try Fixture()
      defer { fixture.shown.window.close() }
      try TestPointer.click(fixture.row("Note 3")!, button: 3)
      try fixture.chooseInMenu("a right click", line: 0)
      GtkTestEnvironment.wait("Archive to run for Note 3") { fixture.notes.archived == ["Note 3"] }
      try TestPointer.click(fixture.row("Note 4")!, button: 3)
      try fixture.chooseInMenu("a right click", line: 1)
      GtkTestEnvironment.wait("the swipe action to run") { fixture.notes.flagged == ["Note 4"] }
      try TestPointer.click(fixture.row("Note 5")!, button: 3)
      try fixture.chooseInMenu("a right click", line: 2)
      GtkTestEnvironment.wait("Delete to call onDelete") {
        !fixture.notes.titles.contains("Note 5")
      }
      XCTAssertEqual(fixture.notes.deletions, [IndexSet(integer: 4)])
      GtkTestEnvironment.wait("the row to go") { fixture.row("Note 5") == nil }
      // A heading has no menu.
      let heading = fixture.list.shownRowsForTesting.first { $0.role == "header" }!
      try TestPointer.click(heading.listItemWidget, button: 3)
      MainContext.run(forSeconds: 0.3)
      XCTAssertEqual(ListRowMenus.openCount, 0)
    }
  }

  func testShiftF10TheMenuKeyAndALongPressOpenTheMenu() throws {
    try MainActor.assumeIsolated {
      let fixture = try Fixture()
      defer { fixture.shown.window.close() }
      fixture.focus("Note 2")
      try GtkTestWindow.pressKeys("shift+F10")
      try fixture.chooseInMenu("Shift+F10", line: 0)
      GtkTestEnvironment.wait("Archive for the focused row") {
        fixture.notes.archived == ["Note 2"]
      }
      fixture.focus("Note 6")
      try GtkTestWindow.pressKeys("Menu")
      try fixture.chooseInMenu("the Menu key", line: 0)
      GtkTestEnvironment.wait("Archive for Note 6") { fixture.notes.archived.last == "Note 6" }
      // A touchscreen's long press (GTK's long-press gesture, touch only, on the list).
      guard
        let gesture = GtkTestWindow.controller(
          ofType: gtk_gesture_long_press_get_type(), on: fixture.list.gtkWidget),
        let row = fixture.row("Note 8")
      else { return XCTFail("no long-press gesture or row") }
      var bounds = graphene_rect_t()
      XCTAssertNotEqual(gtk_widget_compute_bounds(row, fixture.list.gtkWidget, &bounds), 0)
      overshoot_signal_emit_long_pressed(
        gesture.gpointer, 30, Double(bounds.origin.y + bounds.size.height / 2))
      try fixture.chooseInMenu("a long press", line: 0)
      GtkTestEnvironment.wait("Archive for Note 8") { fixture.notes.archived.last == "Note 8" }
    }
  }

  func testDeleteAndAltArrowsCallOnDeleteAndOnMove() throws {
    try MainActor.assumeIsolated {
      let fixture = try Fixture()
      defer { fixture.shown.window.close() }
      fixture.focus("Note 3")
      try GtkTestWindow.pressKeys("Delete")
      GtkTestEnvironment.wait("Delete to remove Note 3") {
        !fixture.notes.titles.contains("Note 3")
      }
      XCTAssertEqual(fixture.notes.deletions, [IndexSet(integer: 2)])
      fixture.focus("Note 5")
      try GtkTestWindow.pressKeys("alt+Down")
      GtkTestEnvironment.wait("Alt+Down to move Note 5 after Note 6") {
        Array(fixture.notes.titles.prefix(5)) == ["Note 1", "Note 2", "Note 4", "Note 6", "Note 5"]
      }
      GtkTestEnvironment.wait("the focus to stay with Note 5") {
        fixture.list.shownRowsForTesting.first { $0.text == "Note 5" }.map {
          gtk_widget_has_focus($0.listItemWidget) != 0
        } == true
      }
      try GtkTestWindow.pressKeys("alt+Up")
      try GtkTestWindow.pressKeys("alt+Up")
      GtkTestEnvironment.wait("Alt+Up twice to move Note 5 before Note 4") {
        Array(fixture.notes.titles.prefix(4)) == ["Note 1", "Note 2", "Note 5", "Note 4"]
      }
      fixture.focus("Note 1")
      try GtkTestWindow.pressKeys("alt+Up")
      MainContext.run(forSeconds: 0.2)
      XCTAssertEqual(fixture.notes.titles.first, "Note 1", "the first row cannot go higher")
    }
  }

  func testAContextMenuOutsideAListOpensOnItsOwnWidget() throws {
    try MainActor.assumeIsolated {
      var copied = 0
      let shown = WidgetModifierTests.Shown(height: 200) {
        Text("Greeting").contextMenu { Button("Copy") { copied += 1 } }
      }
      defer { shown.window.close() }
      guard let label = WidgetFinder.widgets("label", under: shown.root).first else {
        return XCTFail("no label")
      }
      try GtkTestWindow.focus(shown.window.gtkWindow)
      try TestPointer.click(label, button: 3)
      var popover: UnsafeMutablePointer<GtkWidget>?
      GtkTestEnvironment.wait("a right click to open the menu") {
        popover = WidgetFinder.all(under: label).first {
          $0.isInstance(of: gtk_popover_get_type()) && gtk_widget_get_visible($0) != 0
        }
        return popover != nil
      }
      guard let popover else { return }
      XCTAssertEqual(Self.menuLines(in: popover), ["Copy"])
      let line = WidgetFinder.widgets("modelbutton", under: popover)[0]
      GtkTestEnvironment.wait("the menu laid out") { gtk_widget_get_height(line) > 0 }
      try TestPointer.click(line)
      GtkTestEnvironment.wait("Copy to run") { copied == 1 }
    }
  }

  /// The lines a menu shows: its model buttons' texts. A tooltip or other label another test's
  /// window left in the popover's surface is not a line.
  @MainActor
  static func menuLines(in popover: UnsafeMutablePointer<GtkWidget>) -> [String] {
    WidgetFinder.widgets("modelbutton", under: popover).flatMap {
      WidgetFinder.labelTexts(under: $0).filter { !$0.isEmpty }
    }
  }
}
