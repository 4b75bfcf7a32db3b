import CGtk
import GtkGlue
import GtkTestSupport
import Observation
@_spi(Testing) import Overshoot
import XCTest

/// From GTK 4.12 a builder list's section headings are GTK's own section headers: the list
/// view's header factory makes them (children of the list view's `header` nodes) and no heading
/// is an item. On GTK 4.8, which has no sections, the headings remain rows of their own.
final class ListSectionHeaderTests: GtkTestCase {
  @MainActor @Observable
  final class Model {
    var title = "Before"
    var items = [1, 2, 3]
  }

  /// The heading boxes shown now, each with the widget GTK put it in.
  @MainActor
  private static func headings(in list: RecycledListView<ListEntry, ListEntryID>) -> [(
    box: UnsafeMutablePointer<GtkWidget>, text: String
  )] {
    WidgetFinder.all(under: list.gtkWidget).compactMap { widget in
      guard gtk_widget_has_css_class(widget, "list-section-heading") != 0 else { return nil }
      let label = WidgetFinder.all(under: widget).first {
        $0.isInstance(of: gtk_label_get_type())
      }
      let text = label.flatMap { gtk_label_get_text($0.checked(gtk_label_get_type())) }
      return (widget, text.map { String(cString: $0) } ?? "")
    }
  }

  func testHeadingsAreGtkSectionHeadersFrom412AndRowsOn48() throws {
    try MainActor.assumeIsolated {
      let box = ListSectionTests.Mailbox()
      guard let (shown, list) = ListSectionTests.show(box) else { return }
      defer { shown.window.close() }
      let view = try XCTUnwrap(shown.wrapper(ScrollView.self))
      // The list opens at its very top, the first heading in view (GTK 4.12+ anchors a new
      // list on its first item, which left the first header above the view).
      GtkTestEnvironment.wait("the first heading at the top") {
        guard let inbox = Self.headings(in: list).first(where: { $0.text == "Inbox" }) else {
          return false
        }
        var bounds = graphene_rect_t()
        return gtk_adjustment_get_value(view.verticalAdjustment) == 0
          && gtk_widget_compute_bounds(inbox.box, list.gtkWidget, &bounds) != 0
          && bounds.origin.y >= 0
      }
      MainContext.run(forSeconds: 0.3)
      XCTAssertEqual(gtk_adjustment_get_value(view.verticalAdjustment), 0, "and stays there")
      gtk_adjustment_set_value(
        view.verticalAdjustment, gtk_adjustment_get_upper(view.verticalAdjustment))
      GtkTestEnvironment.wait("the end of the list to show") {
        list.shownRowsForTesting.last?.position == list.count - 1
          && Self.headings(in: list).contains { $0.text == "Sent" }
      }
      let heading = try XCTUnwrap(Self.headings(in: list).first { $0.text == "Sent" })
      let holder = try XCTUnwrap(gtk_widget_get_parent(heading.box))
      let headingHolders = list.shownRowsForTesting.filter { $0.role == "header" }.map {
        WidgetFinder.cssName(of: $0.listItemWidget)
      }
      if overshoot_section_model_type() != 0 {
        XCTAssertEqual(
          WidgetFinder.cssName(of: holder), "header",
          "the heading is the child of GTK's section header widget (a GtkListHeader's)")
        XCTAssertEqual(gtk_widget_get_parent(holder), list.gtkWidget)
        XCTAssertEqual(
          gtk_widget_get_height(holder), gtk_widget_get_height(heading.box) + 4,
          "spaced as the theme spaces a row (2 px each side), as the 4.8 heading row is")
        XCTAssertEqual(headingHolders, ["header"], "no heading is an item's row")
        XCTAssertEqual(list.count, 40 + 3 + 1, "40 mails, 3 sent, a footer: no heading items")
        // The header sits right above its section's first row, Sent 100.
        let sent = try XCTUnwrap(list.shownRowsForTesting.first { $0.text == "Sent 100" })
        var headerBounds = graphene_rect_t()
        var rowBounds = graphene_rect_t()
        XCTAssertNotEqual(gtk_widget_compute_bounds(holder, list.gtkWidget, &headerBounds), 0)
        XCTAssertNotEqual(
          gtk_widget_compute_bounds(sent.listItemWidget, list.gtkWidget, &rowBounds), 0)
        XCTAssertEqual(
          Double(headerBounds.origin.y + headerBounds.size.height), Double(rowBounds.origin.y),
          accuracy: 1)
      } else {
        let row = try XCTUnwrap(list.shownRowsForTesting.first { $0.text == "Sent" })
        XCTAssertNotEqual(gtk_widget_is_ancestor(heading.box, row.listItemWidget), 0)
        XCTAssertEqual(headingHolders, ["row"], "the heading is a row on 4.8")
        XCTAssertEqual(list.count, 1 + 40 + 1 + 3 + 1)
      }
      XCTAssertEqual(
        gtk_accessible_get_accessible_role(OpaquePointer(heading.box)),
        GTK_ACCESSIBLE_ROLE_HEADING, "announced as a heading on every GTK")
    }
  }

  func testAChangedHeadingShowsInItsHeader() throws {
    try MainActor.assumeIsolated {
      let model = Model()
      let shown = WidgetModifierTests.Shown(height: 400) {
        List {
          Section(model.title) { ForEach(model.items, id: \.self) { Text("Item \($0)") } }
        }
      }
      defer { shown.window.close() }
      let list = try XCTUnwrap(shown.wrapper(RecycledListView<ListEntry, ListEntryID>.self))
      GtkTestEnvironment.wait("the heading") {
        Self.headings(in: list).map(\.text) == ["Before"]
      }
      model.title = "After"
      GtkTestEnvironment.wait("the new heading") {
        Self.headings(in: list).map(\.text) == ["After"]
      }
      // A section whose rows all go keeps its heading (as a row where GTK shows no header
      // without an item).
      model.items = []
      GtkTestEnvironment.wait("the heading of the empty section") {
        list.count == 1 && Self.headings(in: list).map(\.text) == ["After"]
      }
      model.items = [4]
      GtkTestEnvironment.wait("the heading back over its row") {
        list.shownRowsForTesting.map(\.text) == ["After", "Item 4"]
      }
    }
  }
}
