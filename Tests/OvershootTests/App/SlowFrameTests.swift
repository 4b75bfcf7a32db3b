import CGtk
import Dispatch
import Foundation
import GtkGlue
import GtkTestSupport
import Overshoot
import XCTest

/// Main-actor work, first-frame callbacks and the indicator's collapse all finish while an
/// animation keeps frames coming and every frame takes longer than the frame interval: what a
/// display without 3D acceleration (llvmpipe under Xvfb) does to GTK's frame clock.
///
/// Every frame here burns 25 ms in a tick callback, more than the 16.7 ms interval, so the frame
/// clock is always due and GLib never dispatches a source below `GDK_PRIORITY_REDRAW`. With the
/// bridge at `G_PRIORITY_LOW` (what it was) the first assertion fails: no queued job ran.
final class SlowFrameTests: GtkTestCase {
  /// A spinning spinner, plus a tick callback that makes every frame slower than the interval.
  @MainActor
  private final class SlowAnimation {
    let spinner = gtk_spinner_new()!
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    private(set) var frames = 0
    private var tickID: guint = 0

    init() {
      gtk_widget_set_size_request(spinner, 64, 64)
      gtk_box_append(box.checked(as: GtkBox.self), spinner)
    }

    func start() {
      gtk_spinner_start(spinner.checked(gtk_spinner_get_type()))
      tickID = spinner.addTickCallback { [weak self] _ in
        self?.frames += 1
        g_usleep(25_000)
        return true
      }
    }

    func stop() {
      gtk_widget_remove_tick_callback(spinner, tickID)
      gtk_spinner_stop(spinner.checked(gtk_spinner_get_type()))
    }
  }

  /// Runs `body` with a slow animation going in a shown window, and stops it after.
  @MainActor private static func whileSlowFramesAnimate(_ body: (SlowAnimation) -> Void) {
    let animation = SlowAnimation()
    let window = GtkTestWindow(child: animation.box)
    defer { window.close() }
    animation.start()
    defer { animation.stop() }
    body(animation)
  }

  func testMainActorWorkRunsWithinAFewFramesWhileSlowFramesAnimate() {
    MainActor.assumeIsolated {
      Self.whileSlowFramesAnimate { animation in
        GtkTestEnvironment.wait("the animation to tick") { animation.frames >= 3 }

        var delays: [Int] = []
        for round in 0..<8 {
          let queuedAt = animation.frames
          var ranAt: Int?
          if round.isMultiple(of: 2) {
            Task { @MainActor in ranAt = animation.frames }
          } else {
            DispatchQueue.main.async { ranAt = animation.frames }
          }
          // At 25 ms a frame, 3 s is about 120 frames: far more than "a frame or two".
          let ran = MainContext.iterate(until: { ranAt != nil }, timeoutSeconds: 3)
          XCTAssertTrue(ran, "queued main-actor work did not run while frames animated")
          guard let ranAt else { return }
          delays.append(ranAt - queuedAt)
        }
        print("slow frames: main-actor work ran after \(delays) frames")
        XCTAssertLessThanOrEqual(delays.max() ?? 0, 2, "main-actor work waited \(delays) frames")
      }
    }
  }

  func testAwaitedWorkResumesWhileSlowFramesAnimate() {
    MainActor.assumeIsolated {
      Self.whileSlowFramesAnimate { animation in
        var finished = false
        Task { @MainActor in
          try await Task.sleep(for: .milliseconds(50))
          _ = await Task.detached { (1...10_000).reduce(0, +) }.value
          finished = true
        }
        GtkTestEnvironment.wait("an awaited task to resume during the animation", timeout: 3) {
          finished
        }
      }
    }
  }

  func testAfterFirstFrameRunsWhileSlowFramesAnimate() {
    MainActor.assumeIsolated {
      Self.whileSlowFramesAnimate { animation in
        var called = false
        WidgetScreenshot.afterNextFrame(of: animation.box) { called = true }
        GtkTestEnvironment.wait("afterNextFrame during the animation", timeout: 3) { called }
      }
    }
  }

  func testIdleRunsWhileSlowFramesAnimate() {
    MainActor.assumeIsolated {
      Self.whileSlowFramesAnimate { animation in
        var called = false
        MainContext.idle { called = true }
        GtkTestEnvironment.wait("MainContext.idle during the animation", timeout: 3) { called }
      }
    }
  }

  func testARefreshEndsAndTheIndicatorCollapsesWhileSlowFramesAnimate() {
    MainActor.assumeIsolated {
      let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
      for row in 0..<60 {
        gtk_box_append(content.checked(as: GtkBox.self), gtk_label_new("Row \(row)"))
      }
      let view = RefreshableScrolledWindow(child: content)
      var refreshes = 0
      view.onRefresh {
        try await Task.sleep(for: .milliseconds(50))
        _ = await Task.detached { (1...10_000).reduce(0, +) }.value
        refreshes += 1
      }
      let window = GtkTestWindow(child: view.gtkWidget)
      defer { window.close() }
      let slow = view.gtkWidget.addTickCallback { _ in
        g_usleep(25_000)
        return true
      }
      defer { gtk_widget_remove_tick_callback(view.gtkWidget, slow) }
      view.beginRefreshing()
      GtkTestEnvironment.wait("the refresh to end under slow frames", timeout: 3) { refreshes == 1 }
      // The spinner animates until the outcome has been shown and the strip has collapsed.
      GtkTestEnvironment.wait("the indicator to collapse under slow frames", timeout: 6) {
        view.controller.phase == .idle
      }
    }
  }

  func testAFlashShowsTheIndicatorsWhileSlowFramesAnimate() {
    MainActor.assumeIsolated {
      let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
      for row in 0..<80 {
        gtk_box_append(content.checked(as: GtkBox.self), gtk_label_new("Row \(row)"))
      }
      let scroll = ScrollView(child: content)
      let window = GtkTestWindow(child: scroll.scrolledWindow)
      defer { window.close() }
      let animation = SlowAnimation()
      gtk_window_set_titlebar(window.window.checked(as: GtkWindow.self), animation.box)
      animation.start()
      defer { animation.stop() }
      var emissions = 0
      let connection = scroll.verticalAdjustment.connect("value-changed") { emissions += 1 }
      defer { connection.disconnect() }
      XCTAssertTrue(scroll.flashScrollIndicators().willFlash)
      GtkTestEnvironment.wait("the flash during the animation", timeout: 3) { emissions > 0 }
    }
  }
}
