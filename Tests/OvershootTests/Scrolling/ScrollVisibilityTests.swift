import CGtk
import CGtkTestSupport
import GtkGlue
import GtkTestSupport
@_spi(Testing) import Overshoot
import XCTest

/// `.onScrollVisibilityChange(threshold:)`: called as the shown fraction of a view crosses the
/// threshold, for a `ScrollView`'s child and for list rows.
final class ScrollVisibilityTests: GtkTestCase {
  @MainActor final class Seen {
    var changes: [String] = []
  }

  func testAChildReportsCrossingHalfVisible() {
    MainActor.assumeIsolated {
      let seen = Seen()
      let lines = (1...80).map { "Line \($0)" }
      let shown = WidgetModifierTests.Shown {
        ScrollView(.vertical) {
          ForEach(lines) { line in
            Text(line).padding(10).onScrollVisibilityChange(threshold: 0.5) { visible in
              if line == "Line 40" { seen.changes.append(visible ? "shown" : "hidden") }
            }
          }
        }
      }
      defer { shown.window.close() }
      guard let view = shown.wrapper(ScrollView.self),
        let label = WidgetFinder.widgets("label", under: shown.root).first(where: {
          String(cString: gtk_label_get_text($0.checked(gtk_label_get_type()))) == "Line 40"
        }),
        let content = gtk_widget_get_parent(label)
      else { return XCTFail("no scroll view") }
      MainContext.run(forSeconds: 0.2)
      XCTAssertEqual(seen.changes, [], "out of sight at first: nothing to report")
      var bounds = graphene_rect_t()
      XCTAssertNotEqual(gtk_widget_compute_bounds(label, content, &bounds), 0)
      let top = Double(bounds.origin.y)
      let height = Double(bounds.size.height)
      let page = gtk_adjustment_get_page_size(view.verticalAdjustment)
      // Showing 70%, then 30%, then 70% again of it at the bottom of the view.
      for (shownPart, expected) in [
        (0.7, ["shown"]), (0.3, ["shown", "hidden"]), (0.7, ["shown", "hidden", "shown"]),
      ] {
        gtk_adjustment_set_value(view.verticalAdjustment, top - page + height * shownPart)
        GtkTestEnvironment.wait("\(Int(shownPart * 100))% shown") {
          MainContext.run(forSeconds: 0.02)
          return seen.changes == expected
        }
      }
    }
  }

  func testListRowsReportAppearingAndLeaving() {
    MainActor.assumeIsolated {
      let seen = Seen()
      let titles = (1...300).map { "Row \($0)" }
      let shown = WidgetModifierTests.Shown {
        List(titles, id: \.self) { title in
          Text(title).onScrollVisibilityChange { visible in
            seen.changes.append("\(title) \(visible)")
          }
        }
      }
      defer { shown.window.close() }
      guard let view = shown.wrapper(ScrollView.self) else { return XCTFail("no list") }
      GtkTestEnvironment.wait("the first row reported shown") {
        seen.changes.contains("Row 1 true")
      }
      XCTAssertFalse(seen.changes.contains("Row 250 true"), "a row far below is not shown")
      gtk_adjustment_set_value(view.verticalAdjustment, 3_000)
      GtkTestEnvironment.wait("the first row reported gone") {
        MainContext.run(forSeconds: 0.02)
        return seen.changes.contains("Row 1 false")
      }
    }
  }
}
