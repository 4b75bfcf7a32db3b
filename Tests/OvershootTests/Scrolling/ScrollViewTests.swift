import CGtk
import CGtkTestSupport
import GtkGlue
import GtkTestSupport
import Overshoot
import ScrollCore
import XCTest

/// Flashing and scroll geometry on real GTK scrolled windows.
final class ScrollViewTests: GtkTestCase {
  /// A scroll view around a big block of content.
  @MainActor
  private static func tallContent(width: Int32 = -1, height: Int32 = 4_000) -> UnsafeMutablePointer<
    GtkWidget
  > {
    let content = gtk_label_new("content")!
    gtk_widget_set_size_request(content, width, height)
    return content
  }

  func testAFlashShowsTheOverlayIndicatorAndItFadesAgain() {
    MainActor.assumeIsolated {
      let view = ScrollView(child: Self.tallContent())
      let window = GtkTestWindow(child: view.scrolledWindow)
      defer { window.close() }
      let scrollbar = gtk_scrolled_window_get_vscrollbar(
        view.scrolledWindow.checked(gtk_scrolled_window_get_type()))!
      GtkTestEnvironment.wait("the indicators to settle hidden", timeout: 6) {
        gtk_widget_get_opacity(scrollbar) == 0
      }
      let decision = view.flashScrollIndicators()
      XCTAssertTrue(decision.willFlash, decision.summary)
      GtkTestEnvironment.wait("the indicator to appear") { gtk_widget_get_opacity(scrollbar) > 0 }
      GtkTestEnvironment.wait("the indicator to fade out", timeout: 6) {
        gtk_widget_get_opacity(scrollbar) == 0
      }
    }
  }

  func testWithOverlayScrollingOffAFlashChangesNothingAndFiresNoHandler() {
    MainActor.assumeIsolated {
      let view = ScrollView(child: Self.tallContent())
      gtk_scrolled_window_set_overlay_scrolling(
        view.scrolledWindow.checked(gtk_scrolled_window_get_type()), 0)
      let window = GtkTestWindow(child: view.scrolledWindow)
      defer { window.close() }
      var geometryCalls = 0
      var edges = 0
      view.onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) { _, _ in geometryCalls += 1
      }
      view.onEdgeReached { _ in edges += 1 }
      MainContext.run(forSeconds: 0.1)
      geometryCalls = 0
      XCTAssertEqual(view.flashScrollIndicators(), .overlayScrollingOff)
      MainContext.run(forSeconds: 0.2)
      XCTAssertEqual(geometryCalls, 0)
      XCTAssertEqual(edges, 0)
    }
  }

  func testAFlashAtTheTopDoesNotLookLikeScrollingToOurHandlers() {
    MainActor.assumeIsolated {
      let view = ScrollView(child: Self.tallContent())
      let window = GtkTestWindow(child: view.scrolledWindow)
      defer { window.close() }
      var offsets: [Double] = []
      var edges = 0
      view.onScrollGeometryChange(for: Double.self, of: \.contentOffset.y) { _, new in
        offsets.append(new)
      }
      view.onEdgeReached { _ in edges += 1 }
      XCTAssertTrue(view.flashScrollIndicators().willFlash)
      MainContext.run(forSeconds: 0.2)
      XCTAssertEqual(offsets, [])
      XCTAssertEqual(edges, 0, "a flash at the top must not report reaching the top edge")
    }
  }

  func testAFlashOnShortContentSaysTheContentFits() {
    MainActor.assumeIsolated {
      let view = ScrollView(child: Self.tallContent(height: 20))
      let window = GtkTestWindow(child: view.scrolledWindow)
      defer { window.close() }
      XCTAssertEqual(view.flashScrollIndicators(), .contentFits)
    }
  }

  func testAHundredAdjustmentChangesInOneFrameGiveOneCallback() {
    MainActor.assumeIsolated {
      let view = ScrollView(child: Self.tallContent())
      let window = GtkTestWindow(child: view.scrolledWindow)
      defer { window.close() }
      var calls = 0
      var last = 0.0
      view.onScrollGeometryChange(for: Double.self, of: \.contentOffset.y) { _, new in
        calls += 1
        last = new
      }
      for step in 1...100 { gtk_adjustment_set_value(view.verticalAdjustment, Double(step * 10)) }
      GtkTestEnvironment.wait("a frame") { calls > 0 }
      MainContext.run(forSeconds: 0.1)
      XCTAssertEqual(calls, 1)
      XCTAssertEqual(last, 1_000)
    }
  }

  func testGeometryAfterProgrammaticScrollsMatchesTheAdjustment() {
    MainActor.assumeIsolated {
      let view = ScrollView(child: Self.tallContent())
      let window = GtkTestWindow(child: view.scrolledWindow)
      defer { window.close() }
      view.scroll(toOffset: ScrollPoint(x: 0, y: 1_234))
      XCTAssertEqual(
        view.geometry.contentOffset.y, gtk_adjustment_get_value(view.verticalAdjustment))
      XCTAssertEqual(view.geometry.contentOffset.y, 1_234)
      view.scroll(toEdge: .bottom, animated: true)
      XCTAssertEqual(view.phase, .animating)
      GtkTestEnvironment.wait("the animation to end") { view.phase != .animating }
      let adjustment = view.verticalAdjustment
      let bottom = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
      XCTAssertEqual(view.geometry.contentOffset.y, bottom, accuracy: 0.5)
      XCTAssertTrue(view.geometry.isAtBottom)
      XCTAssertEqual(view.geometry.containerSize.height, gtk_adjustment_get_page_size(adjustment))
      XCTAssertEqual(view.geometry.contentSize.height, gtk_adjustment_get_upper(adjustment))
    }
  }

  func testOvershootIsReportedWhilePulling() throws {
    try MainActor.assumeIsolated {
      let refreshable = RefreshableScrolledWindow(child: Self.tallContent())
      let window = GtkTestWindow(child: refreshable.gtkWidget)
      defer { window.close() }
      var overshoots: [Double] = []
      refreshable.scrollView.onScrollGeometryChange(for: Double.self, of: \.overshoot.y) { _, new in
        overshoots.append(new)
      }
      let controller = try XCTUnwrap(
        GtkTestWindow.controller(named: "overshoot-pull-scroll", on: refreshable.scrolledWindow))
      overshoot_signal_emit_by_name(controller.gpointer, "scroll-begin")
      _ = overshoot_signal_emit_scroll(controller.gpointer, 0, -0.5)
      GtkTestEnvironment.wait("the overshoot to be reported") { (overshoots.last ?? 0) < 0 }
      XCTAssertEqual(overshoots.last ?? 0, -refreshable.controller.state.distance, accuracy: 0.01)
      overshoot_signal_emit_by_name(controller.gpointer, "scroll-end")
      GtkTestEnvironment.wait("the overshoot to return to 0") { overshoots.last == 0 }
    }
  }

  func testTheHorizontalCaseWorks() {
    MainActor.assumeIsolated {
      let view = ScrollView(child: Self.tallContent(width: 5_000, height: 100))
      gtk_scrolled_window_set_policy(
        view.scrolledWindow.checked(gtk_scrolled_window_get_type()), GTK_POLICY_AUTOMATIC,
        GTK_POLICY_NEVER)
      let window = GtkTestWindow(child: view.scrolledWindow, width: 400, height: 200)
      defer { window.close() }
      var xs: [Double] = []
      view.onScrollGeometryChange(for: Double.self, of: \.contentOffset.x) { _, new in
        xs.append(new)
      }
      view.scroll(toOffset: ScrollPoint(x: 700, y: 0))
      GtkTestEnvironment.wait("the x offset") { xs.last == 700 }
      XCTAssertEqual(view.geometry.contentSize.width, 5_000, accuracy: 1)
      XCTAssertEqual(view.geometry.overflowingAxes, .horizontal)
      XCTAssertEqual(view.flashScrollIndicators(), .flash(.horizontal))
      view.scroll(toEdge: .trailing)
      XCTAssertEqual(view.geometry.contentOffset.x, view.geometry.maxContentOffset.x, accuracy: 0.5)
    }
  }
}
