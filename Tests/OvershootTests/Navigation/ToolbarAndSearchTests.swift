import CGtk
import GtkGlue
import GtkTestSupport
import Observation
import Overshoot
import XCTest

/// `.toolbar` items go into the header bar of the page that declares them and change with the
/// page shown; `.searchable` gives the page a search button and a bar that Ctrl+F opens,
/// typing fills the binding and Escape closes and clears.
final class ToolbarAndSearchTests: GtkTestCase {
  @MainActor @Observable
  final class Notes {
    var query = ""
    var added = 0
    var path: [Int] = []
  }

  struct NotesView: Widget {
    @Bindable var notes: Notes
    var body: some Widget {
      NavigationStack(path: $notes.path) {
        VStack {
          Text("Query: \(notes.query)")
          NavigationLink("First note", value: 1)
        }
        .navigationTitle("Notes")
        .searchable(text: $notes.query, prompt: "Search notes")
        .toolbar {
          ToolbarItem(placement: .primaryAction) { Button("Add") { notes.added += 1 } }
          ToolbarItem(placement: .navigation) { Button("Folders") {} }
          ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
        }
        .navigationDestination(for: Int.self) { number in
          Text("Note \(number)")
            .navigationTitle("Note \(number)")
            .toolbar {
              ToolbarItemGroup(placement: .primaryAction) {
                Button("Share") {}
                Button("Delete") {}
              }
              ToolbarItem(placement: .principal) { Text("Centre") }
            }
        }
      }
    }
  }

  /// The horizontal middle of `widget` in window coordinates.
  @MainActor
  private static func centreX(_ widget: UnsafeMutablePointer<GtkWidget>, in window: Window) -> Float
  {
    var point = graphene_point_t()
    var inWindow = graphene_point_t()
    point.x = Float(gtk_widget_get_width(widget)) / 2
    _ = gtk_widget_compute_point(widget, window.gtkWindow, &point, &inWindow)
    return inWindow.x
  }

  /// Shows `NotesView` in a 600×400 window, runs `body` with the model, the window and its GTK
  /// window, and closes the window.
  private static func showNotes(
    _ body: @MainActor (Notes, Window, UnsafeMutablePointer<GtkWidget>) throws -> Void
  ) throws {
    try MainActor.assumeIsolated {
      let notes = Notes()
      let window = Window("Notes", width: 600, height: 400) { NotesView(notes: notes) }
      defer { window.close() }
      try NavigationScreen.show(window)
      try body(notes, window, window.gtkWindow)
    }
  }

  func testToolbarItemsFillTheShownPagesHeaderBarAndChangeWithThePage() throws {
    try Self.showNotes { notes, window, root in
      let add = try XCTUnwrap(NavigationScreen.shownButton("Add", under: root))
      let folders = try XCTUnwrap(NavigationScreen.shownButton("Folders", under: root))
      let done = try XCTUnwrap(NavigationScreen.shownButton("Done", under: root))
      for button in [add, folders, done] {
        XCTAssertTrue(
          NavigationScreen.isInShownHeader(button), "toolbar items are in the header bar")
      }
      let middle = Float(gtk_widget_get_width(root)) / 2
      XCTAssertLessThan(Self.centreX(folders, in: window), middle, ".navigation goes to the start")
      XCTAssertGreaterThan(Self.centreX(add, in: window), middle, ".primaryAction goes to the end")
      XCTAssertTrue(gtk_widget_has_css_class(done, "suggested-action") != 0, "confirmation style")
      try NavigationScreen.activate("Add", under: root)
      GtkTestEnvironment.wait("Add to run its action") { notes.added == 1 }

      notes.path = [1]
      GtkTestEnvironment.wait("the note page with its own toolbar") {
        NavigationScreen.shownButton("Share", under: root) != nil
      }
      XCTAssertNotNil(NavigationScreen.shownButton("Delete", under: root), "a group's items")
      GtkTestEnvironment.wait("the list's items to go once the slide ends") {
        NavigationScreen.shownButton("Add", under: root) == nil
      }
      let centre = try XCTUnwrap(NavigationScreen.shownLabel("Centre", under: root))
      XCTAssertTrue(NavigationScreen.isInShownHeader(centre), ".principal is the header's middle")
      XCTAssertEqual(NavigationScreen.title(of: window), "Note 1")
      try GtkTestWindow.pressKeys("alt+Left")
      GtkTestEnvironment.wait("the list's items back") {
        NavigationScreen.shownButton("Add", under: root) != nil
          && NavigationScreen.shownButton("Share", under: root) == nil
      }
    }
  }

  func testCtrlFOpensTheSearchTypingFillsTheBindingAndEscapeClosesAndClears() throws {
    try Self.showNotes { notes, window, root in
      let searchButton = try XCTUnwrap(NavigationScreen.shownButton("Search notes", under: root))
      XCTAssertTrue(NavigationScreen.isInShownHeader(searchButton), "a search button in the header")
      let bar = try XCTUnwrap(WidgetFinder.widgets("searchbar", under: root).first)
      let searchBar = bar.checked(gtk_search_bar_get_type())
      XCTAssertEqual(gtk_search_bar_get_search_mode(searchBar), 0, "closed at first")

      try GtkTestWindow.pressKeys("ctrl+f")
      GtkTestEnvironment.wait("Ctrl+F to open the search") {
        gtk_search_bar_get_search_mode(searchBar) != 0
      }
      let entry = try XCTUnwrap(WidgetFinder.widgets("entry", under: bar).first)
      GtkTestEnvironment.wait("the focus in the search entry") {
        gtk_widget_get_state_flags(entry).rawValue & GTK_STATE_FLAG_FOCUS_WITHIN.rawValue != 0
      }
      try GtkTestWindow.pressKeys("m i l k")
      GtkTestEnvironment.wait("typing to fill the binding") { notes.query == "milk" }
      GtkTestEnvironment.wait("the page to show the query") {
        NavigationScreen.shownLabel("Query: milk", under: root) != nil
      }
      try GtkTestWindow.pressKeys("Escape")
      GtkTestEnvironment.wait("Escape to close the search") {
        gtk_search_bar_get_search_mode(searchBar) == 0
      }
      XCTAssertEqual(notes.query, "", "closing clears the query")

      notes.query = "eggs"
      GtkTestEnvironment.wait("a new query to show in the entry") {
        WidgetFinder.widgets("text", under: bar).contains {
          String(cString: gtk_editable_get_text($0.checked(gtk_editable_get_type()))) == "eggs"
        }
      }
      try NavigationScreen.activate("Search notes", under: root)
      GtkTestEnvironment.wait("the search button to open the bar") {
        gtk_search_bar_get_search_mode(searchBar) != 0
      }
    }
  }
}
