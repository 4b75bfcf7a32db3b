import CGtk
import GtkGlue
import GtkTestSupport
@_spi(Testing) import Overshoot
import XCTest

/// A context menu's popover is a child of the widget it opens on, so code that empties that
/// widget's children takes it off. The menu holds its popover itself and puts it back: the next
/// menu opens instead of popping up a freed popover.
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
}
