import CGtk
import CGtkTestSupport
import GtkGlue
import GtkTestSupport
import XCTest

@testable import Overshoot

/// `withAnimation { proxy.scrollTo(id) }` as SwiftUI spells it: inside, scrolls glide with the
/// animation's duration; outside, they jump.
final class WithAnimationTests: GtkTestCase {
  func testWithAnimationSetsTheAnimationForItsBodyOnly() {
    XCTAssertNil(Animation.current)
    let result = withAnimation(.linear(duration: 0.5)) { () -> Int in
      XCTAssertEqual(Animation.current, .linear(duration: 0.5))
      withAnimation(nil) { XCTAssertNil(Animation.current, "nil: no animation") }
      withAnimation { XCTAssertEqual(Animation.current, .default) }
      return 42
    }
    XCTAssertEqual(result, 42)
    XCTAssertNil(Animation.current)
    var position = ScrollPosition()
    withAnimation(.easeInOut) { position.scrollTo(y: 10) }
    XCTAssertEqual(
      position.animation, .easeInOut, "the position keeps the animation it was asked with")
    position.scrollTo(y: 20)
    XCTAssertNil(position.animation)
  }

  func testProxyScrollToGlidesInsideWithAnimationAndJumpsOutside() {
    MainActor.assumeIsolated {
      let kept = ScrollViewReaderTests.Kept()
      let shown = ScrollViewReaderTests.showNamedItems(keeping: kept)
      defer { shown.window.close() }
      guard let view = shown.wrapper(ScrollView.self), let proxy = kept.proxy else {
        return XCTFail("no scroll view")
      }
      let adjustment = view.verticalAdjustment
      proxy.scrollTo("Item 30", anchor: .top)
      let jumped = gtk_adjustment_get_value(adjustment)
      XCTAssertGreaterThan(jumped, 100, "without withAnimation it is there at once")

      withAnimation(.linear(duration: 0.6)) { proxy.scrollTo("Item 60", anchor: .top) }
      XCTAssertEqual(gtk_adjustment_get_value(adjustment), jumped, "it starts from where it was")
      GtkTestEnvironment.wait("animating") { view.geometry.phase == .animating }
      MainContext.run(forSeconds: 0.2)
      let midway = gtk_adjustment_get_value(adjustment)
      GtkTestEnvironment.wait("at rest") { view.geometry.phase == .idle }
      let end = gtk_adjustment_get_value(adjustment)
      XCTAssertGreaterThan(midway, jumped, "moving")
      XCTAssertLessThan(midway, end, "not there yet after a third of its time")
      XCTAssertEqual(view.topVisibleID, AnyHashable("Item 60"))
    }
  }

  func testAListRowNearbyGlidesToItsAnchorAndAPositionCarriesItsAnimation() {
    MainActor.assumeIsolated {
      let kept = ScrollViewReaderTests.Kept()
      let shown = WidgetModifierTests.Shown {
        ScrollViewReader { proxy in
          let _ = kept.keep(proxy)
          List(ScrollViewReaderTests.titles, id: \.self) { Text($0) }
        }
      }
      defer { shown.window.close() }
      guard let list = shown.wrapper(RecycledListView<String, String>.self),
        let view = shown.wrapper(ScrollView.self), let proxy = kept.proxy
      else { return XCTFail("no list") }
      let adjustment = view.verticalAdjustment
      XCTAssertNotNil(list.rowTop(at: 11), "Row 12 is laid out")
      withAnimation(.easeInOut(duration: 0.5)) { proxy.scrollTo("Row 12", anchor: .top) }
      XCTAssertEqual(gtk_adjustment_get_value(adjustment), 0, "it starts from the top")
      GtkTestEnvironment.wait("animating") { view.geometry.phase == .animating }
      GtkTestEnvironment.wait("Row 12 at the top", timeout: 5) {
        view.geometry.phase == .idle && abs(list.rowTop(at: 11) ?? 99) < 1.5
      }

      var position = ScrollPosition()
      withAnimation { position.scrollTo(y: 0) }
      view.scroll(to: position)
      XCTAssertGreaterThan(gtk_adjustment_get_value(adjustment), 0, "gliding back, not jumped")
      GtkTestEnvironment.wait("back at the top") { gtk_adjustment_get_value(adjustment) == 0 }
    }
  }
}
