import CGtk
import CGtkTestSupport
import GtkTestSupport
import Overshoot
import XCTest

/// The search bar takes no room while closed and its full height while open, and shows its
/// status after the entry.
final class SearchBarTests: GtkTestCase {
  func testAClosedBarTakesNoHeightAndAnOpenOneDoes() {
    MainActor.assumeIsolated {
      let bar = SearchBar("Search")
      let below = Text("Content").makeGtkWidget()
      let window = GtkTestWindow(
        child: VStack {
          bar
          EmbeddedWidget(below)
        }.makeGtkWidget())
      defer { window.close() }
      GtkTestEnvironment.wait("the window to lay out") { gtk_widget_get_height(below) > 0 }
      // A GtkRevealer with the NONE transition keeps its child's height while hidden: the
      // reader saw an empty band above the timeline.
      XCTAssertEqual(gtk_widget_get_height(bar.gtkWidget), 0, "closed: no empty band")
      bar.open()
      GtkTestEnvironment.wait("the open bar to take its height") {
        gtk_widget_get_height(bar.gtkWidget) > 20
      }
      XCTAssertTrue(bar.isOpen)
      bar.isOpen = false
      GtkTestEnvironment.wait("the closed bar to give its height back") {
        gtk_widget_get_height(bar.gtkWidget) == 0
      }
    }
  }

  func testTheStatusShowsAfterTheEntryAndScreenReadersHearItAsTheEntrysDescription() {
    MainActor.assumeIsolated {
      let bar = SearchBar("Search")
      let window = GtkTestWindow(child: bar.makeGtkWidget())
      defer { window.close() }
      bar.open()
      let entry = try? XCTUnwrap(WidgetFinder.widgets("entry", under: bar.gtkWidget).first)
      let label = { WidgetFinder.widgets("label", under: bar.gtkWidget).last }
      GtkTestEnvironment.wait("the open bar to be mapped") {
        entry.map { gtk_widget_get_mapped($0) != 0 } ?? false
      }
      XCTAssertTrue(label().map { gtk_widget_get_visible($0) == 0 } ?? true, "no status: no label")

      bar.status = "12 matches"
      GtkTestEnvironment.wait("the status on screen") {
        label().map { gtk_widget_get_mapped($0) != 0 && gtk_widget_get_width($0) > 0 } ?? false
      }
      let shown = try? XCTUnwrap(label())
      XCTAssertEqual(
        shown.map { String(cString: gtk_label_get_text($0.checked(gtk_label_get_type()))) },
        "12 matches")
      if let shown, let entry {
        XCTAssertEqual(gtk_widget_get_next_sibling(entry), shown, "after the entry, on its line")
        XCTAssertNotEqual(overshoot_accessible_description_is(entry, "12 matches"), 0)
      }

      bar.status = ""
      XCTAssertEqual(label().map { gtk_widget_get_visible($0) }, 0, "an empty status hides it")
    }
  }
}
