import CGtk
import GtkGlue
import GtkTestSupport
import Observation
import XCTest

@testable import Overshoot

// The sheets of Sources/Overshoot/Overshoot.docc/Presentation.md, shown and dismissed here
// with real keys. Keep the two in step.

/// The page's `@State` sheet with a `dismiss` action.
struct NotesPage: Widget {
  @State private var isEditing = false
  var body: some Widget {
    Button("Edit") { isEditing = true }
      .sheet(isPresented: $isEditing) { EditSheet() }
  }
}

/// The page's sheet content, which closes itself.
struct EditSheet: Widget {
  @Environment(\.dismiss) private var dismiss
  var body: some Widget {
    VStack(spacing: 12) {
      Text("Editing")
      Button("Done") { dismiss() }
    }.padding(20)
  }
}

final class SheetModifierTests: GtkTestCase {
  @MainActor @Observable
  final class Model {
    var showsSheet = false
    var editing: Note?
    var dismissals = 0
  }

  struct Note: Identifiable {
    let id: Int
  }

  func testASheetShowsOverTheWindowAndEscapeOrTheBindingClosesIt() throws {
    try MainActor.assumeIsolated {
      let model = Model()
      let shown = WidgetModifierTests.Shown {
        Text("Page").sheet(
          isPresented: Binding(model, \.showsSheet), onDismiss: { model.dismissals += 1 }
        ) {
          Text("Sheet content")
        }
      }
      defer { shown.window.close() }
      let parent = shown.window.gtkWindow
      XCTAssertTrue(PresentedWindows.over(parent).isEmpty)
      model.showsSheet = true
      let sheet = try XCTUnwrap(PresentedWindows.one(over: parent))
      XCTAssertEqual(gtk_window_get_modal(sheet.checked(as: GtkWindow.self)), 1)
      XCTAssertEqual(PresentedWindows.texts(in: sheet), ["Sheet content"])
      try GtkTestWindow.focus(sheet)
      try GtkTestWindow.pressKeys("Escape")
      PresentedWindows.waitForNone(over: parent)
      XCTAssertFalse(model.showsSheet, "closing the sheet sets the binding false")
      XCTAssertEqual(model.dismissals, 1)

      model.showsSheet = true
      _ = PresentedWindows.one(over: parent)
      model.showsSheet = false
      PresentedWindows.waitForNone(over: parent)
      XCTAssertEqual(model.dismissals, 2)
    }
  }

  func testAStateSheetClosesItselfWithDismissAndShowsAgain() throws {
    try MainActor.assumeIsolated {
      let shown = WidgetModifierTests.Shown { NotesPage() }
      defer { shown.window.close() }
      let parent = shown.window.gtkWindow
      XCTAssertTrue(WidgetFinder.click("Edit", under: shown.root))
      let sheet = try XCTUnwrap(PresentedWindows.one(over: parent))
      XCTAssertEqual(PresentedWindows.texts(in: sheet), ["Editing", "Done"])
      XCTAssertTrue(WidgetFinder.click("Done", under: sheet))
      PresentedWindows.waitForNone(over: parent)
      // Only a state set back to false can ask again.
      XCTAssertTrue(WidgetFinder.click("Edit", under: shown.root))
      let again = try XCTUnwrap(PresentedWindows.one(over: parent))
      try GtkTestWindow.focus(again)
      try GtkTestWindow.pressKeys("Escape")
      PresentedWindows.waitForNone(over: parent)
    }
  }

  func testAnItemSheetShowsEachItemAndClosingClearsTheItem() throws {
    try MainActor.assumeIsolated {
      let model = Model()
      let shown = WidgetModifierTests.Shown {
        Text("Page").sheet(item: Binding(model, \.editing)) { note in Text("Note \(note.id)") }
      }
      defer { shown.window.close() }
      let parent = shown.window.gtkWindow
      model.editing = Note(id: 1)
      let first = try XCTUnwrap(PresentedWindows.one(over: parent))
      XCTAssertEqual(PresentedWindows.texts(in: first), ["Note 1"])
      model.editing = Note(id: 2)
      GtkTestEnvironment.wait("the sheet of the second note") {
        PresentedWindows.over(parent).count == 1
          && PresentedWindows.texts(in: PresentedWindows.over(parent)[0]) == ["Note 2"]
      }
      XCTAssertEqual(model.editing?.id, 2, "replacing the sheet keeps the new item")
      let second = try XCTUnwrap(PresentedWindows.one(over: parent))
      try GtkTestWindow.focus(second)
      try GtkTestWindow.pressKeys("Escape")
      PresentedWindows.waitForNone(over: parent)
      XCTAssertNil(model.editing)
    }
  }

  func testASheetAskedForBeforeTheWidgetIsShownAppearsWithIt() throws {
    try MainActor.assumeIsolated {
      let model = Model()
      model.showsSheet = true
      let shown = WidgetModifierTests.Shown {
        Text("Page").sheet(isPresented: Binding(model, \.showsSheet)) { Text("At once") }
      }
      let parent = shown.window.gtkWindow
      let sheet = try XCTUnwrap(PresentedWindows.one(over: parent))
      XCTAssertEqual(PresentedWindows.texts(in: sheet), ["At once"])
      // The parent's sheets close with it.
      shown.window.close()
      PresentedWindows.waitForNone(over: parent)
      GtkTestEnvironment.wait("the binding to be reset") { !model.showsSheet }
    }
  }
}
