import CBenchmarkBaseline
import CGtk
import Foundation
import GtkGlue
import Overshoot
import RefreshCore

/// `overshoot-benchmarks indicator`: CPU per frame while the pull indicator follows a touchpad
/// pull and while it collapses after a release, against a frame of the same window at rest.
///
/// One window: a `RefreshableScrolledWindow` around a 100,000-row virtual list. At rest a tick
/// callback redraws the window every frame. Following: each frame one upward touchpad delta
/// (the scroll controller's `scroll` signal, as the tests drive it), pulling to 80 % of the
/// threshold and back. Collapsing: a pull to 80 % released; frames until the indicator is idle.
/// Phases alternate round by round; ratios are taken within a round.
@MainActor
enum IndicatorBenchmark {
  /// A phase measured, and the frames seen in it.
  enum Phase: String, CaseIterable {
    case rest, following, collapsing
  }

  static func run(rounds: Int, frames: Int) -> Int32 {
    let renderer = ProcessInfo.processInfo.environment["GSK_RENDERER"] ?? "default"
    print("indicator: renderer \(renderer), \(rounds) rounds, main-thread CPU per frame")
    let list = RecycledListView<String, Int>.virtual(count: 100_000, row: LabelRow.self) {
      BenchEntries.title($0)
    }
    let view = RefreshableScrolledWindow(child: list.gtkWidget)
    view.onRefresh {}
    view.controller.coordinator.minimumVisibleDuration = .zero
    let window = gtk_window_new()!
    gtk_window_set_default_size(window.checked(as: GtkWindow.self), 480, 720)
    gtk_window_set_child(window.checked(as: GtkWindow.self), view.gtkWidget)
    gtk_window_present(window.checked(as: GtkWindow.self))
    guard let controller = baseline_find_controller(view.scrolledWindow, "overshoot-pull-scroll")
    else {
      print("indicator: no pull controller named overshoot-pull-scroll on the scrolled window")
      return 1
    }
    // Let the first frames (row widgets being made) pass.
    _ = measure(window: window, frames: 30) { _ in }

    var results: [Phase: [FrameStatistics]] = [:]
    for round in 0..<rounds {
      let order = round % 2 == 0 ? Phase.allCases : Phase.allCases.reversed()
      for phase in order {
        results[phase, default: []].append(
          measure(phase, window: window, view: view, controller: controller, frames: frames))
      }
    }
    print(pad("phase", 12) + pad("median ms", 11) + pad("p95 ms", 9) + "frames (all rounds)")
    for phase in Phase.allCases {
      let all = FrameStatistics(
        frameMilliseconds: (results[phase] ?? []).flatMap(\.frameMilliseconds))
      print(
        pad(phase.rawValue, 12) + pad(format(all.median, decimals: 3), 11)
          + pad(format(all.p95, decimals: 3), 9) + String(all.frames))
    }
    print("ratio to a frame at rest, same round: median [min–max] over \(rounds) rounds")
    for phase in [Phase.following, .collapsing] {
      var medians = RatioSpread()
      var p95s = RatioSpread()
      for (ours, rest) in zip(results[phase] ?? [], results[.rest] ?? []) {
        medians.values.append(ours.median / rest.median)
        p95s.values.append(ours.p95 / rest.p95)
      }
      let all = FrameStatistics(
        frameMilliseconds: (results[phase] ?? []).flatMap(\.frameMilliseconds))
      print(
        "  \(pad(phase.rawValue, 10)) median \(medians.summary), p95 \(p95s.summary); "
          + "p95 \(format(all.p95, decimals: 3)) ms is \(format(all.p95 / 16.667 * 100, decimals: 1)) % of a 16.7 ms frame"
      )
    }
    gtk_window_destroy(window.checked(as: GtkWindow.self))
    withExtendedLifetime((list, view)) {}
    return 0
  }

  private static func measure(
    _ phase: Phase, window: UnsafeMutablePointer<GtkWidget>, view: RefreshableScrolledWindow,
    controller: OpaquePointer, frames: Int
  ) -> FrameStatistics {
    switch phase {
    case .rest:
      return measure(window: window, frames: frames) { _ in gtk_widget_queue_draw(window) }
    case .following:
      baseline_emit(UnsafeMutableRawPointer(controller), "scroll-begin")
      var pullingDown = true
      let statistics = measure(window: window, frames: frames) { _ in
        let fraction = view.controller.fraction
        if fraction > 0.8 { pullingDown = false }
        if fraction < 0.1 { pullingDown = true }
        baseline_emit_scroll(controller, 0, pullingDown ? -1 : 1)
      }
      baseline_emit(UnsafeMutableRawPointer(controller), "scroll-end")
      settle(view)
      return statistics
    case .collapsing:
      // A pull past the threshold, released: the refresh runs and ends at once, then the
      // indicator collapses (`finishing`); only the frames of the collapse are kept.
      var collected = FrameStatistics()
      for _ in 0..<1000 where collected.frames < frames {
        baseline_emit(UnsafeMutableRawPointer(controller), "scroll-begin")
        for _ in 0..<500 where view.controller.fraction < 1.2 {
          baseline_emit_scroll(controller, 0, -1)
        }
        baseline_emit(UnsafeMutableRawPointer(controller), "scroll-end")
        let collapse = measure(
          window: window, frames: frames - collected.frames,
          keep: { view.controller.phase == .finishing },
          step: { done in
            if view.controller.phase == .idle { done = true }
          })
        collected.frameMilliseconds += collapse.frameMilliseconds
      }
      return collected
    }
  }

  /// Waits (untimed) until the indicator is back at rest.
  private static func settle(_ view: RefreshableScrolledWindow) {
    _ = MainContext.iterate(until: { view.controller.phase == .idle }, timeoutSeconds: 30)
  }

  /// Main-thread CPU time of each frame of `window` for at most `frames` frames; `step` runs at
  /// each frame's start and may end the measurement early.
  private static func measure(
    window: UnsafeMutablePointer<GtkWidget>, frames: Int, keep: @escaping () -> Bool = { true },
    step: @escaping (inout Bool) -> Void
  ) -> FrameStatistics {
    var statistics = FrameStatistics()
    var lastCPU: UInt64?
    var kept = false
    var done = false
    window.addTickCallback { _ in
      let now = UInt64(baseline_thread_cpu_ns())
      if let lastCPU, kept {
        statistics.frameMilliseconds.append(Double(now - lastCPU) / 1_000_000)
      }
      lastCPU = now
      // The frame that starts now is counted at the next tick, if it is one to keep.
      kept = keep()
      step(&done)
      if statistics.frames >= frames { done = true }
      return !done
    }
    if !MainContext.iterate(until: { done }, timeoutSeconds: 120) {
      fatalError("indicator: \(frames) frames did not come within 120 s")
    }
    return statistics
  }
}
