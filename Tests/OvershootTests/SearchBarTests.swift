import CGtk
import GtkTestSupport
import Overshoot
import XCTest

/// The search bar takes no room while closed and its full height while open.
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
}
