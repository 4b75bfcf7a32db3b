import CGtk
import GtkGlue
import GtkTestSupport
import Overshoot
import XCTest

/// A scroll view around a list view is no focus stop of its own (the list takes the focus row
/// by row, and a screen reader read the pane as a focusable "Scrollable content"); around other
/// content it stays focusable as GTK makes it, so the arrow keys scroll it.
final class ListScrollPaneFocusTests: GtkTestCase {
  func testAScrollPaneAroundAListIsNotFocusable() {
    MainActor.assumeIsolated {
      let other = ScrollView(child: gtk_label_new("Text"))
      XCTAssertNotEqual(gtk_widget_get_focusable(other.scrolledWindow), 0, "GTK's focusable pane")

      let list = ScrollView(child: gtk_list_view_new(nil, nil))
      XCTAssertEqual(gtk_widget_get_focusable(list.scrolledWindow), 0, "the list's pane")
      let refreshable = RefreshableScrolledWindow(child: gtk_list_view_new(nil, nil))
      XCTAssertEqual(
        gtk_widget_get_focusable(refreshable.scrollView.scrolledWindow), 0, "a refreshable list's")

      gtk_scrolled_window_set_child(
        list.scrolledWindow.checked(gtk_scrolled_window_get_type()), gtk_label_new("Text"))
      XCTAssertNotEqual(
        gtk_widget_get_focusable(list.scrolledWindow), 0, "focusable again without the list")
    }
  }
}
