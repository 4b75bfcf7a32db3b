import CGtk
import GtkGlue
import GtkTestSupport
import Overshoot
import XCTest

/// A window told not to take its pages' titles (`takesNavigationTitles = false`) keeps its own,
/// as GNOME apps keep their name in the window list, while each page's header bar still shows
/// the page's title, also after a push with real keys.
final class WindowKeepsItsTitleTests: GtkTestCase {
  func testTheWindowKeepsItsTitleWhileHeaderBarsShowThePages() throws {
    try MainActor.assumeIsolated {
      let model = NavigationStackTests.Groceries()
      let window = Window("Shopping", width: 500, height: 400) {
        NavigationStackTests.GroceryList(model: model)
      }
      defer { window.close() }
      XCTAssertTrue(window.takesNavigationTitles, "SwiftUI's way by default")
      window.takesNavigationTitles = false
      try NavigationScreen.show(window)
      let root = window.gtkWindow
      XCTAssertEqual(NavigationScreen.title(of: window), "Shopping")
      XCTAssertNotNil(NavigationScreen.shownLabel("Groceries", under: root), "the header's title")

      try NavigationScreen.activate("Milk", under: root)
      GtkTestEnvironment.wait("the Milk page to show") {
        NavigationScreen.shownLabel("All about Milk", under: root) != nil
      }
      XCTAssertNotNil(NavigationScreen.shownLabel("Milk", under: root), "the header follows")
      XCTAssertEqual(NavigationScreen.title(of: window), "Shopping", "the window does not")
    }
  }
}
