import CGtk
import GtkGlue
import GtkTestSupport
@_spi(Testing) import Overshoot
import XCTest

/// A label row that counts how many of its kind were ever made.
@MainActor
final class CountedLabelRow: ListRow {
  /// Rows made since the process started.
  static var made = 0
  let gtkWidget: UnsafeMutablePointer<GtkWidget>

  init() {
    Self.made += 1
    gtkWidget = gtk_label_new("")
    gtk_widget_set_margin_top(gtkWidget, 6)
    gtk_widget_set_margin_bottom(gtkWidget, 6)
  }

  func bind(_ item: TestItem) {
    gtk_label_set_text(gtkWidget.checked(gtk_label_get_type()), item.text)
  }

  func unbind() {
    gtk_label_set_text(gtkWidget.checked(gtk_label_get_type()), "")
  }
}

/// A search result replacing every item: GTK 4.8 must rebind the row widgets it has, not make new
/// ones (making ~200 rows was most of a search keystroke's cost).
final class RecycledListViewReplacementTests: GtkTestCase {
  @MainActor
  private static func page(_ prefix: String, _ count: Int = 250) -> [TestItem] {
    (0..<count).map { TestItem(id: "\(prefix)-\($0)", text: "\(prefix) \($0)") }
  }

  func testReplacingEveryItemRebindsTheRowsItHasAndShowsOnlyNewContent() throws {
    try MainActor.assumeIsolated {
      let list = RecycledListView<TestItem, String>(
        row: CountedLabelRow.self, id: \.id, contentEqual: { $0 == $1 })
      try list.apply(Self.page("old"))
      let scrolled = gtk_scrolled_window_new()!
      gtk_scrolled_window_set_child(
        scrolled.checked(gtk_scrolled_window_get_type()), list.gtkWidget)
      let window = GtkTestWindow(child: scrolled, width: 400, height: 600)
      defer { window.close() }
      GtkTestEnvironment.wait("the first rows shown") { list.visibleRange != nil }
      MainContext.run(forSeconds: 0.1)
      let madeBefore = CountedLabelRow.made

      // Every id new (as "quick" → "1"), then fewer items, then half of them kept, then a few
      // kept among new ones (as "1" → "12": the diff is many splices, announced as one).
      let mixed = Array(Self.page("fewer", 111).prefix(50)) + Self.page("mixed", 61)
      // Every tenth kept, closer together: removals and insertions of different lengths.
      var spread: [TestItem] = []
      for index in 0..<111 {
        let kept = index % 5 == 0 && index <= 55
        spread.append(
          kept ? mixed[index * 2] : TestItem(id: "spread-\(index)", text: "spread \(index)"))
      }
      let replacements = [Self.page("new"), Self.page("fewer", 111), mixed, spread]
      for items in replacements {
        try list.apply(items)
        MainContext.run(forSeconds: 0.1)
        let rows = list.boundRowTextsForTesting
        XCTAssertFalse(rows.isEmpty, "no row shown")
        for (position, text) in rows {
          XCTAssertEqual(text, items[position].text, "row \(position) shows stale text")
        }
      }
      XCTAssertEqual(
        CountedLabelRow.made, madeBefore, "rows were made for new items instead of rebound")
    }
  }

  func testASelectedItemIsNotHandedToTheItemReplacingIt() throws {
    try MainActor.assumeIsolated {
      let list = RecycledListView<TestItem, String>(
        row: CountedLabelRow.self, id: \.id, contentEqual: { $0 == $1 })
      list.selectionMode = .single
      try list.apply(Self.page("old", 20))
      let window = GtkTestWindow(child: list.gtkWidget, width: 400, height: 600)
      defer { window.close() }
      MainContext.run(forSeconds: 0.1)
      list.select(["old-3"])
      XCTAssertEqual(list.selectedIDs, ["old-3"])
      try list.apply(Self.page("new", 20))
      MainContext.run(forSeconds: 0.1)
      XCTAssertFalse(
        list.selectedIDs.contains("new-3"), "the selection followed a recycled object")
    }
  }
}
