import CGtk
import GtkGlue
import GtkTestSupport
import Observation
@_spi(Testing) import Overshoot
import XCTest

/// A reader at the very top who pulls sees the rows the refresh brings at the top, whether a row
/// is selected or not (issue 44, item 5). With a row selected, GtkListView re-anchored on it as
/// the refresh indicator's room opened, the offset moved a few pixels off the top, and the new
/// rows landed above the view (offset 185).
final class PullAtTopWithSelectionTests: GtkTestCase {
  @MainActor @Observable
  final class Feed {
    var titles = (1...40).map { "Entry \($0)" }
    var selected: String?
    var refreshes = 0
    /// The refresh waiting for its entries, as a fetch over the network does.
    var fetching: CheckedContinuation<Void, Never>?

    func refresh() async {
      refreshes += 1
      await withCheckedContinuation { fetching = $0 }
      titles.insert(contentsOf: (1...5).map { "New \(refreshes).\($0)" }, at: 0)
    }

    /// Lets the waiting refresh bring its entries.
    func deliver() {
      fetching?.resume()
      fetching = nil
    }
  }

  func testPulledAtTheTopTheNewRowsShowWithNoRowSelected() throws {
    try MainActor.assumeIsolated { try Self.assertNewRowsShowAfterAPull(selecting: nil) }
  }

  func testPulledAtTheTopTheNewRowsShowWithARowSelected() throws {
    try MainActor.assumeIsolated { try Self.assertNewRowsShowAfterAPull(selecting: "Entry 4") }
  }

  @MainActor
  private static func assertNewRowsShowAfterAPull(
    selecting selection: String?, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let feed = Feed()
    let shown = WidgetModifierTests.Shown(height: 500) {
      List(
        feed.titles, id: \.self,
        selection: Binding(get: { feed.selected }, set: { feed.selected = $0 })
      ) { Text($0) }
      .refreshable { await feed.refresh() }
    }
    defer { shown.window.close() }
    guard let list = shown.wrapper(RecycledListView<String, String>.self),
      let refreshable = shown.wrapper(RefreshableScrolledWindow.self)
    else { return XCTFail("no refreshable list", file: file, line: line) }
    let adjustment = refreshable.scrollView.verticalAdjustment
    GtkTestEnvironment.wait("Entry 1 at the top", file: file, line: line) {
      list.visibleRange?.first == "Entry 1"
    }
    if let selection {
      // The reader clicks the row: it is selected and takes the keyboard focus.
      guard let row = list.shownRowsForTesting.first(where: { $0.text == selection }) else {
        return XCTFail("no \(selection)", file: file, line: line)
      }
      try TestPointer.click(row.listItemWidget)
      GtkTestEnvironment.wait("the row selected and focused", file: file, line: line) {
        feed.selected == selection && list.focusedID == selection
      }
    }
    XCTAssertEqual(
      gtk_adjustment_get_value(adjustment), 0, "at the very top", file: file, line: line)
    let fullHeight = gtk_widget_get_height(refreshable.scrolledWindow)
    shown.pull(steps: 40)
    GtkTestEnvironment.wait("the pull to refresh", file: file, line: line) {
      feed.fetching != nil
    }
    // While the entries are on their way the indicator's room opens above the list: the list
    // stays at its top.
    GtkTestEnvironment.wait("the room for the indicator", file: file, line: line) {
      gtk_widget_get_height(refreshable.scrolledWindow) <= fullHeight - 20
    }
    MainContext.run(forSeconds: 0.2)
    XCTAssertEqual(
      gtk_adjustment_get_value(adjustment), 0, "the list left its top while refreshing",
      file: file, line: line)
    feed.deliver()
    GtkTestEnvironment.wait("the refresh to end", timeout: 10, file: file, line: line) {
      refreshable.controller.phase == .idle
    }
    GtkTestEnvironment.wait("the new rows at the top", file: file, line: line) {
      MainContext.run(forSeconds: 0.05)
      return list.visibleRange?.first == "New 1.1" && gtk_adjustment_get_value(adjustment) == 0
    }
    MainContext.run(forSeconds: 0.3)
    XCTAssertEqual(list.visibleRange?.first, "New 1.1", "they stay in view", file: file, line: line)
    XCTAssertEqual(gtk_adjustment_get_value(adjustment), 0, file: file, line: line)
    if let selection {
      XCTAssertEqual(list.selectedIDs, [selection], "the selection stays", file: file, line: line)
    }
  }
}
