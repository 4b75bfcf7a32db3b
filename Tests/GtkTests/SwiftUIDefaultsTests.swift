import CGtk
import GtkGlue
import Observation
import Overshoot
import XCTest

/// What a SwiftUI developer expects without asking: a list at its top shows items that arrive
/// above it, and `scrollIndicatorsFlash(onAppear: true)` flashes when the view appears.
final class SwiftUIDefaultsTests: GtkTestCase {
  @MainActor @Observable
  final class Rows {
    var titles = (1...40).map { "Row \($0)" }
  }

  func testAListAtItsTopShowsAnItemThatArrivesAbove() {
    MainActor.assumeIsolated {
      let rows = Rows()
      let shown = WidgetModifierTests.Shown {
        List(rows.titles, id: \.self) { Text($0) }
      }
      defer { shown.window.close() }
      guard let list = shown.wrapper(RecycledListView<String, String>.self),
        let view = shown.wrapper(ScrollView.self)
      else { return XCTFail("no list") }
      GtkTestEnvironment.wait("Row 1 first") { list.visibleRange?.first == "Row 1" }
      rows.titles.insert("Fresh 1", at: 0)
      GtkTestEnvironment.wait("the new row in view at the top") {
        MainContext.run(forSeconds: 0.05)
        return list.visibleRange?.first == "Fresh 1"
          && gtk_adjustment_get_value(view.verticalAdjustment) == 0
      }
      MainContext.run(forSeconds: 0.3)
      XCTAssertEqual(list.visibleRange?.first, "Fresh 1", "it stays in view")
    }
  }

  func testAListThatKeepsItsPlaceAtTheTopLeavesTheNewItemAbove() {
    MainActor.assumeIsolated {
      let rows = Rows()
      let shown = WidgetModifierTests.Shown {
        List(rows.titles, id: \.self) { Text($0) }
      }
      defer { shown.window.close() }
      guard let list = shown.wrapper(RecycledListView<String, String>.self) else {
        return XCTFail("no list")
      }
      list.keepsPlaceAtTop = true
      GtkTestEnvironment.wait("Row 1 first") { list.visibleRange?.first == "Row 1" }
      rows.titles.insert("Fresh 1", at: 0)
      GtkTestEnvironment.wait("the new item in the list") { list.count == 41 }
      MainContext.run(forSeconds: 0.3)
      XCTAssertEqual(list.visibleRange?.first, "Row 1", "the reader's row stays first")
    }
  }

  func testFlashOnAppearFlashesAListAndAScrollView() {
    MainActor.assumeIsolated {
      let titles = (1...60).map { "Row \($0)" }
      for (what, content) in [
        ("a List", { List(titles, id: \.self) { Text($0) } as any Widget }),
        ("a ScrollView", { ScrollView(.vertical) { ForEach(titles) { Text($0) } } as any Widget }),
      ] {
        let shown = WidgetModifierTests.Shown { content().scrollIndicatorsFlash(onAppear: true) }
        defer { shown.window.close() }
        guard let view = shown.wrapper(ScrollView.self) else { return XCTFail("no scroll view") }
        let scrollbar = gtk_scrolled_window_get_vscrollbar(
          view.scrolledWindow.checked(gtk_scrolled_window_get_type()))!
        // The overlay indicator shows only when something makes it: here, the appearance flash.
        GtkTestEnvironment.wait("\(what) to flash its indicator on appearing", timeout: 3) {
          gtk_widget_get_opacity(scrollbar) > 0
        }
      }
    }
  }
}
