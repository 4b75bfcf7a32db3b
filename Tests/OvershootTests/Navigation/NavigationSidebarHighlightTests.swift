import CGtk
import GtkGlue
import GtkTestSupport
import XCTest

@testable import Overshoot

/// A scope picked elsewhere (a shortcut, a notification) highlights its row in place: the rows,
/// and the keyboard focus on one of them, stay as they were.
final class NavigationSidebarHighlightTests: GtkTestCase {
  func testHighlightMovesTheSelectionWithoutRebuildingTheRows() throws {
    try MainActor.assumeIsolated {
      let sidebar = NavigationSidebar<Int>(accessibleLabel: "Sources")
      sidebar.show(
        [
          SidebarSection(
            items: (1...3).map { SidebarItem(key: $0, title: "Row \($0)", iconName: "folder") })
        ], selected: 1)
      let window = GtkTestWindow(child: sidebar.gtkWidget)
      defer { window.close() }
      let rowOfTwo = try XCTUnwrap(sidebar.rowRecord(of: 2)?.row)
      XCTAssertTrue(sidebar.focus(3))
      sidebar.highlight(2)
      XCTAssertEqual(sidebar.selectedKey, 2)
      XCTAssertEqual(sidebar.rowRecord(of: 2)?.row, rowOfTwo, "the row was made again")
      let focus = gtk_root_get_focus(window.window.checked(gtk_root_get_type()))
      XCTAssertEqual(focus, sidebar.rowRecord(of: 3)?.row, "the focus left the row it was on")
      // No activation: highlighting is showing, not picking.
      var activated: [Int] = []
      sidebar.onActivate = { activated.append($0) }
      sidebar.highlight(1)
      XCTAssertEqual(sidebar.selectedKey, 1)
      XCTAssertEqual(activated, [])
      sidebar.highlight(9)
      XCTAssertNil(sidebar.selectedKey, "a key with no row leaves no row highlighted")
    }
  }
}
