import CGtk
import CGtkTestSupport
import Dispatch
import Foundation
import GtkGlue
import GtkTestSupport
import XCTest

/// The bridge lets `@MainActor` async code run under a GLib main loop, and costs nothing idle.
final class MainLoopBridgeTests: GtkTestCase {
  func testAwaitedSleepAndDetachedResultResumeOnTheMainThread() {
    MainActor.assumeIsolated {
      var steps: [String] = []
      var done = false
      Task { @MainActor in
        try await Task.sleep(for: .milliseconds(30))
        steps.append(Thread.isMainThread ? "slept on main" : "slept off main")
        let answer = await Task.detached { (1...1000).reduce(0, +) }.value
        steps.append(Thread.isMainThread ? "result \(answer) on main" : "result off main")
        done = true
      }
      GtkTestEnvironment.wait("the task to finish") { done }
      XCTAssertEqual(steps, ["slept on main", "result 500500 on main"])
    }
  }

  func testDispatchMainQueueRunsInsideGLibMainLoop() {
    MainActor.assumeIsolated {
      let loop = g_main_loop_new(nil, 0)
      defer { g_main_loop_unref(loop) }
      var ranOnMain = false
      DispatchQueue.main.async {
        ranOnMain = Thread.isMainThread
        g_main_loop_quit(loop)
      }
      let guardTimer = MainContext.after(milliseconds: 3000) { g_main_loop_quit(loop) }
      g_main_loop_run(loop)
      MainContext.cancel(guardTimer)
      XCTAssertTrue(ranOnMain, "DispatchQueue.main work did not run on the main thread in time")
    }
  }

  func testIdleMainLoopUsesUnderFiftyMillisecondsOfCPUPerSecond() {
    MainActor.assumeIsolated {
      // Wake the bridge first: an eventfd that is never read would now spin the loop.
      var woke = false
      DispatchQueue.main.async { woke = true }
      GtkTestEnvironment.wait("the bridge to wake") { woke }

      let loop = g_main_loop_new(nil, 0)
      defer { g_main_loop_unref(loop) }
      let before = overshoot_process_cpu_seconds()
      MainContext.after(milliseconds: 1000) { g_main_loop_quit(loop) }
      g_main_loop_run(loop)
      let used = overshoot_process_cpu_seconds() - before
      print("idle main loop: \(String(format: "%.4f", used)) s CPU over 1 s")
      XCTAssertLessThan(used, 0.05)
    }
  }
}
