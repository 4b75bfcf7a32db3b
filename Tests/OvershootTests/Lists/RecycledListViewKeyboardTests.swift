import CGtk
import GtkGlue
import GtkTestSupport
import Overshoot
import XCTest

/// The keyboard in a recycled list, the same on every GTK: Tab leaves the list (GTK 4.12's
/// GTK_LIST_TAB_ITEM, a key controller on 4.8) and `focusRow(at:)` puts the focus on a row far
/// away (`gtk_list_view_scroll_to` from 4.12, the bound row's list item on 4.8).
final class RecycledListViewKeyboardTests: GtkTestCase {
  @MainActor
  private final class Fixture {
    let list = RecycledListView<TestItem, String>(row: CountedLabelRow.self, id: \.id)
    let before = gtk_entry_new()!
    let after = gtk_button_new_with_label("After")!
    let window: GtkTestWindow

    init() throws {
      try list.apply((0..<300).map { TestItem(id: "item-\($0)", text: "Item \($0)") })
      let scrolled = gtk_scrolled_window_new()!
      gtk_scrolled_window_set_child(
        scrolled.checked(gtk_scrolled_window_get_type()), list.gtkWidget)
      gtk_widget_set_vexpand(scrolled, 1)
      let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
      gtk_box_append(box.checked(as: GtkBox.self), before)
      gtk_box_append(box.checked(as: GtkBox.self), scrolled)
      gtk_box_append(box.checked(as: GtkBox.self), after)
      window = GtkTestWindow(child: box, width: 400, height: 500)
      gtk_window_set_title(window.window.checked(as: GtkWindow.self), "Recycled list keys")
    }

    /// Whether the keyboard focus is on `widget`.
    func hasFocus(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
      gtk_widget_has_focus(widget) != 0
    }

    /// Puts the focus on the row at `position` and waits until it is there.
    func focus(row position: Int) {
      XCTAssertTrue(list.focusRow(at: position))
      GtkTestEnvironment.wait("the focus on row \(position)") {
        list.focusedID == "item-\(position)"
      }
    }
  }

  func testTabLeavesTheListAndShiftTabLeavesItBackwards() throws {
    try MainActor.assumeIsolated {
      let fixture = try Fixture()
      defer { fixture.window.close() }
      try GtkTestWindow.focus(fixture.window.window)
      fixture.focus(row: 3)
      try GtkTestWindow.pressKeys("Tab")
      GtkTestEnvironment.wait("Tab to reach the button after the list, not row 4") {
        fixture.hasFocus(fixture.after)
      }
      fixture.focus(row: 3)
      try GtkTestWindow.pressKeys("shift+Tab")
      GtkTestEnvironment.wait("Shift+Tab to reach the entry before the list, not row 2") {
        gtk_widget_get_state_flags(fixture.before).rawValue
          & GTK_STATE_FLAG_FOCUS_WITHIN.rawValue != 0
      }
      XCTAssertNil(fixture.list.focusedID)
    }
  }

  func testFocusRowPutsTheFocusOnARowFarAwayAndShowsIt() throws {
    try MainActor.assumeIsolated {
      let fixture = try Fixture()
      defer { fixture.window.close() }
      gtk_widget_grab_focus(fixture.before)
      fixture.focus(row: 250)
      // GTK 4.12+ moves the focus at once and scrolls at its next layout.
      GtkTestEnvironment.wait("row 250 in view") {
        fixture.list.visibleRange?.positions.contains(250) == true
      }
      XCTAssertFalse(fixture.list.focusRow(at: 300), "no row 300")
    }
  }
}
