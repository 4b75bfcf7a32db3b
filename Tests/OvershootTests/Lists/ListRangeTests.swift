import CGtk
import Foundation
import GtkGlue
import GtkTestSupport
import Observation
@_spi(Testing) import Overshoot
import XCTest

/// `List` over a range: every index is a row GTK can reach, yet only the rows GTK binds are
/// read, and a change of count reaches GTK as one splice at the tail.
final class ListRangeTests: GtkTestCase {
  @MainActor @Observable
  final class Model {
    var count = 10
  }

  /// The process's resident bytes now, from /proc/self/statm.
  static func residentBytes() -> Int {
    let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
    let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  func testSixteenMillionRowsReadOnlyTheRowsShown() {
    MainActor.assumeIsolated {
      var built = 0
      let before = Self.residentBytes()
      let shown = WidgetModifierTests.Shown(height: 400) {
        List(0..<16_777_216, id: \.self) { index in
          built += 1
          return [Text("Row \(index)")]
        }
      }
      defer { shown.window.close() }
      guard let list = shown.wrapper(RecycledListView<Int, Int>.self) else {
        return XCTFail("no list")
      }
      GtkTestEnvironment.wait("the first rows") {
        list.shownRowsForTesting.contains { $0.text == "Row 0" }
      }
      XCTAssertEqual(list.count, 16_777_216)
      let model = gtk_list_view_get_model(list.gtkWidget.checked(gtk_list_view_get_type()))!
      XCTAssertEqual(g_list_model_get_n_items(model), 16_777_216)
      // GTK binds about 200 rows (4.8 rebinds some of them as it lays out).
      XCTAssertLessThan(built, 2_000, "row content is built only for rows GTK binds")
      // Collecting the indices or their ids would take 128 MB each.
      XCTAssertLessThan(Self.residentBytes() - before, 64 << 20)
      _ = list.scroll(to: 16_777_215)
      GtkTestEnvironment.wait("the last row") {
        list.shownRowsForTesting.contains { $0.text == "Row 16777215" }
      }
    }
  }

  func testAGrowingRangeIsOneSpliceAtTheTail() {
    MainActor.assumeIsolated {
      let model = Model()
      let shown = WidgetModifierTests.Shown(height: 300) {
        List(0..<model.count) { Text("Row \($0)") }
      }
      defer { shown.window.close() }
      guard let list = shown.wrapper(RecycledListView<Int, Int>.self) else {
        return XCTFail("no list")
      }
      GtkTestEnvironment.wait("the rows") { list.shownRowsForTesting.count == 10 }
      var splices: [[UInt32]] = []
      let gtkModel = gtk_list_view_get_model(list.gtkWidget.checked(gtk_list_view_get_type()))!
      gtkModel.connectItemsChanged { position, removed, added in
        splices.append([position, removed, added])
      }
      model.count = 1_000_000
      GtkTestEnvironment.wait("the new count") { list.count == 1_000_000 }
      XCTAssertEqual(splices, [[10, 0, 999_990]])
      model.count = 3
      GtkTestEnvironment.wait("the shorter count") { list.count == 3 }
      XCTAssertEqual(splices.last, [3, 999_997, 0])
      GtkTestEnvironment.wait("three rows") { list.shownRowsForTesting.count == 3 }
      XCTAssertEqual(list.shownRowsForTesting.map(\.text), ["Row 0", "Row 1", "Row 2"])
    }
  }
}
