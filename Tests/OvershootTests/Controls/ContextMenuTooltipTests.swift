import CGtk
import GtkGlue
import GtkTestSupport
@_spi(Testing) import Overshoot
import XCTest

/// No tooltip covers an open context menu (issue 46, item 9: a feed's address tooltip showed
/// over its own menu in 4 of 8 openings): while the menu is open the tooltips of the widget it
/// opened on, of what is inside it and of what holds it are off; they come back when it closes.
final class ContextMenuTooltipTests: GtkWarningFreeTestCase {
  func testTooltipsAroundAWidgetAreOffWhileItsMenuIsOpenAndBackAfter() throws {
    try MainActor.assumeIsolated {
      let shown = WidgetModifierTests.Shown(height: 200) {
        VStack { Text("Alpha").help("https://alpha.example/feed.xml") }
          .help("The feeds")
      }
      defer { shown.window.close() }
      let label = try XCTUnwrap(WidgetFinder.widgets("label", under: shown.root).first)
      let box = try XCTUnwrap(gtk_widget_get_parent(label))
      XCTAssertNotEqual(gtk_widget_get_has_tooltip(label), 0, "the label has its tooltip")
      XCTAssertNotEqual(gtk_widget_get_has_tooltip(box), 0, "the box has its tooltip")
      var closed = 0
      ContextMenu.show([ContextMenu.Item("Copy Address") {}], on: label) { closed += 1 }
      let popover = try XCTUnwrap(
        WidgetFinder.all(under: label).first { $0.isInstance(of: gtk_popover_get_type()) })
      GtkTestEnvironment.wait("the menu") { gtk_widget_get_visible(popover) != 0 }
      XCTAssertEqual(gtk_widget_get_has_tooltip(label), 0, "the row's tooltip over its menu")
      XCTAssertEqual(gtk_widget_get_has_tooltip(box), 0, "the holder's tooltip over the menu")
      gtk_popover_popdown(popover.checked(as: GtkPopover.self))
      GtkTestEnvironment.wait("the menu to close") { closed == 1 }
      XCTAssertNotEqual(gtk_widget_get_has_tooltip(label), 0, "the tooltip is back")
      XCTAssertNotEqual(gtk_widget_get_has_tooltip(box), 0, "the holder's tooltip is back")
    }
  }
}
