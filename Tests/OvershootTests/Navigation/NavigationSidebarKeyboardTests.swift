import CGtk
import GtkGlue
import GtkTestSupport
import XCTest

@testable import Overshoot

/// Tab and Shift+Tab leave the sidebar for the panes around it, through real key events; GTK's
/// list box would move them to the next or previous row.
final class NavigationSidebarKeyboardTests: GtkTestCase {
  func testTabAndShiftTabLeaveTheSidebarInsteadOfWalkingItsRows() throws {
    try MainActor.assumeIsolated {
      let sidebar = NavigationSidebar<Int>(accessibleLabel: "Sources")
      sidebar.show(
        [
          SidebarSection(
            items: (1...4).map { SidebarItem(key: $0, title: "Row \($0)", iconName: "folder") })
        ], selected: 2)
      let before = gtk_button_new_with_label("Before")!
      let after = gtk_button_new_with_label("After")!
      let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
      for widget in [before, sidebar.gtkWidget, after] {
        gtk_box_append(row.checked(as: GtkBox.self), widget)
      }
      let window = GtkTestWindow(child: row)
      defer { window.close() }
      let focused = { gtk_root_get_focus(window.window.checked(gtk_root_get_type())) }
      for (key, expected, name) in [("Tab", after, "After"), ("shift+Tab", before, "Before")] {
        _ = sidebar.focusShown()
        GtkTestEnvironment.wait("the focus on the shown row") {
          focused().map { gtk_widget_is_ancestor($0, sidebar.gtkWidget) != 0 } ?? false
        }
        try GtkTestWindow.pressKeys(key)
        GtkTestEnvironment.wait("\(key) to move the focus to \(name), past the other rows") {
          focused() == expected
        }
      }
    }
  }

  /// With a ``NavigationSidebar/tabDestination``, Tab skips what GTK's chain puts between the
  /// sidebar and that pane (a switcher under the sidebar, a header bar's buttons).
  func testTabGoesToTheDestinationPastWidgetsBetween() throws {
    try MainActor.assumeIsolated {
      let sidebar = NavigationSidebar<Int>(accessibleLabel: "Sources")
      sidebar.show(
        [SidebarSection(items: [SidebarItem(key: 1, title: "Row 1", iconName: "folder")])],
        selected: 1)
      let between = gtk_button_new_with_label("Switcher")!
      let destination = WidgetHandle(gtkWidget: gtk_button_new_with_label("Timeline")!)
      let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
      for widget in [sidebar.gtkWidget, between, destination.gtkWidget] {
        gtk_box_append(row.checked(as: GtkBox.self), widget)
      }
      let window = GtkTestWindow(child: row)
      defer { window.close() }
      let focused = { gtk_root_get_focus(window.window.checked(gtk_root_get_type())) }
      for (target, expected, name) in [
        (nil, between, "the next widget"), (destination, destination.gtkWidget, "the destination"),
      ] {
        sidebar.tabDestination = target
        _ = sidebar.focusShown()
        GtkTestEnvironment.wait("the focus on the shown row") {
          focused().map { gtk_widget_is_ancestor($0, sidebar.gtkWidget) != 0 } ?? false
        }
        try GtkTestWindow.pressKeys("Tab")
        GtkTestEnvironment.wait("Tab to move the focus to \(name)") { focused() == expected }
      }
    }
  }
}
