import CGtk
import GtkGlue
import GtkTestSupport
@_spi(Testing) import Overshoot
import XCTest

/// A context menu's popover is a child of the widget it opens on, though no part of what that
/// widget shows: updating the widget's content leaves it in place, and code that empties the
/// widget's children anyway does not free it under the menu, which puts it back on its next
/// opening instead of popping up a freed popover.
final class MenuAnchorOwnershipTests: GtkWarningFreeTestCase {
  func testAMenuWhosePopoverWasTakenOffOpensAgain() throws {
    try MainActor.assumeIsolated {
      let shown = WidgetModifierTests.Shown(height: 200) { VStack { Text("Greeting") } }
      defer { shown.window.close() }
      let box = try XCTUnwrap(WidgetFinder.widgets("box", under: shown.root).first)
      let shownPopover = {
        WidgetFinder.all(under: box).first {
          $0.isInstance(of: gtk_popover_get_type()) && gtk_widget_get_visible($0) != 0
        }
      }
      var closed = 0
      ContextMenu.show([ContextMenu.Item("Copy") {}], on: box) { closed += 1 }
      GtkTestEnvironment.wait("the menu") { shownPopover() != nil }
      let popover = try XCTUnwrap(shownPopover())
      gtk_popover_popdown(popover.checked(as: GtkPopover.self))
      GtkTestEnvironment.wait("the menu to close") { closed == 1 }
      // As a container emptying its children does.
      gtk_widget_unparent(popover)
      ContextMenu.show([ContextMenu.Item("Paste") {}], on: box) { closed += 1 }
      GtkTestEnvironment.wait("the menu again") { shownPopover() != nil }
      XCTAssertEqual(shownPopover(), popover, "the same popover, back on its widget")
      XCTAssertEqual(ListContextMenuTests.menuLines(in: popover), ["Paste"])
      gtk_popover_popdown(popover.checked(as: GtkPopover.self))
      GtkTestEnvironment.wait("the menu to close again") { closed == 2 }
    }
  }

  /// A `ForEach` column updates its children when its items change: its menu's popover, which a
  /// line that changes the items has just closed, is not one of them.
  func testAMenuLineThatChangesAForEachsItemsLeavesItsMenuWorking() throws {
    try MainActor.assumeIsolated {
      let model = ListContextMenuRebindTests.Stories()
      let shown = WidgetModifierTests.Shown(height: 300) {
        ForEach(Array(model.stories.prefix(5))) { story in
          Text(story.starred ? "\(story.title) ★" : story.title)
        }
        .contextMenu { Button("Star the first") { model.toggleStar(1) } }
      }
      defer { shown.window.close() }
      try GtkTestWindow.focus(shown.window.gtkWindow)
      let label = { (text: String) in
        WidgetFinder.widgets("label", under: shown.root).first {
          String(cString: gtk_label_get_text($0.checked(gtk_label_get_type()))) == text
        }
      }
      for expected in ["Story 1 ★", "Story 1"] {
        let row = try XCTUnwrap(label("Story 3"))
        try TestPointer.click(row, button: 3)
        var popover: UnsafeMutablePointer<GtkWidget>?
        GtkTestEnvironment.wait("the menu") {
          popover = WidgetFinder.all(under: shown.root).first {
            $0.isInstance(of: gtk_popover_get_type()) && gtk_widget_get_visible($0) != 0
          }
          return popover != nil
        }
        let line = try XCTUnwrap(
          WidgetFinder.widgets("modelbutton", under: try XCTUnwrap(popover)).first)
        GtkTestEnvironment.wait("the menu laid out") { gtk_widget_get_height(line) > 0 }
        try TestPointer.click(line)
        GtkTestEnvironment.wait("the line to change the items") { label(expected) != nil }
        // Under Xvfb without a window manager the first press after a menu closes reaches no
        // widget (see ListContextMenuTests); a middle click, which does nothing here, takes it.
        try TestPointer.click(try XCTUnwrap(label("Story 5")), button: 2)
      }
    }
  }
}
