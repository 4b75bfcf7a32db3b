import CGtk
import CGtkTestSupport
import GtkGlue
import GtkTestSupport
@_spi(Testing) import Overshoot
import XCTest

/// `.onScrollPhaseChange` fed from GTK's own phases: a touchpad gesture's begin, deltas,
/// deceleration and end, a touch drag, a wheel turn and an animated scroll.
final class ScrollPhaseTests: GtkTestCase {
  @MainActor final class Seen {
    var phases: [ScrollPhase] = []
    var velocities: [ScrollPoint?] = []
  }

  @MainActor
  static func show(_ seen: Seen) -> WidgetModifierTests.Shown {
    let titles = (1...200).map { "Row \($0)" }
    return WidgetModifierTests.Shown {
      List(titles, id: \.self) { Text($0) }
        .onScrollPhaseChange { old, new, context in
          XCTAssertEqual(old, seen.phases.last ?? .idle)
          seen.phases.append(new)
          seen.velocities.append(context.velocity)
        }
    }
  }

  /// The list's scroll view and the geometry's scroll controller on it.
  @MainActor
  static func scrollController(of shown: WidgetModifierTests.Shown) -> (ScrollView, OpaquePointer)?
  {
    guard let view = shown.wrapper(ScrollView.self),
      let controller = GtkTestWindow.controller(
        named: "overshoot-geometry-scroll", on: view.scrolledWindow)
    else { return nil }
    return (view, controller)
  }

  /// Begins a touchpad gesture on the shown list's scroll view, as GTK's scroll controller
  /// does, and waits for the tracking phase; returns the scroll view and the controller.
  @MainActor
  static func beginGesture(on shown: WidgetModifierTests.Shown, _ seen: Seen) throws
    -> (ScrollView, OpaquePointer)
  {
    let (view, controller) = try XCTUnwrap(scrollController(of: shown), "no scroll controller")
    overshoot_signal_emit_by_name(controller.gpointer, "scroll-begin")
    GtkTestEnvironment.wait("tracking") { seen.phases.last == .tracking }
    return (view, controller)
  }

  func testATouchpadGestureGoesThroughTrackingInteractingDeceleratingAndIdle() throws {
    try MainActor.assumeIsolated {
      let seen = Seen()
      let shown = Self.show(seen)
      defer { shown.window.close() }
      let (view, controller) = try Self.beginGesture(on: shown, seen)
      for step in 1...5 {
        _ = overshoot_signal_emit_scroll(controller.gpointer, 0, 4)
        gtk_adjustment_set_value(view.verticalAdjustment, Double(step) * 40)
        MainContext.run(forSeconds: 0.02)
      }
      GtkTestEnvironment.wait("interacting") { seen.phases.last == .interacting }
      overshoot_signal_emit_two_doubles(controller.gpointer, "decelerate", 0, 900)
      overshoot_signal_emit_by_name(controller.gpointer, "scroll-end")
      GtkTestEnvironment.wait("decelerating") { seen.phases.last == .decelerating }
      XCTAssertNotNil(seen.velocities.last ?? nil, "a decelerating context has a velocity")
      // GTK's kinetic scrolling moves the content a while longer, then stops.
      for step in 6...10 {
        gtk_adjustment_set_value(view.verticalAdjustment, Double(step) * 40)
        MainContext.run(forSeconds: 0.03)
      }
      XCTAssertEqual(seen.phases.last, .decelerating, "moving still")
      GtkTestEnvironment.wait("idle once it stops") { seen.phases.last == .idle }
      XCTAssertEqual(seen.phases, [.tracking, .interacting, .decelerating, .idle])
    }
  }

  func testAGestureEndedWithoutSpeedGoesIdleAndAWheelTurnInteracts() throws {
    try MainActor.assumeIsolated {
      let seen = Seen()
      let shown = Self.show(seen)
      defer { shown.window.close() }
      let (view, controller) = try Self.beginGesture(on: shown, seen)
      overshoot_signal_emit_by_name(controller.gpointer, "scroll-end")
      GtkTestEnvironment.wait("idle") { seen.phases.last == .idle }
      // A wheel notch: a delta without begin or end.
      _ = overshoot_signal_emit_scroll(controller.gpointer, 0, 1)
      gtk_adjustment_set_value(view.verticalAdjustment, 60)
      GtkTestEnvironment.wait("interacting") { seen.phases.last == .interacting }
      GtkTestEnvironment.wait("idle after the wheel") { seen.phases.last == .idle }
      XCTAssertEqual(seen.phases, [.tracking, .idle, .interacting, .idle])
    }
  }

  func testATouchDragAndAnAnimatedScrollHaveTheirPhases() {
    MainActor.assumeIsolated {
      let seen = Seen()
      let shown = Self.show(seen)
      defer { shown.window.close() }
      guard let view = shown.wrapper(ScrollView.self),
        let drag = GtkTestWindow.controller(
          named: "overshoot-geometry-drag", on: view.scrolledWindow)
      else { return XCTFail("no drag gesture") }
      overshoot_signal_emit_two_doubles(drag.gpointer, "drag-begin", 100, 100)
      GtkTestEnvironment.wait("tracking") { seen.phases.last == .tracking }
      overshoot_signal_emit_two_doubles(drag.gpointer, "drag-update", 0, -30)
      gtk_adjustment_set_value(view.verticalAdjustment, 30)
      GtkTestEnvironment.wait("interacting") { seen.phases.last == .interacting }
      overshoot_signal_emit_two_doubles(drag.gpointer, "drag-end", 0, -30)
      GtkTestEnvironment.wait("decelerating") { seen.phases.last == .decelerating }
      GtkTestEnvironment.wait("idle") { seen.phases.last == .idle }
      seen.phases = []
      view.scroll(toEdge: .bottom, animated: true)
      GtkTestEnvironment.wait("animating") { seen.phases.last == .animating }
      GtkTestEnvironment.wait("idle after the animation") { seen.phases.last == .idle }
      XCTAssertEqual(seen.phases, [.animating, .idle])
      XCTAssertTrue(view.geometry.isAtBottom)
    }
  }
}
