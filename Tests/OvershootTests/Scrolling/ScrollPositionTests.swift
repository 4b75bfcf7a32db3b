import CGtk
import CGtkTestSupport
import GtkGlue
import GtkTestSupport
import Observation
@_spi(Testing) import Overshoot
import XCTest

/// `.scrollPosition(id:)` and `ScrollPosition` as SwiftUI spells them: both ways, setting
/// scrolls, scrolling sets.
final class ScrollPositionTests: GtkTestCase {
  @MainActor @Observable
  final class Model {
    var titles = (1...300).map { "Row \($0)" }
    var topID: String?
    var position = ScrollPosition(idType: String.self)
  }

  func testScrollPositionIdScrollsWhenSetAndFollowsScrolling() {
    MainActor.assumeIsolated {
      let model = Model()
      let shown = WidgetModifierTests.Shown {
        List(model.titles, id: \.self) { Text($0) }
          .scrollPosition(id: Binding(model, \.topID))
      }
      defer { shown.window.close() }
      guard let list = shown.wrapper(RecycledListView<String, String>.self),
        let view = shown.wrapper(ScrollView.self)
      else { return XCTFail("no list") }
      model.topID = "Row 150"
      GtkTestEnvironment.wait("Row 150 at the top", timeout: 5) {
        MainContext.run(forSeconds: 0.02)
        return list.visibleRange?.first == "Row 150" && abs(list.rowTop(at: 149) ?? 99) < 1
      }
      XCTAssertEqual(model.topID, "Row 150")
      // Once the scroll has settled, the reader scrolls down: the binding follows the top-most row.
      MainContext.run(forSeconds: 0.3)
      let adjustment = view.verticalAdjustment
      gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + 700)
      GtkTestEnvironment.wait("the binding to follow the scrolling") {
        MainContext.run(forSeconds: 0.02)
        return model.topID != "Row 150" && model.topID == list.visibleRange?.first
      }
      let followed = model.topID
      MainContext.run(forSeconds: 0.3)
      XCTAssertEqual(model.topID, followed, "writing the binding does not scroll again")
      XCTAssertEqual(list.visibleRange?.first, followed)
    }
  }

  /// A list of `model.titles` bound to `model.position`, shown, with its list and scroll view.
  @MainActor private static func showPositionedList(_ model: Model) -> (
    shown: WidgetModifierTests.Shown, list: RecycledListView<String, String>, view: ScrollView
  )? {
    let shown = WidgetModifierTests.Shown {
      List(model.titles, id: \.self) { Text($0) }
        .scrollPosition(Binding(model, \.position))
    }
    guard let list = shown.wrapper(RecycledListView<String, String>.self),
      let view = shown.wrapper(ScrollView.self)
    else {
      shown.window.close()
      XCTFail("no list")
      return nil
    }
    return (shown, list, view)
  }

  func testScrollPositionScrollsToAnEdgeAnIdAndAnOffset() {
    MainActor.assumeIsolated {
      let model = Model()
      guard let positioned = Self.showPositionedList(model) else { return }
      let (shown, list, view) = positioned
      defer { shown.window.close() }
      model.position.scrollTo(edge: .bottom)
      XCTAssertEqual(model.position.edge, .bottom)
      GtkTestEnvironment.wait("the bottom", timeout: 5) {
        MainContext.run(forSeconds: 0.02)
        return view.geometry.isAtBottom && list.visibleRange?.last == "Row 300"
      }
      model.position.scrollTo(id: "Row 42")
      XCTAssertEqual(model.position.viewID(type: String.self), "Row 42")
      // Without an anchor, as little scrolling as brings it into view.
      GtkTestEnvironment.wait("Row 42 in view", timeout: 5) {
        MainContext.run(forSeconds: 0.02)
        return list.visibleRange?.positions.contains(41) == true
      }
      model.position.scrollTo(id: "Row 120", anchor: .top)
      GtkTestEnvironment.wait("Row 120 at the top", timeout: 5) {
        MainContext.run(forSeconds: 0.02)
        return list.visibleRange?.first == "Row 120" && abs(list.rowTop(at: 119) ?? 99) < 1
      }
      model.position.scrollTo(y: 0)
      XCTAssertEqual(model.position.point?.y, 0)
      GtkTestEnvironment.wait("the top") {
        MainContext.run(forSeconds: 0.02)
        return gtk_adjustment_get_value(view.verticalAdjustment) == 0
      }
      XCTAssertFalse(model.position.isPositionedByUser)
      // A touchpad gesture moves the content: the position says where the user put it.
      guard
        let controller = GtkTestWindow.controller(
          named: "overshoot-geometry-scroll", on: view.scrolledWindow)
      else { return XCTFail("no scroll controller") }
      overshoot_signal_emit_by_name(controller.gpointer, "scroll-begin")
      _ = overshoot_signal_emit_scroll(controller.gpointer, 0, 1)
      gtk_adjustment_set_value(view.verticalAdjustment, 500)
      GtkTestEnvironment.wait("the position to follow the user") {
        MainContext.run(forSeconds: 0.02)
        return model.position.isPositionedByUser
          && model.position.viewID(type: String.self) == list.visibleRange?.first
      }
      overshoot_signal_emit_by_name(controller.gpointer, "scroll-end")
      XCTAssertNotEqual(model.position.viewID(type: String.self), "Row 1")
      // Asking for the same place again scrolls again.
      model.position.scrollTo(y: 0)
      GtkTestEnvironment.wait("the top again") {
        MainContext.run(forSeconds: 0.02)
        return gtk_adjustment_get_value(view.verticalAdjustment) == 0
      }
    }
  }

  /// An offset asked for while a row asked for before is still being moved into place wins:
  /// the row's alignment (GTK 4.8 re-asks for an unbound row every few frames) stops.
  func testAnOffsetAskedForWhileARowSettlesWins() {
    MainActor.assumeIsolated {
      let model = Model()
      guard let positioned = Self.showPositionedList(model) else { return }
      let (shown, view) = (positioned.shown, positioned.view)
      defer { shown.window.close() }
      view.scrollTo(id: "Row 120", anchor: .top)
      view.scroll(toOffset: ScrollPoint(x: 0, y: 0))
      // Longer than the alignment's 30 frames, so a row still settling would have moved it.
      for frame in 1...40 {
        var painted = false
        WidgetScreenshot.afterNextFrame(of: shown.root) { painted = true }
        GtkTestEnvironment.wait("frame \(frame)") { painted }
      }
      XCTAssertEqual(gtk_adjustment_get_value(view.verticalAdjustment), 0)
    }
  }
}
