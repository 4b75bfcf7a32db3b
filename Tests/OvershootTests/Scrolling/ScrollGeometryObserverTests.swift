import CGtk
import GtkGlue
import GtkTestSupport
import Overshoot
import ScrollCore
import XCTest

/// An observer of scroll geometry stops when its token is given back, and only that one does.
final class ScrollGeometryObserverTests: GtkTestCase {
  func testARemovedObserverHearsNothingMoreAndTheOthersStillDo() {
    MainActor.assumeIsolated {
      let content = gtk_label_new("content")!
      gtk_widget_set_size_request(content, -1, 4_000)
      let view = ScrollView(child: content)
      let window = GtkTestWindow(child: view.scrolledWindow)
      defer { window.close() }
      var removedCalls = 0
      var keptOffsets: [Double] = []
      let token = view.onScrollGeometryChange(for: Double.self, of: \.contentOffset.y) { _, _ in
        removedCalls += 1
      }
      view.onScrollGeometryChange(for: Double.self, of: \.contentOffset.y) { _, new in
        keptOffsets.append(new)
      }
      gtk_adjustment_set_value(view.verticalAdjustment, 100)
      GtkTestEnvironment.wait("a frame") { keptOffsets == [100] }
      XCTAssertEqual(removedCalls, 1, "both observers hear the first change")
      view.removeGeometryObserver(token)
      gtk_adjustment_set_value(view.verticalAdjustment, 200)
      GtkTestEnvironment.wait("a frame") { keptOffsets == [100, 200] }
      MainContext.run(forSeconds: 0.1)
      XCTAssertEqual(removedCalls, 1, "the removed observer hears nothing more")
    }
  }
}
