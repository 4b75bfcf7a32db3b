import CGtk
import GtkGlue
import GtkTestSupport
@_spi(Testing) import Overshoot
import XCTest

/// A scroll asked for right after `apply` replaced the items of a list scrolled far down lands
/// where asked, with no "failed to scroll to given position" warning: the frame-by-frame
/// alignment moves the offset only from its second frame, once GTK has laid out the new items.
final class RecycledListViewScrollAfterApplyTests: GtkTestCase {
  private static func page(_ prefix: String, _ count: Int = 250) -> [TestItem] {
    (0..<count).map { TestItem(id: "\(prefix)-\($0)", text: "\(prefix) \($0)") }
  }

  @MainActor
  private final class Fixture {
    let list = RecycledListView<TestItem, String>(
      row: CountedLabelRow.self, id: \.id, contentEqual: { $0 == $1 })
    let window: GtkTestWindow
    let adjustment: UnsafeMutablePointer<GtkAdjustment>
    let scrollView: ScrollView

    init() throws {
      try list.apply(RecycledListViewScrollAfterApplyTests.page("old"))
      let scrolled = gtk_scrolled_window_new()!
      gtk_scrolled_window_set_child(
        scrolled.checked(gtk_scrolled_window_get_type()), list.gtkWidget)
      scrollView = ScrollView(scrolledWindow: scrolled)
      list.reportVisibleRows(to: scrollView)
      window = GtkTestWindow(child: scrolled, width: 400, height: 600)
      adjustment = gtk_scrolled_window_get_vadjustment(
        scrolled.checked(gtk_scrolled_window_get_type()))
      GtkTestEnvironment.wait("the first rows shown") { self.list.visibleRange != nil }
      MainContext.run(forSeconds: 0.1)
      firstRowTop = try XCTUnwrap(list.rowTop(at: 0))
    }

    /// Where the first row's widget starts at offset 0, below the list's padding and the row's
    /// margin: where a list opened at the top shows it.
    private(set) var firstRowTop = 0.0

    /// Scrolls far down with the adjustment, as the wheel does, and lets the list settle there.
    func scrollDown() {
      gtk_adjustment_set_value(adjustment, 1_500)
      MainContext.run(forSeconds: 0.3)
      XCTAssertGreaterThan(list.visibleRange?.positions.lowerBound ?? 0, 20)
    }

    /// Waits until the row at `position` has stayed `rowOffset` above the top for a while.
    func expectRow(_ position: Int, at rowOffset: Double, _ what: String) {
      expectRow(position, top: -rowOffset, what)
    }

    /// Waits until the list is at offset 0 with its first row where a list opened at the top
    /// shows it.
    func expectTop(_ what: String) {
      expectRow(0, top: firstRowTop, what)
      XCTAssertEqual(gtk_adjustment_get_value(adjustment), 0, "\(what): offset 0 exactly")
    }

    private func expectRow(_ position: Int, top expected: Double, _ what: String) {
      var still = 0
      GtkTestEnvironment.wait(what, timeout: 5) {
        MainContext.run(forSeconds: 0.05)
        let top = list.rowTop(at: position)
        still = top.map { abs($0 - expected) < 0.5 } == true ? still + 1 : 0
        return still >= 10
      }
      XCTAssertEqual(list.visibleRange?.positions.lowerBound, position, what)
    }
  }

  func testTheTopAfterEveryItemWasReplaced() throws {
    try afterScrollingDown(apply: Self.page("new", 300)) { fixture in
      fixture.list.scroll(toPosition: 0, rowOffset: 0)
      fixture.expectTop("the first new row at the top")
    }
  }

  func testTheTopWhenTheRowInViewIsKeptBelowNewOnes() throws {
    // New items above and between the old ones (as Unread after a feed): the row in view keeps
    // its object, so GTK would keep it in view unless told otherwise.
    var merged: [TestItem] = []
    for (index, item) in Self.page("old").enumerated() {
      merged.append(TestItem(id: "new-\(index)", text: "new \(index)"))
      merged.append(item)
    }
    try afterScrollingDown(apply: merged) { fixture in
      fixture.list.scroll(toPosition: 0, rowOffset: 0)
      fixture.expectTop("the newest row at the top, not the kept one")
    }
  }

  func testAPositionWithAnOffsetAfterEveryItemWasReplaced() throws {
    try afterScrollingDown(apply: Self.page("new", 300)) { fixture in
      fixture.list.scroll(toPosition: 150, rowOffset: 7)
      fixture.expectRow(150, at: 7, "row 150 seven pixels above the top")
    }
  }

  func testTheBottomEdgeAfterEveryItemWasReplaced() throws {
    // The scroll view's jump waits for GTK to lay the new rows out; moving the adjustment into
    // rows GTK has not measured made it warn and stay where it was.
    try afterScrollingDown(apply: Self.page("new", 300)) { fixture in
      fixture.scrollView.scroll(toEdge: .bottom)
      GtkTestEnvironment.wait("the last new row in view") {
        fixture.list.visibleRange?.last == "new-299"
      }
    }
  }

  func testARowAskedForAfterAWaitingJumpWins() throws {
    try afterScrollingDown(apply: Self.page("new", 300)) { fixture in
      fixture.scrollView.scroll(toEdge: .bottom)
      fixture.list.scroll(toPosition: 100, rowOffset: 0)
      fixture.expectRow(100, at: 0, "row 100 at the top, not the bottom asked for before it")
    }
  }

  func testStartingOverOpensAtTheTopEvenWhenTheRowInViewIsKept() throws {
    try MainActor.assumeIsolated {
      let fixture = try Fixture()
      defer { fixture.window.close() }
      fixture.scrollDown()
      let inView = try XCTUnwrap(fixture.list.visibleRange?.first)
      var merged: [TestItem] = []
      for (index, item) in Self.page("old").enumerated() {
        merged.append(TestItem(id: "new-\(index)", text: "new \(index)"))
        merged.append(item)
      }
      XCTAssertThrowsError(try fixture.list.startOver(with: merged + [merged[0]]))
      XCTAssertEqual(fixture.list.count, 250, "a duplicate id changes nothing")
      XCTAssertEqual(fixture.list.visibleRange?.first, inView, "nor moves the list")
      try fixture.list.startOver(with: merged)
      fixture.expectTop("the newest row at the top, not the kept one")
      XCTAssertEqual(fixture.list.id(at: 0), "new-0")
    }
  }

  /// A list scrolled far down gets `items`, then `scrollAndExpect` scrolls and checks where it
  /// lands; GTK must print no warning on the way.
  private func afterScrollingDown(
    apply items: [TestItem], _ scrollAndExpect: @MainActor (Fixture) -> Void
  ) throws {
    try MainActor.assumeIsolated {
      let warnings = GtkTestEnvironment.warningCount
      let fixture = try Fixture()
      defer { fixture.window.close() }
      fixture.scrollDown()
      try fixture.list.apply(items)
      scrollAndExpect(fixture)
      XCTAssertEqual(GtkTestEnvironment.warningCount - warnings, 0, "GTK warned")
    }
  }
}
