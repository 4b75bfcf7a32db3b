import CGtk
import GtkGlue
import GtkTestSupport
@_spi(Testing) import Overshoot
import RefreshCore
import XCTest

/// A label row that records what it shows, so tests can catch stale content.
@MainActor
final class LabelRow: ListRow {
  let gtkWidget: UnsafeMutablePointer<GtkWidget>
  private(set) var shown: String?

  init() {
    gtkWidget = gtk_label_new("")
    gtk_label_set_xalign(gtkWidget.checked(gtk_label_get_type()), 0)
    gtk_widget_set_margin_top(gtkWidget, 6)
    gtk_widget_set_margin_bottom(gtkWidget, 6)
  }

  func bind(_ item: TestItem) {
    shown = item.text
    gtk_label_set_text(gtkWidget.checked(gtk_label_get_type()), item.text)
  }

  func unbind() {
    shown = nil
    gtk_label_set_text(gtkWidget.checked(gtk_label_get_type()), "")
  }

  var labelText: String {
    String(cString: gtk_label_get_text(gtkWidget.checked(gtk_label_get_type())))
  }
}

/// An item with an id and content.
struct TestItem: Equatable {
  let id: String
  var text: String
}

final class RecycledListViewTests: GtkTestCase {
  @MainActor
  private static func storedList(_ count: Int, prefix: String = "item") -> RecycledListView<
    TestItem, String
  > {
    let list = RecycledListView<TestItem, String>(
      row: LabelRow.self, id: \.id, contentEqual: { $0 == $1 })
    _ = try? list.apply(
      (0..<count).map { TestItem(id: "\(prefix)-\($0)", text: "\(prefix) \($0)") })
    return list
  }

  @MainActor
  private static func scrolled(_ list: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<
    GtkWidget
  > {
    let scrolled = gtk_scrolled_window_new()!
    gtk_scrolled_window_set_child(scrolled.checked(gtk_scrolled_window_get_type()), list)
    return scrolled
  }

  func testPrependingAThousandItemsKeepsTheFirstVisibleRowInPlace() throws {
    try MainActor.assumeIsolated {
      let list = Self.storedList(5_000)
      let view = RefreshableScrolledWindow(child: list.gtkWidget)
      let window = GtkTestWindow(child: view.gtkWidget, width: 400, height: 600)
      defer { window.close() }
      list.scroll(toPosition: 2_500)
      GtkTestEnvironment.wait("row 2,500 at the top") {
        list.visibleRange?.positions.lowerBound == 2_500
      }
      MainContext.run(forSeconds: 0.1)
      let before = try XCTUnwrap(list.visibleRange)
      let topBefore = try XCTUnwrap(list.rowTop(at: before.positions.lowerBound))

      let newOnTop = (0..<1_000).map { TestItem(id: "new-\($0)", text: "new \($0)") }
      let old = (0..<5_000).map { TestItem(id: "item-\($0)", text: "item \($0)") }
      let changes = try list.apply(newOnTop + old)
      XCTAssertEqual(changes.splices.count, 1, "a prepend is one splice")
      MainContext.run(forSeconds: 0.2)

      let movedPosition = try XCTUnwrap(list.position(of: before.first))
      XCTAssertEqual(movedPosition, before.positions.lowerBound + 1_000)
      // GTK 4.8 rebinds the rows over the next frames, later on a loaded machine.
      GtkTestEnvironment.wait("the reader's row bound again") {
        list.rowTop(at: movedPosition) != nil
      }
      let topAfter = try XCTUnwrap(
        list.rowTop(at: movedPosition), "the reader's row left the screen")
      XCTAssertEqual(topAfter, topBefore, accuracy: 1, "the first visible row moved on screen")
      XCTAssertEqual(GtkTestEnvironment.criticalCount, 0)
    }
  }

  func testSixteenMillionVirtualRowsOpenAndScrollToTheMiddleAndTheEnd() {
    MainActor.assumeIsolated {
      let count = 16_777_216
      let list = RecycledListView<TestItem, Int>.virtual(count: count, row: LabelRow.self) {
        TestItem(id: "\($0)", text: "Colour #\(String($0, radix: 16))")
      }
      let window = GtkTestWindow(child: Self.scrolled(list.gtkWidget), width: 400, height: 600)
      defer { window.close() }
      XCTAssertEqual(list.count, count)
      for target in [count / 2, count - 1] {
        list.scroll(toPosition: target)
        GtkTestEnvironment.wait("row \(target) on screen") {
          list.visibleRange?.positions.contains(target) == true
        }
      }
      XCTAssertLessThanOrEqual(list.liveRowCount, 250)
      XCTAssertEqual(GtkTestEnvironment.criticalCount, 0)
    }
  }

  func testLiveRowWidgetsStayUnder250AtAnySize() {
    MainActor.assumeIsolated {
      let list = RecycledListView<TestItem, Int>.virtual(count: 100_000, row: LabelRow.self) {
        TestItem(id: "\($0)", text: "row \($0)")
      }
      let window = GtkTestWindow(child: Self.scrolled(list.gtkWidget), width: 400, height: 300)
      defer { window.close() }
      var most = 0
      for height: Int32 in [300, 900, 1_000, 200] {
        gtk_window_set_default_size(window.window.checked(as: GtkWindow.self), 400, height)
        MainContext.run(forSeconds: 0.15)
        for target in stride(from: 0, to: 100_000, by: 9_973) {
          list.scroll(toPosition: target)
          MainContext.run(forSeconds: 0.02)
          most = max(most, list.liveRowCount)
        }
      }
      XCTAssertGreaterThan(most, 0)
      XCTAssertLessThanOrEqual(most, 250, "GTK should recycle about 200 rows")
      print("most live row widgets: \(most)")
    }
  }

  func testRebindingLeavesNoStaleContent() throws {
    try MainActor.assumeIsolated {
      let list = Self.storedList(2_000)
      let window = GtkTestWindow(child: Self.scrolled(list.gtkWidget), width: 400, height: 500)
      defer { window.close() }
      for target in [700, 30, 1_500] {
        list.scroll(toPosition: target)
        MainContext.run(forSeconds: 0.05)
      }
      // Change the content of every item (same ids) and remove a block.
      var items = (0..<2_000).map { TestItem(id: "item-\($0)", text: "edited \($0)") }
      items.removeSubrange(1_400..<1_450)
      try list.apply(items)
      MainContext.run(forSeconds: 0.1)
      let visible = try XCTUnwrap(list.visibleRange)
      XCTAssertEqual(list.count, 1_950)
      let rows = list.boundRowTextsForTesting
      XCTAssertFalse(rows.isEmpty)
      for (position, text) in rows {
        XCTAssertEqual(text, list.item(at: position).text, "row \(position) shows stale text")
        XCTAssertTrue(text.hasPrefix("edited"), "row \(position) kept its old content: \(text)")
      }
      XCTAssertTrue(
        rows.contains { visible.positions.contains($0.position) }, "no shown row was checked")
    }
  }

  func testSelectionAndSeparators() {
    MainActor.assumeIsolated {
      let list = Self.storedList(50)
      let window = GtkTestWindow(child: Self.scrolled(list.gtkWidget), width: 300, height: 300)
      defer { window.close() }
      list.showSeparators = true
      XCTAssertTrue(gtk_widget_has_css_class(list.gtkWidget, "separators") != 0)
      list.selectionMode = .multiple
      list.select(["item-3", "item-7"])
      XCTAssertEqual(list.selectedIDs, ["item-3", "item-7"])
      list.selectionMode = .single
      list.select(["item-3", "item-7"])
      XCTAssertEqual(list.selectedIDs, ["item-3"])
      list.selectionMode = .none
      XCTAssertEqual(list.selectedIDs, [])
    }
  }

  func testDuplicateIDsAreRejectedAndNothingChanges() throws {
    try MainActor.assumeIsolated {
      let list = Self.storedList(3)
      XCTAssertThrowsError(
        try list.apply([TestItem(id: "a", text: "a"), TestItem(id: "a", text: "again")]))
      XCTAssertEqual(list.count, 3)
    }
  }
}

/// A million stored items on screen, and what each costs in memory.
final class RecycledListViewMemoryTests: GtkTestCase {
  /// Resident memory of this process, in bytes.
  private static func residentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  func testAMillionStoredItemsShowAndScrollToTheEnd() throws {
    try MainActor.assumeIsolated {
      let count = 1_000_000
      let before = Self.residentBytes()
      let items = (0..<count).map { TestItem(id: "entry-\($0)", text: "Entry \($0)") }
      let afterItems = Self.residentBytes()
      let list = RecycledListView<TestItem, String>(row: LabelRow.self, id: \.id)
      try list.apply(items)
      let scrolled = gtk_scrolled_window_new()!
      gtk_scrolled_window_set_child(
        scrolled.checked(gtk_scrolled_window_get_type()), list.gtkWidget)
      let window = GtkTestWindow(child: scrolled, width: 400, height: 600)
      defer { window.close() }
      list.scroll(toPosition: count - 1)
      GtkTestEnvironment.wait("the last row on screen") {
        list.visibleRange?.positions.contains(count - 1) == true
      }
      let after = Self.residentBytes()
      let perItem = Double(after - afterItems) / Double(count)
      print(
        String(
          format:
            "1,000,000 stored items: the caller's array %.0f B/item, the list view %.0f B/item",
          Double(afterItems - before) / Double(count), perItem))
      XCTAssertEqual(list.count, count)
      XCTAssertLessThanOrEqual(list.liveRowCount, 250)
      XCTAssertEqual(GtkTestEnvironment.criticalCount, 0)
    }
  }
}

/// Scrolling to an id with animation glides there frame by frame.
final class RecycledListViewAnimationTests: GtkTestCase {
  func testAnAnimatedScrollToAnIdGlidesThereOverSeveralFrames() throws {
    try MainActor.assumeIsolated {
      let list = RecycledListView<TestItem, String>(row: LabelRow.self, id: \.id)
      try list.apply((0..<300).map { TestItem(id: "item-\($0)", text: "item \($0)") })
      let scrolled = gtk_scrolled_window_new()!
      gtk_scrolled_window_set_child(
        scrolled.checked(gtk_scrolled_window_get_type()), list.gtkWidget)
      let window = GtkTestWindow(child: scrolled, width: 400, height: 500)
      defer { window.close() }
      let adjustment = gtk_scrolled_window_get_vadjustment(
        scrolled.checked(gtk_scrolled_window_get_type()))!
      var values: [Double] = []
      adjustment.connect("value-changed") { values.append(gtk_adjustment_get_value(adjustment)) }
      XCTAssertTrue(list.scroll(to: "item-12", animated: true))
      GtkTestEnvironment.wait("item 12 at the top") {
        list.visibleRange?.positions.lowerBound == 12 && abs(list.rowTop(at: 12) ?? 99) < 1
      }
      XCTAssertGreaterThan(values.count, 3, "an animated scroll moves over several frames")
      XCTAssertEqual(values, values.sorted(), "the glide only moves down")
      XCTAssertFalse(list.scroll(to: "no-such-item", animated: true))
    }
  }
}
