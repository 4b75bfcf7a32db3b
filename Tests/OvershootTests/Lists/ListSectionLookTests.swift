import CGtk
import GtkGlue
import GtkTestSupport
import Observation
@_spi(Testing) import Overshoot
import XCTest

/// A builder list's sections look and scroll the same on GTK 4.8 (headings are rows) and 4.12+
/// (headings are GTK's section headers): a section's first row starts at the same place under
/// its heading, a section without a heading shows no empty header, and scrolling to a section's
/// first row shows its heading above it.
final class ListSectionLookTests: GtkTestCase {
  @MainActor @Observable
  final class Model {
    var named = false
    var position = ScrollPosition(idType: String.self)
  }

  /// A section named `name` with 40 rows, "`name` 1" to "`name` 40".
  @MainActor
  static func section(_ name: String) -> Section {
    Section(name) { ForEach((1...40).map { "\(name) \($0)" }, id: \.self) { Text($0) } }
  }

  /// Keeps the proxy the reader hands its content.
  @MainActor final class Kept {
    var proxy: ScrollViewProxy?
    func keep(_ proxy: ScrollViewProxy) { self.proxy = proxy }
  }

  /// The heading box whose label reads `text`, if one is shown.
  @MainActor
  static func heading(_ text: String, in list: RecycledListView<ListEntry, ListEntryID>)
    -> UnsafeMutablePointer<GtkWidget>?
  {
    WidgetFinder.all(under: list.gtkWidget).first { widget in
      gtk_widget_has_css_class(widget, "list-section-heading") != 0
        && gtk_widget_get_mapped(widget) != 0
        && WidgetFinder.labelTexts(under: widget) == [text]
    }
  }

  /// `widget`'s bounds in the list's coordinates.
  @MainActor
  static func bounds(
    _ widget: UnsafeMutablePointer<GtkWidget>, in list: RecycledListView<ListEntry, ListEntryID>
  ) -> graphene_rect_t? {
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(widget, list.gtkWidget, &bounds) != 0 else { return nil }
    return bounds
  }

  /// The top of the row reading `text`, in the list's coordinates.
  @MainActor
  static func rowTop(_ text: String, in list: RecycledListView<ListEntry, ListEntryID>)
    -> Double?
  {
    guard let row = list.shownRowsForTesting.first(where: { $0.text == text && $0.role == "row" }),
      gtk_widget_get_mapped(row.listItemWidget) != 0,
      let bounds = bounds(row.listItemWidget, in: list)
    else { return nil }
    return Double(bounds.origin.y)
  }

  /// Where the heading reading `heading` and the row under it are: the heading's top and
  /// height, the row's top.
  @MainActor
  static func place(
    heading text: String, row: String, in list: RecycledListView<ListEntry, ListEntryID>
  ) -> (headingTop: Double, headingHeight: Double, rowTop: Double)? {
    guard let box = heading(text, in: list), let headingBounds = bounds(box, in: list),
      let top = rowTop(row, in: list)
    else { return nil }
    return (
      Double(headingBounds.origin.y), Double(headingBounds.size.height), top
    )
  }

  func testAFirstRowStartsTwoPixelsUnderItsHeadingOnEveryGtk() throws {
    try MainActor.assumeIsolated {
      let box = ListSectionTests.Mailbox()
      guard let (shown, list) = ListSectionTests.show(box) else { return }
      defer { shown.window.close() }
      GtkTestEnvironment.wait("the Inbox heading over Mail 1") {
        MainContext.run(forSeconds: 0.02)
        return Self.place(heading: "Inbox", row: "Mail 1", in: list) != nil
      }
      let place = try XCTUnwrap(Self.place(heading: "Inbox", row: "Mail 1", in: list))
      // The heading sits in 2 px of padding (4.8's row, 4.12+'s header margin); the row starts
      // right under that, with no separator between (4.8's theme gave the heading row one).
      XCTAssertEqual(place.headingTop, 2, accuracy: 0.5)
      XCTAssertEqual(
        place.rowTop - place.headingTop, place.headingHeight + 2, accuracy: 0.5,
        "Mail 1 starts 2 px under the heading's text, on GTK 4.8 as on 4.12+")
    }
  }

  func testASectionWithoutAHeadingShowsNoEmptyHeader() throws {
    try MainActor.assumeIsolated {
      let model = Model()
      let shown = WidgetModifierTests.Shown(height: 500) {
        List {
          Section("Named") { ForEach(["A 1", "A 2"], id: \.self) { Text($0) } }
          if model.named {
            Section("Later") { ForEach(["B 1", "B 2"], id: \.self) { Text($0) } }
          } else {
            Section { ForEach(["B 1", "B 2"], id: \.self) { Text($0) } }
          }
        }
      }
      defer { shown.window.close() }
      let list = try XCTUnwrap(shown.wrapper(RecycledListView<ListEntry, ListEntryID>.self))
      GtkTestEnvironment.wait("the rows of both sections") {
        MainContext.run(forSeconds: 0.02)
        return Self.rowTop("B 1", in: list) != nil && Self.rowTop("A 2", in: list) != nil
      }
      // GTK 4.12+ makes a header widget for every section; one with no heading must not show:
      // no gap, and no empty row header for a screen reader (4.8 has no row there at all).
      let emptyHeaders = WidgetFinder.widgets("header", under: list.gtkWidget).filter {
        gtk_widget_get_visible($0) != 0
          && !WidgetFinder.all(under: $0).contains {
            gtk_widget_has_css_class($0, "list-section-heading") != 0
          }
      }
      XCTAssertEqual(emptyHeaders.count, 0, "no shown header without a heading")
      let a2 = try XCTUnwrap(
        list.shownRowsForTesting.first { $0.text == "A 2" }.flatMap {
          Self.bounds($0.listItemWidget, in: list)
        })
      XCTAssertEqual(
        try XCTUnwrap(Self.rowTop("B 1", in: list)), Double(a2.origin.y + a2.size.height),
        accuracy: 0.5, "B 1 right under A 2")
      let headings = WidgetFinder.all(under: list.gtkWidget).filter {
        gtk_widget_get_visible($0) != 0
          && [GTK_ACCESSIBLE_ROLE_HEADING, GTK_ACCESSIBLE_ROLE_ROW_HEADER].contains(
            gtk_accessible_get_accessible_role(OpaquePointer($0)))
          && WidgetFinder.labelTexts(under: $0).isEmpty
      }
      XCTAssertEqual(headings.count, 0, "no heading without words for a screen reader")

      // The header recycled for a section that gets a heading shows again.
      model.named = true
      GtkTestEnvironment.wait("the new heading over B 1") {
        MainContext.run(forSeconds: 0.02)
        guard let place = Self.place(heading: "Later", row: "B 1", in: list) else { return false }
        return abs(place.rowTop - place.headingTop - place.headingHeight - 2) < 0.5
      }
    }
  }

  func testScrollingToASectionsFirstRowShowsItsHeadingAbove() throws {
    try MainActor.assumeIsolated {
      let kept = Kept()
      let model = Model()
      let shown = WidgetModifierTests.Shown(height: 400) {
        ScrollViewReader { proxy in
          let _ = kept.keep(proxy)
          List {
            Self.section("A")
            Self.section("B")
            Self.section("C")
          }
          .scrollPosition(Binding(model, \.position))
        }
      }
      defer { shown.window.close() }
      let list = try XCTUnwrap(shown.wrapper(RecycledListView<ListEntry, ListEntryID>.self))
      let view = try XCTUnwrap(shown.wrapper(ScrollView.self))
      let proxy = try XCTUnwrap(kept.proxy)
      GtkTestEnvironment.wait("the rows") { Self.rowTop("A 1", in: list) != nil }

      /// The heading at the view's top (whole, within its 2 px of padding), the row right under.
      @MainActor func headedAtTop(_ heading: String, _ row: String) -> Bool {
        MainContext.run(forSeconds: 0.02)
        guard let place = Self.place(heading: heading, row: row, in: list) else { return false }
        return place.headingTop > -0.5 && place.headingTop < 2.5
          && abs(place.rowTop - place.headingTop - place.headingHeight - 2) < 1
      }
      proxy.scrollTo("B 1", anchor: .top)
      GtkTestEnvironment.wait("B 1 at the top under its heading", timeout: 5) {
        headedAtTop("B", "B 1")
      }
      MainContext.run(forSeconds: 0.3)
      XCTAssertTrue(headedAtTop("B", "B 1"), "and it stays there")
      XCTAssertEqual(view.topVisibleID, AnyHashable("B 1"), "the top row is B 1, not a heading")

      // From below, `ScrollPosition.scrollTo(id:)` brings the row in at the top: its heading too.
      gtk_adjustment_set_value(
        view.verticalAdjustment, gtk_adjustment_get_upper(view.verticalAdjustment))
      GtkTestEnvironment.wait("the end of the list") {
        MainContext.run(forSeconds: 0.02)
        return Self.rowTop("C 40", in: list) != nil
      }
      model.position.scrollTo(id: "C 1")
      GtkTestEnvironment.wait("C 1 at the top under its heading", timeout: 5) {
        headedAtTop("C", "C 1")
      }
    }
  }
}
