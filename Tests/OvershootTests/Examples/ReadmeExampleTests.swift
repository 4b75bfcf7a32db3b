import CGtk
import GtkGlue
import GtkTestSupport
import Overshoot
import XCTest

// docs/widgets.md's "a million rows on screen in under 30 lines", compiled and run here so the
// page stays true. Keep the two in step.

@MainActor final class TitleRow: ListRow {
  let gtkWidget = gtk_label_new(nil)!
  init() { gtk_label_set_xalign(checkedCast(gtkWidget, to: gtk_label_get_type()), 0) }
  func bind(_ title: String) {
    gtk_label_set_text(checkedCast(gtkWidget, to: gtk_label_get_type()), title)
  }
}

@MainActor final class MillionRowsWindow {
  let window = gtk_window_new()!
  let list = RecycledListView<String, String>(row: TitleRow.self, id: { $0 })
  let refreshable: RefreshableScrolledWindow

  init() throws {
    try list.apply((1...1_000_000).map { "Row \($0)" })
    refreshable = RefreshableScrolledWindow(child: list.gtkWidget)
    refreshable.onRefresh { [list] in
      try list.apply(["Fresh row"] + (1...1_000_000).map { "Row \($0)" })
    }
    gtk_window_set_child(checkedCast(window, to: GtkWindow.self), refreshable.gtkWidget)
    gtk_window_present(checkedCast(window, to: GtkWindow.self))
  }
}

/// Runs the example of docs/widgets.md.
final class ReadmeExampleTests: GtkTestCase {
  func testTheMillionRowExampleShowsAndRefreshes() throws {
    try MainActor.assumeIsolated {
      let example = try MillionRowsWindow()
      defer { gtk_window_destroy(example.window.checked(as: GtkWindow.self)) }
      GtkTestEnvironment.wait("the rows on screen") { example.list.visibleRange != nil }
      XCTAssertEqual(example.list.count, 1_000_000)
      example.refreshable.controller.coordinator.minimumVisibleDuration = .zero
      example.refreshable.beginRefreshing()
      GtkTestEnvironment.wait("the refresh", timeout: 15) { example.list.count == 1_000_001 }
      XCTAssertEqual(example.list.item(at: 0), "Fresh row")
    }
  }
}
