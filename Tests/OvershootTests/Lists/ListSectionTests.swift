import CGtk
import GtkGlue
import GtkTestSupport
import Observation
@_spi(Testing) import Overshoot
import XCTest

/// A builder `List` with `Section`s, as SwiftUI writes it: headings, rows and footers flattened
/// into one recycled list in order, headings announced as headings and not selectable, and an
/// `@Observable` model's changes applied as a diff that keeps the reader's place.
final class ListSectionTests: GtkTestCase {
  struct Mail: Identifiable, Hashable {
    let id: Int
    var subject: String
  }

  @MainActor @Observable
  final class Mailbox {
    var inbox = (1...40).map { Mail(id: $0, subject: "Mail \($0)") }
    var sent = (100...102).map { Mail(id: $0, subject: "Sent \($0)") }
    var selected: Int?
  }

  /// The rows headings take: two on GTK 4.8; none where GTK has section headers (4.12+).
  static var headingRows: Int { overshoot_section_model_type() != 0 ? 0 : 2 }

  @MainActor
  static func show(_ box: Mailbox) -> (
    WidgetModifierTests.Shown, RecycledListView<ListEntry, ListEntryID>
  )? {
    let shown = WidgetModifierTests.Shown(height: 500) {
      List(selection: Binding(box, \.selected)) {
        Section("Inbox") { ForEach(box.inbox) { Text($0.subject) } }
        Section {
          ForEach(box.sent) { Text($0.subject) }
        } header: {
          Text("Sent")
        } footer: {
          Text("\(box.sent.count) sent")
        }
      }
    }
    guard let list = shown.wrapper(RecycledListView<ListEntry, ListEntryID>.self) else {
      shown.window.close()
      XCTFail("no list")
      return nil
    }
    GtkTestEnvironment.wait("the rows to show") { !list.shownRowsForTesting.isEmpty }
    return (shown, list)
  }

  func testHeadingsRowsAndFootersShowInOrder() {
    MainActor.assumeIsolated {
      let box = Mailbox()
      guard let (shown, list) = Self.show(box) else { return }
      defer { shown.window.close() }
      XCTAssertEqual(
        list.count, Self.headingRows + 40 + 3 + 1, "(headings), 40 mails, 3 sent, a footer")
      let first = list.shownRowsForTesting.prefix(3).map { "\($0.role): \($0.text)" }
      XCTAssertEqual(first, ["header: Inbox", "row: Mail 1", "row: Mail 2"])
      guard let view = shown.wrapper(ScrollView.self) else { return XCTFail("no scroll view") }
      let adjustment = view.verticalAdjustment
      gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
      GtkTestEnvironment.wait("the end of the list to show") {
        list.shownRowsForTesting.last?.position == list.count - 1
      }
      let last = list.shownRowsForTesting.suffix(5).map { "\($0.role): \($0.text)" }
      XCTAssertEqual(
        last, ["header: Sent", "row: Sent 100", "row: Sent 101", "row: Sent 102", "footer: 3 sent"])
    }
  }

  func testAHeadingLooksAndIsAnnouncedAsAHeadingAndCannotBeSelected() throws {
    try MainActor.assumeIsolated {
      let box = Mailbox()
      guard let (shown, list) = Self.show(box) else { return }
      defer { shown.window.close() }
      guard let heading = list.shownRowsForTesting.first(where: { $0.role == "header" }),
        let headingBox = WidgetFinder.all(under: heading.listItemWidget).first(where: {
          gtk_widget_has_css_class($0, "list-section-heading") != 0
        })
      else { return XCTFail("no heading row") }
      XCTAssertEqual(
        gtk_accessible_get_accessible_role(OpaquePointer(headingBox)),
        GTK_ACCESSIBLE_ROLE_HEADING)
      XCTAssertNotEqual(gtk_widget_has_css_class(headingBox, "heading"), 0, "bold, as GNOME's")
      XCTAssertNotEqual(gtk_widget_has_css_class(headingBox, "dim-label"), 0, "dimmed")
      try GtkTestWindow.focus(shown.window.gtkWindow)
      try TestPointer.click(heading.listItemWidget)
      MainContext.run(forSeconds: 0.3)
      XCTAssertNil(box.selected, "a click on a heading selects nothing")
      XCTAssertTrue(list.selectedIDs.isEmpty)
      guard let mail = list.shownRowsForTesting.first(where: { $0.text == "Mail 2" }) else {
        return XCTFail("no Mail 2 row")
      }
      try TestPointer.click(mail.listItemWidget)
      GtkTestEnvironment.wait("a click on a mail to select it") { box.selected == 2 }
    }
  }

  func testAModelChangeUpdatesTheRowsAndKeepsThePlace() {
    MainActor.assumeIsolated {
      let box = Mailbox()
      guard let (shown, list) = Self.show(box) else { return }
      defer { shown.window.close() }
      guard let view = shown.wrapper(ScrollView.self) else { return XCTFail("no scroll view") }
      // The reader scrolls down a little; mail arrives on top of the inbox.
      gtk_adjustment_set_value(view.verticalAdjustment, 200)
      GtkTestEnvironment.wait("scrolled down") {
        (list.visibleRange?.positions.lowerBound ?? 0) > 2
      }
      MainContext.run(forSeconds: 0.1)
      guard let before = list.visibleRange?.first else { return XCTFail("nothing visible") }
      let text = list.shownRowsForTesting.first {
        $0.position == list.visibleRange?.positions.lowerBound
      }?.text
      box.inbox.insert(
        contentsOf: [Mail(id: 0, subject: "Mail 0"), Mail(id: -1, subject: "Mail -1")], at: 0)
      GtkTestEnvironment.wait("the new mail in the list") { list.count == Self.headingRows + 46 }
      MainContext.run(forSeconds: 0.3)
      XCTAssertEqual(list.visibleRange?.first, before, "the row the reader saw is still on top")
      XCTAssertEqual(
        list.shownRowsForTesting.first { $0.position == list.visibleRange?.positions.lowerBound }?
          .text,
        text)
      // A mail whose subject changes keeps its id: its row shows the new subject in place.
      gtk_adjustment_set_value(view.verticalAdjustment, 0)
      box.inbox[0].subject = "Mail 0, edited"
      box.sent.removeLast()
      GtkTestEnvironment.wait("the edited subject and the new count") {
        list.shownRowsForTesting.contains { $0.text == "Mail 0, edited" }
          && list.count == Self.headingRows + 45
      }
    }
  }
}
