import FeedCore
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `overshoot-benchmarks startup`: time from exec to the first painted frame of the app (a
/// store holding the demo feed with 1,000 entries) against a minimal C GTK window showing a
/// 1,000-row GtkListView (`StartupBaseline`), run alternately.
///
/// Both are started with `libFirstFrameProbe.so` preloaded: it writes the monotonic time of the
/// first frame painted after the program's first `gtk_window_present` and exits the program.
enum StartupBenchmark {
  static func run(runs: Int) throws -> Int32 {
    let build = ChildRun.buildDirectory
    let app = build.appendingPathComponent("overshoot").path
    let baseline = build.appendingPathComponent("StartupBaseline").path
    let probe = build.appendingPathComponent("libFirstFrameProbe.so").path
    for path in [app, baseline, probe] where !FileManager.default.fileExists(atPath: path) {
      throw BenchFailure(
        "\(path) is missing; build it first: swift build -c release (the app, StartupBaseline "
          + "and FirstFrameProbe sit next to this executable)")
    }
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("overshoot-startup-\(getpid())")
    defer { try? FileManager.default.removeItem(at: home) }
    try prepareStore(home: home)
    let environment = [
      "XDG_DATA_HOME": home.appendingPathComponent("data").path,
      "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
      "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
      "LD_PRELOAD": probe,
    ]
    let renderer = ProcessInfo.processInfo.environment["GSK_RENDERER"] ?? "default"
    print(
      "startup: exec to first painted frame, renderer \(renderer), \(runs) runs each, alternating")
    var appTimes: [Double] = []
    var baselineTimes: [Double] = []
    var ratios = RatioSpread()
    for run in 0..<runs {
      // Alternate which goes first, so a warm cache favours neither.
      let order = run % 2 == 0 ? [app, baseline] : [baseline, app]
      var times: [String: Double] = [:]
      for program in order {
        times[program] = try firstFrameMilliseconds(program, environment: environment, home: home)
      }
      appTimes.append(times[app]!)
      baselineTimes.append(times[baseline]!)
      ratios.values.append(times[app]! / times[baseline]!)
    }
    func describe(_ values: [Double]) -> String {
      "median \(format(FrameStatistics.percentile(0.5, of: values), decimals: 1)) ms "
        + "[\(format(values.min() ?? 0, decimals: 1))–\(format(values.max() ?? 0, decimals: 1))]"
    }
    print(pad("overshoot (demo store, 1,000 entries)", 44) + describe(appTimes))
    print(pad("C: GtkWindow + 1,000-row GtkListView", 44) + describe(baselineTimes))
    print("ratio app / C, run by run: median [min–max] \(ratios.summary) (goal ≤ 1.50)")
    return 0
  }

  /// Exec to first painted frame of `program`, in milliseconds.
  private static func firstFrameMilliseconds(
    _ program: String, environment: [String: String], home: URL
  ) throws -> Double {
    let output = home.appendingPathComponent("first-frame").path
    try? FileManager.default.removeItem(atPath: output)
    let start = monotonicNanoseconds()
    let run = try ChildRun.run(
      program, [], environment: environment.merging(["FIRST_FRAME_PROBE_OUTPUT": output]) { $1 },
      deadline: 60)
    guard !run.timedOut, let text = try? String(contentsOfFile: output, encoding: .utf8),
      let painted = UInt64(text.trimmingCharacters(in: .whitespacesAndNewlines))
    else {
      throw BenchFailure(
        "\(program) painted no frame (exit \(run.status)\(run.timedOut ? ", 60 s deadline" : "")); "
          + "run the bench under a display, e.g. xvfb-run -a")
    }
    return Double(painted - start) / 1e6
  }

  /// A store with the demo feed holding 1,000 entries, where the app looks for it.
  private static func prepareStore(home: URL) throws {
    let url = home.appendingPathComponent("data/overshoot/feeds.sqlite")
    let outcome = StoreOutcome()
    let done = DispatchSemaphore(value: 0)
    // The store is an actor, not main-actor bound, so blocking this thread while it works is safe.
    Task.detached {
      do {
        _ = try await BenchEntries.makeStore(
          at: url, count: 1000, feedURL: DemoFeed.url, feedTitle: DemoFeed.title)
      } catch {
        outcome.error = error
      }
      done.signal()
    }
    done.wait()
    if let error = outcome.error { throw error }
  }
}

/// What preparing the store ended with, handed from its task to the waiting thread.
private final class StoreOutcome: @unchecked Sendable {
  var error: (any Error)?
}

/// CLOCK_MONOTONIC in nanoseconds: the clock the first-frame probe reports in.
func monotonicNanoseconds() -> UInt64 {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}
