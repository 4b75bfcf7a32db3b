import CGtk
import CGtkTestSupport
import Foundation
import GtkGlue
import GtkTestSupport
import Overshoot
import RefreshCore
import XCTest

/// Pull-to-refresh driven through the real GTK signals: the scroll controller's `scroll` and
/// `scroll-end`, the window's `edge-overshot`, the `refresh` action, and key presses.
final class RefreshableScrolledWindowTests: GtkTestCase {
  /// A refreshable view in a window with a refresh that runs until `finish` is set.
  @MainActor
  final class Fixture {
    let view: RefreshableScrolledWindow
    let window: GtkTestWindow
    /// The scrolled content: a label `contentHeight` pixels tall.
    let content: UnsafeMutablePointer<GtkWidget>
    var started = 0
    var running = 0
    var maxRunning = 0
    var finish = false

    init(contentHeight: Int32 = 3000) {
      content = gtk_label_new("content")!
      gtk_widget_set_size_request(content, -1, contentHeight)
      view = RefreshableScrolledWindow(child: content)
      view.controller.coordinator.minimumVisibleDuration = .zero
      window = GtkTestWindow(child: view.gtkWidget)
      view.onRefresh { [unowned self] in
        self.started += 1
        self.running += 1
        self.maxRunning = max(self.maxRunning, self.running)
        defer { self.running -= 1 }
        while !self.finish { try await Task.sleep(for: .milliseconds(5)) }
      }
    }

    var scrollController: OpaquePointer {
      guard
        let controller = GtkTestWindow.controller(
          named: "overshoot-pull-scroll", on: view.scrolledWindow)
      else { preconditionFailure("no pull scroll controller on the scrolled window") }
      return controller
    }

    /// A two-finger touchpad pull: scroll-begin, `steps` upward scroll deltas, scroll-end.
    func touchpadPull(steps: Int, dy: Double = -1, release: Bool = true) {
      let controller = scrollController
      overshoot_signal_emit_by_name(controller.gpointer, "scroll-begin")
      for _ in 0..<steps { _ = overshoot_signal_emit_scroll(controller.gpointer, 0, dy) }
      if release { overshoot_signal_emit_by_name(controller.gpointer, "scroll-end") }
    }

    func finishAndSettle() {
      finish = true
      GtkTestEnvironment.wait("the refresh to end and the indicator to collapse") {
        view.controller.phase == .idle
      }
      finish = false
    }
  }

  func testOneTouchpadPullPastTheThresholdRunsOneRefreshOnRelease() {
    MainActor.assumeIsolated {
      let fixture = Fixture()
      defer { fixture.window.close() }
      fixture.touchpadPull(steps: 3, release: false)
      XCTAssertEqual(fixture.view.controller.phase, .armed)
      XCTAssertGreaterThan(fixture.view.controller.fraction, 1)
      XCTAssertEqual(fixture.started, 0, "a pull must not refresh before release")
      overshoot_signal_emit_by_name(fixture.scrollController.gpointer, "scroll-end")
      GtkTestEnvironment.wait("the refresh to start") { fixture.started == 1 }
      XCTAssertEqual(fixture.view.controller.phase, .refreshing)
      fixture.finishAndSettle()
      XCTAssertEqual(fixture.started, 1)
      XCTAssertEqual(GtkTestEnvironment.criticalCount, 0)
    }
  }

  func testATouchpadPullStartingTwoPixelsBelowTheTopLosesOnlyThoseTwoPixels() {
    MainActor.assumeIsolated {
      /// The distance one upward touchpad delta pulls, starting `offset` px below the top.
      @MainActor func pulled(from offset: Double) -> Double {
        let fixture = Fixture()
        defer { fixture.window.close() }
        gtk_adjustment_set_value(fixture.view.scrollView.verticalAdjustment, offset)
        MainContext.run(forSeconds: 0.05)
        let controller = fixture.scrollController
        overshoot_signal_emit_by_name(controller.gpointer, "scroll-begin")
        _ = overshoot_signal_emit_scroll(controller.gpointer, 0, -0.5)
        defer { overshoot_signal_emit_by_name(controller.gpointer, "scroll-end") }
        return fixture.view.controller.state.distance
      }
      let atTop = pulled(from: 0)
      let nearTop = pulled(from: 2)
      XCTAssertGreaterThan(atTop, 2)
      XCTAssertEqual(nearTop, atTop - 2, accuracy: 0.01, "only the 2 px to the top are lost")
    }
  }

  func testAShortPullReleasedBelowTheThresholdDoesNotRefresh() {
    MainActor.assumeIsolated {
      let fixture = Fixture()
      defer { fixture.window.close() }
      fixture.touchpadPull(steps: 1, dy: -0.5)
      XCTAssertLessThan(fixture.view.controller.fraction, 1)
      MainContext.run(forSeconds: 0.1)
      XCTAssertEqual(fixture.started, 0)
      XCTAssertEqual(fixture.view.controller.phase, .idle)
    }
  }

  func testPullingWhileScrolledDownDoesNothing() {
    MainActor.assumeIsolated {
      let fixture = Fixture()
      defer { fixture.window.close() }
      let adjustment = gtk_scrolled_window_get_vadjustment(
        fixture.view.scrolledWindow.checked(gtk_scrolled_window_get_type()))
      gtk_adjustment_set_value(adjustment, 500)
      MainContext.run(forSeconds: 0.05)
      fixture.touchpadPull(steps: 3)
      MainContext.run(forSeconds: 0.1)
      XCTAssertEqual(fixture.started, 0, "a scroll up mid-list is not a pull")
    }
  }

  func testEdgeOvershotAtTheTopCountsAsReachingTheThreshold() {
    MainActor.assumeIsolated {
      let fixture = Fixture()
      defer { fixture.window.close() }
      let controller = fixture.scrollController
      // GTK emits edge-overshot from inside a scroll that went 100 px past the top, when our own
      // measurement (of the same events) may still be short of the threshold.
      fixture.touchpadPull(steps: 1, dy: -0.5, release: false)
      XCTAssertEqual(fixture.view.controller.phase, .pulling)
      overshoot_signal_emit_position(
        fixture.view.scrolledWindow, "edge-overshot", Int32(GTK_POS_TOP.rawValue))
      XCTAssertEqual(fixture.view.controller.phase, .armed)
      overshoot_signal_emit_by_name(controller.gpointer, "scroll-end")
      GtkTestEnvironment.wait("the refresh to start") { fixture.started == 1 }
      fixture.finishAndSettle()
      XCTAssertEqual(fixture.started, 1)
    }
  }

  func testATriggerDuringARefreshIsIgnored() {
    MainActor.assumeIsolated {
      let fixture = Fixture()
      defer { fixture.window.close() }
      fixture.touchpadPull(steps: 3)
      GtkTestEnvironment.wait("the refresh to start") { fixture.started == 1 }
      fixture.touchpadPull(steps: 3)
      gtk_widget_activate_action_variant(fixture.view.gtkWidget, "refreshable.refresh", nil)
      fixture.view.beginRefreshing()
      MainContext.run(forSeconds: 0.1)
      XCTAssertEqual(fixture.started, 1, "the policy is ignore: no second refresh")
      XCTAssertEqual(fixture.maxRunning, 1)
      fixture.finishAndSettle()
      XCTAssertEqual(fixture.started, 1)
    }
  }

  func testTheRefreshActionRefreshes() {
    MainActor.assumeIsolated {
      let fixture = Fixture()
      defer { fixture.window.close() }
      XCTAssertNotEqual(
        gtk_widget_activate_action_variant(fixture.view.gtkWidget, "refreshable.refresh", nil), 0)
      GtkTestEnvironment.wait("the refresh to start") { fixture.started == 1 }
      fixture.finishAndSettle()
    }
  }

  func testF5AndControlRKeyPressesRefreshAndEscapeCancels() throws {
    try MainActor.assumeIsolated {
      let fixture = Fixture()
      defer { fixture.window.close() }
      try GtkTestWindow.pressKeys("F5")
      GtkTestEnvironment.wait("F5 to start a refresh") { fixture.started == 1 }
      try GtkTestWindow.pressKeys("Escape")
      GtkTestEnvironment.wait("Escape to cancel it") {
        fixture.view.controller.phase != .refreshing
      }
      XCTAssertEqual(fixture.view.controller.lastOutcome, .cancelled)
      GtkTestEnvironment.wait("the indicator to collapse") {
        fixture.view.controller.phase == .idle
      }
      try GtkTestWindow.pressKeys("ctrl+r")
      GtkTestEnvironment.wait("Ctrl+R to start a refresh") { fixture.started == 2 }
      fixture.finishAndSettle()
    }
  }

  func testShortContentCanStillBePulled() {
    MainActor.assumeIsolated {
      let fixture = Fixture(contentHeight: 40)
      defer { fixture.window.close() }
      fixture.touchpadPull(steps: 3)
      GtkTestEnvironment.wait("the refresh to start") { fixture.started == 1 }
      fixture.finishAndSettle()
      XCTAssertEqual(fixture.started, 1)
    }
  }

  func testTheContentMakesRoomWhileRefreshingAndTheIndicatorCollapsesAfter() {
    MainActor.assumeIsolated {
      let fixture = Fixture()
      defer { fixture.window.close() }
      let heightBefore = gtk_widget_get_height(fixture.view.scrolledWindow)
      fixture.view.beginRefreshing()
      GtkTestEnvironment.wait("the content to make room") {
        gtk_widget_get_height(fixture.view.scrolledWindow) < heightBefore
      }
      fixture.finishAndSettle()
      GtkTestEnvironment.wait("the room to close") {
        gtk_widget_get_height(fixture.view.scrolledWindow) == heightBefore
      }
      XCTAssertEqual(GtkTestEnvironment.criticalCount, 0)
    }
  }
}

/// Pictures of the indicator at half pull and while refreshing. Written to a temporary folder,
/// or to `OVERSHOOT_SCREENSHOT_DIR` (docs/widgets.md's pictures come from `data/screenshots`).
final class RefreshIndicatorScreenshotTests: GtkTestCase {
  func testIndicatorAtHalfPullAndWhileRefreshing() throws {
    try MainActor.assumeIsolated {
      let list = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
      for index in 1...30 {
        let row = gtk_label_new("Entry \(index): a headline that the reader scrolls past")!
        gtk_label_set_xalign(row.checked(gtk_label_get_type()), 0)
        gtk_widget_set_margin_start(row, 16)
        gtk_widget_set_margin_top(row, 10)
        gtk_widget_set_margin_bottom(row, 10)
        gtk_box_append(list.checked(as: GtkBox.self), row)
      }
      let view = RefreshableScrolledWindow(child: list)
      view.onRefresh { try await Task.sleep(for: .seconds(30)) }
      let window = GtkTestWindow(child: view.gtkWidget, width: 420, height: 300)
      gtk_window_set_title(window.window.checked(as: GtkWindow.self), "Pull to refresh")
      defer { window.close() }
      let folder =
        ProcessInfo.processInfo.environment["OVERSHOOT_SCREENSHOT_DIR"]
        ?? FileManager.default.temporaryDirectory.path

      let controller = try XCTUnwrap(
        GtkTestWindow.controller(named: "overshoot-pull-scroll", on: view.scrolledWindow))
      overshoot_signal_emit_by_name(controller.gpointer, "scroll-begin")
      while view.controller.fraction < 0.5 {
        _ = overshoot_signal_emit_scroll(controller.gpointer, 0, -0.1)
      }
      MainContext.run(forSeconds: 0.2)
      let half = folder + "/pull-half.png"
      try WidgetScreenshot.savePNG(of: window.window, to: half)

      overshoot_signal_emit_by_name(controller.gpointer, "scroll-end")
      view.beginRefreshing()
      GtkTestEnvironment.wait("refreshing") { view.controller.phase == .refreshing }
      MainContext.run(forSeconds: 0.3)
      let refreshing = folder + "/pull-refreshing.png"
      try WidgetScreenshot.savePNG(of: window.window, to: refreshing)
      view.cancelRefreshing()

      for path in [half, refreshing] {
        let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
        XCTAssertGreaterThan(size, 1000, path)
      }
    }
  }
}

/// The indicator's options: no animation when the desktop turns animations off, and a custom
/// indicator in place of the default one.
final class RefreshIndicatorOptionsTests: GtkTestCase {
  /// A custom indicator that records what it was asked to draw.
  @MainActor
  final class RecordingIndicator: RefreshIndicatorView {
    let gtkWidget = gtk_label_new("custom")!
    let refreshingHeight = 30.0
    var phases: [PullPhase] = []
    func render(_ state: PullState, outcome: RefreshOutcome?) {
      if phases.last != state.phase { phases.append(state.phase) }
    }
  }

  func testWithAnimationsOffTheIndicatorCollapsesAtOnce() {
    MainActor.assumeIsolated {
      overshoot_settings_set_bool("gtk-enable-animations", 0)
      defer { overshoot_settings_set_bool("gtk-enable-animations", 1) }
      let content = gtk_label_new("content")!
      gtk_widget_set_size_request(content, -1, 2_000)
      let view = RefreshableScrolledWindow(child: content)
      view.controller.coordinator.minimumVisibleDuration = .zero
      let gate = RefreshGate()
      view.onRefresh { while !gate.isOpen { try await Task.sleep(for: .milliseconds(5)) } }
      let window = GtkTestWindow(child: view.gtkWidget)
      defer { window.close() }
      let fullHeight = gtk_widget_get_height(view.scrolledWindow)
      view.beginRefreshing()
      GtkTestEnvironment.wait("room for the indicator") {
        gtk_widget_get_height(view.scrolledWindow) < fullHeight
      }
      gate.isOpen = true
      GtkTestEnvironment.wait("the refresh to finish") { view.controller.phase == .finishing }
      MainContext.run(forSeconds: 0.05)
      XCTAssertEqual(view.controller.phase, .finishing, "the outcome is still being shown")
      XCTAssertEqual(
        gtk_widget_get_height(view.scrolledWindow), fullHeight, "no collapse animation runs")
    }
  }

  func testACustomIndicatorReplacesTheDefaultOne() {
    MainActor.assumeIsolated {
      let view = RefreshableScrolledWindow(child: gtk_label_new("content"))
      let custom = RecordingIndicator()
      view.setIndicator(custom)
      view.controller.coordinator.minimumVisibleDuration = .zero
      view.onRefresh {}
      let window = GtkTestWindow(child: view.gtkWidget)
      defer { window.close() }
      XCTAssertTrue(gtk_widget_get_parent(custom.gtkWidget) == view.gtkWidget)
      view.beginRefreshing()
      GtkTestEnvironment.wait("the refresh to end") { view.controller.phase == .idle }
      XCTAssertEqual(custom.phases, [.idle, .refreshing, .finishing, .idle])
    }
  }
}

/// Holds a test refresh until opened.
@MainActor
final class RefreshGate {
  var isOpen = false
}

/// A refresh survives its view being hidden (a GtkStack page switched away) and is cancelled
/// when the view really goes away.
final class RefreshLifetimeTests: GtkTestCase {
  func testHidingTheViewKeepsTheRefreshAndRemovingItCancelsIt() {
    MainActor.assumeIsolated {
      let view = RefreshableScrolledWindow(child: gtk_label_new("content"))
      view.controller.coordinator.minimumVisibleDuration = .zero
      let gate = RefreshGate()
      view.onRefresh { while !gate.isOpen { try await Task.sleep(for: .milliseconds(5)) } }
      let stack = gtk_stack_new()!
      gtk_stack_add_named(stack.checked(gtk_stack_get_type()), view.gtkWidget, "refreshable")
      gtk_stack_add_named(
        stack.checked(gtk_stack_get_type()), gtk_label_new("another page"), "other")
      let window = GtkTestWindow(child: stack)
      defer { window.close() }
      view.beginRefreshing()
      XCTAssertEqual(view.controller.phase, .refreshing)
      gtk_stack_set_visible_child_name(stack.checked(gtk_stack_get_type()), "other")
      MainContext.run(forSeconds: 0.1)
      XCTAssertEqual(gtk_widget_get_mapped(view.gtkWidget), 0)
      XCTAssertEqual(view.controller.phase, .refreshing, "switching pages must not cancel")
      gtk_stack_remove(stack.checked(gtk_stack_get_type()), view.gtkWidget)
      XCTAssertEqual(view.controller.lastOutcome, .cancelled, "a removed view stops refreshing")
      gate.isOpen = true
    }
  }
}
