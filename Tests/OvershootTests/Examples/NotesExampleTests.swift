import CGtk
import GtkGlue
import GtkTestSupport
import NotesExample
import Overshoot
import XCTest

/// The notes example (Examples/Notes), written only in the SwiftUI vocabulary, driven as a user
/// drives it: sections and selection in the list, F5 refreshes, Ctrl+F searches, the toolbar
/// opens the sheet, typing and Enter file a note, and the detail pane follows the selection.
final class NotesExampleTests: GtkTestCase {
  func testTheNotesAppWorksFromTheKeyboard() throws {
    try MainActor.assumeIsolated {
      let store = NotesStore()
      let window = Window("Notes", width: 900, height: 600) { NotesView(store: store) }
      defer { window.close() }
      try NavigationScreen.show(window)
      let root = window.gtkWindow
      for text in ["Inbox", "Archive", "Groceries", "Book list", "No Note Selected"] {
        XCTAssertNotNil(NavigationScreen.shownLabel(text, under: root), "\(text) shows")
      }

      store.selection = 3
      GtkTestEnvironment.wait("the detail pane to follow the selection") {
        NavigationScreen.shownLabel("Middlemarch, then Dune.", under: root) != nil
      }

      try GtkTestWindow.pressKeys("F5")
      GtkTestEnvironment.wait("F5 to refresh and a synced note to arrive") {
        NavigationScreen.shownLabel("Synced note 1", under: root) != nil
      }

      try GtkTestWindow.pressKeys("ctrl+f")
      try GtkTestWindow.pressKeys("m i l k")
      GtkTestEnvironment.wait("typing to search") { store.query == "milk" }
      GtkTestEnvironment.wait("the list to show only matching notes") {
        NavigationScreen.shownLabel("Trip ideas", under: root) == nil
          && NavigationScreen.shownLabel("Groceries", under: root) != nil
          && NavigationScreen.shownLabel("Recipes", under: root) != nil
      }
      try GtkTestWindow.pressKeys("Escape")
      GtkTestEnvironment.wait("Escape to clear the search") {
        store.query == "" && NavigationScreen.shownLabel("Trip ideas", under: root) != nil
      }

      try NavigationScreen.activate("New Note", under: root)
      GtkTestEnvironment.wait("the sheet to open") { store.isComposing }
      let sheet = try XCTUnwrap(PresentedWindows.one(over: root))
      try GtkTestWindow.focus(sheet)
      let field = try XCTUnwrap(WidgetFinder.widgets("entry", under: sheet).first)
      GtkTestEnvironment.wait("the sheet's field to take the keyboard") {
        gtk_widget_get_state_flags(field).rawValue & GTK_STATE_FLAG_FOCUS_WITHIN.rawValue != 0
      }
      try GtkTestWindow.pressKeys("p l a n t s Return")
      GtkTestEnvironment.wait("Enter to file the note and close the sheet") {
        !store.isComposing && store.notes.first?.title == "plants"
      }
      XCTAssertEqual(store.selection, store.notes.first?.id, "the new note is selected")
      GtkTestEnvironment.wait("the new note in the list and the detail pane") {
        NavigationScreen.shownLabel("plants", under: root) != nil
      }
    }
  }

  /// The text of the focused entry in the active window, if the focus is in one.
  @MainActor
  private static func focusedEntryText() -> String? {
    let list = gtk_window_list_toplevels()
    defer { g_list_free(list) }
    var node = list
    while let current = node {
      if let data = current.pointee.data {
        let window = data.assumingMemoryBound(to: GtkWindow.self)
        if gtk_window_is_active(window) != 0, let focus = gtk_window_get_focus(window),
          focus.isInstance(of: gtk_text_get_type())
        {
          return String(cString: gtk_editable_get_text(focus.checked(gtk_editable_get_type())))
        }
      }
      node = current.pointee.next
    }
    return nil
  }
}
