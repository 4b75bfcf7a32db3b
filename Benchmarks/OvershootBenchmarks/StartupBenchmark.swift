import CBenchmarkBaseline
import FeedCore
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `overshoot-benchmarks startup`: time from exec to the first painted frame that shows a full
/// view of the app's 1,000 stored entries, against a minimal C GTK window showing a 1,000-row
/// GtkListView (`StartupBaseline`), run alternately.
///
/// Every program is started with `libFirstFrameProbe.so` preloaded: it notes the monotonic time
/// and the process's CPU time of the first frame painted with a list whose rows reach its
/// bottom edge (holding at least `FIRST_FRAME_PROBE_MIN_ROWS` items), and exits the program.
/// The app runs as installed: its settings schema compiled beforehand (an uninstalled run
/// compiles it at every start) and a store holding one feed file's entries.
///
/// Beside the goal's C list it times the same list with the app's timeline rows, and with a
/// stock GtkHeaderBar: a window with a header bar draws its own decoration, which a window
/// without one leaves to the window manager (under Xvfb, none), so only that pair draws the
/// same window on every display.
enum StartupBenchmark {
  /// The entries in the app's store and the rows of the C lists.
  static let rows = 1000
  /// The app's first page (`ReaderModel.pageSize`, which this target cannot import): the app
  /// reads its timeline a page at a time and shows a screenful of the page first, the rest a
  /// frame later; the bench times both frames.
  static let appFirstPage = 250

  /// Runs the bench; with `keepHome` the prepared store and schema are left in place and the
  /// environment that uses them is printed, to profile one start by hand.
  /// With `wayland`, every program runs in a headless weston instead of the X display. With
  /// `otherApp`, another build of the app runs in the same alternation, for an A/B of a change.
  static func run(
    runs: Int, appPath: String?, otherApp: String? = nil, keepHome: Bool = false,
    wayland: Bool = false
  ) throws -> Int32 {
    let build = ChildRun.buildDirectory
    let app = appPath ?? build.appendingPathComponent("overshoot").path
    let baseline = build.appendingPathComponent("StartupBaseline").path
    let probe = build.appendingPathComponent("libFirstFrameProbe.so").path
    for path in [app, baseline, probe] + (otherApp.map { [$0] } ?? [])
    where !FileManager.default.fileExists(atPath: path) {
      throw BenchFailure(
        "\(path) is missing; build it first: swift build -c release --static-swift-stdlib (the "
          + "app, StartupBaseline and FirstFrameProbe sit next to this executable)")
    }
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("overshoot-startup-\(getpid())")
    defer { if !keepHome { try? FileManager.default.removeItem(at: home) } }
    // An A/B's builds may store entries differently (another schema version, which the other
    // build refuses), so each reads a store its own overshoot-cli wrote from one RSS file of the
    // same entries; otherwise the bench writes the store itself.
    let againstData = home.appendingPathComponent("against-data")
    if let otherApp {
      let feedFile = home.appendingPathComponent("bench-feed.xml")
      try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
      try BenchEntries.rss(count: rows, feedTitle: "Start-up bench").write(
        to: feedFile, atomically: true, encoding: .utf8)
      try storeWithOwnCLI(
        of: app, feedFile: feedFile, dataHome: home.appendingPathComponent("data"))
      try storeWithOwnCLI(of: otherApp, feedFile: feedFile, dataHome: againstData)
    } else {
      try prepareStore(home: home)
    }
    let schemas = try compileSchema(into: home.appendingPathComponent("schemas"))
    let weston = wayland ? try HeadlessWeston(in: home) : nil
    defer { weston?.stop() }
    let environment = (weston?.environment ?? [:]).merging([
      "XDG_DATA_HOME": home.appendingPathComponent("data").path,
      "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
      "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
      // The reading positions live here: without it every build opened at the position the
      // machine's own user last left, not at the top of a fresh profile.
      "XDG_STATE_HOME": home.appendingPathComponent("state").path,
      "GSETTINGS_SCHEMA_DIR": schemas,
      "LD_PRELOAD": probe,
      "FIRST_FRAME_PROBE_MIN_ROWS": String(rows),
    ]) { $1 }
    if keepHome {
      print("environment kept for a start by hand (FIRST_FRAME_PROBE_MIN_ROWS=1 for the app):")
      for (name, value) in environment.sorted(by: { $0.key < $1.key }) {
        print("  export \(name)=\(value)")
      }
    }
    let renderer = ProcessInfo.processInfo.environment["GSK_RENDERER"] ?? "default"
    print(
      "startup: exec to the first painted frame whose list rows fill the view, renderer "
        + "\(renderer), \(runs) runs each, alternating; load average \(loadAverage())")
    print("app: \(app) (\(try runtimeLinking(of: app)))")
    print(
      wayland
        ? "display: headless weston (Wayland): every window draws its own title bar, as on GNOME"
        : "display: X11 (\(ProcessInfo.processInfo.environment["DISPLAY"] ?? "none")): a window "
          + "without a header bar draws no decoration when no window manager runs")
    var programs = [
      StartupProgram(
        title:
          "overshoot (\(otherApp == nil ? "bench store" : "its CLI's store"), \(rows) entries)",
        path: app,
        environment: ["FIRST_FRAME_PROBE_MIN_ROWS": "1"]),
      StartupProgram(
        title: "overshoot, once its first \(appFirstPage) are in", path: app,
        environment: ["FIRST_FRAME_PROBE_MIN_ROWS": String(appFirstPage)]),
      StartupProgram(title: "C: GtkWindow + \(rows)-row GtkListView (goal)", path: baseline),
      StartupProgram(
        title: "C: the same with the app's timeline rows", path: baseline,
        environment: ["STARTUP_BASELINE_ROWS": "timeline"]),
      StartupProgram(
        title: "C: the goal's list with a GtkHeaderBar", path: baseline,
        environment: ["STARTUP_BASELINE_TITLEBAR": "headerbar"]),
    ]
    // Another build of the app, timed in the same alternation (an A/B of one change).
    if let otherApp {
      programs.append(
        StartupProgram(
          title: "--against \(otherApp)", path: otherApp,
          environment: ["FIRST_FRAME_PROBE_MIN_ROWS": "1", "XDG_DATA_HOME": againstData.path]))
      print(
        "A/B: each build on a store its own overshoot-cli wrote from one RSS file of the same "
          + "\(rows) entries")
      print("against: \(otherApp) (\(try runtimeLinking(of: otherApp)))")
    }
    // What each ratio divides: a program's time by another's, run by run.
    var ratios = [
      (title: "app's first frame / the goal's C list (goal ≤ 1.50)", of: 0, to: 2),
      (title: "app with its first page / the goal's C list", of: 1, to: 2),
      (title: "app's first frame / C with the app's timeline rows", of: 0, to: 3),
      // A window with a header bar draws its own decoration (client-side), as the app does; one
      // without leaves it to the window manager, and under Xvfb there is none.
      (title: "app's first frame / C list with a GtkHeaderBar", of: 0, to: 4),
    ]
    if otherApp != nil {
      ratios.append((title: "--against's first frame / the goal's C list", of: 5, to: 2))
      ratios.append((title: "app's first frame / --against's", of: 0, to: 5))
    }
    var times = Array(repeating: [FirstFrame](), count: programs.count)
    var wallRatios = Array(repeating: RatioSpread(), count: ratios.count)
    var cpuRatios = Array(repeating: RatioSpread(), count: ratios.count)
    for run in 0..<runs {
      // Alternate the order, so a warm cache or a quiet moment favours none of them.
      let order = run % 2 == 0 ? Array(programs.indices) : programs.indices.reversed()
      var thisRun: [Int: FirstFrame] = [:]
      for index in order {
        thisRun[index] = try firstFrame(
          programs[index], environment: environment, home: home)
      }
      for index in programs.indices {
        times[index].append(thisRun[index]!)
      }
      for (index, ratio) in ratios.enumerated() {
        wallRatios[index].values.append(thisRun[ratio.of]!.wall / thisRun[ratio.to]!.wall)
        cpuRatios[index].values.append(thisRun[ratio.of]!.cpu / thisRun[ratio.to]!.cpu)
      }
    }
    func describe(_ values: [Double]) -> String {
      pad(
        "\(format(FrameStatistics.percentile(0.5, of: values), decimals: 1)) "
          + "[\(format(values.min() ?? 0, decimals: 1))–\(format(values.max() ?? 0, decimals: 1))]",
        26)
    }
    print(
      pad("", 48) + pad("wall ms, median [min–max]", 26) + pad("CPU ms (all threads)", 26)
        + "frames painted")
    for (index, program) in programs.enumerated() {
      let frames = times[index].map(\.frames)
      print(
        pad(program.title, 48) + describe(times[index].map(\.wall))
          + describe(times[index].map(\.cpu))
          + "\(frames.min() ?? 0)–\(frames.max() ?? 0)")
    }
    print("ratios, run by run, median [min–max]:")
    for (index, ratio) in ratios.enumerated() {
      print(
        "  " + pad(ratio.title, 56) + "wall \(wallRatios[index].summary), "
          + "CPU \(cpuRatios[index].summary)")
    }
    print("load average at the end: \(loadAverage())")
    return 0
  }

  /// When a program painted its first frame with the rows, from its exec.
  struct FirstFrame {
    /// Wall-clock milliseconds.
    var wall: Double
    /// Milliseconds of CPU time the process (every thread) had used by then.
    var cpu: Double
    /// Frames the window had painted, this one included.
    var frames: Int
  }

  /// One program the bench starts: a title, an executable and what it adds to the environment.
  struct StartupProgram {
    var title: String
    var path: String
    var environment: [String: String] = [:]
  }

  /// Exec to the first painted frame of `program` that shows the rows.
  private static func firstFrame(
    _ program: StartupProgram, environment: [String: String], home: URL
  ) throws -> FirstFrame {
    let output = home.appendingPathComponent("first-frame").path
    try? FileManager.default.removeItem(atPath: output)
    let start = monotonicNanoseconds()
    let run = try ChildRun.run(
      program.path, [],
      environment: environment.merging(program.environment) { $1 }
        .merging(["FIRST_FRAME_PROBE_OUTPUT": output]) { $1 },
      deadline: 60)
    let fields = ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "")
      .split(separator: " ").compactMap {
        UInt64($0.trimmingCharacters(in: .whitespacesAndNewlines))
      }
    guard !run.timedOut, fields.count == 3, fields[0] > start else {
      throw BenchFailure(
        "\(program.path) painted no frame showing its rows (exit \(run.status)"
          + "\(run.timedOut ? ", 60 s deadline" : "")); run the bench under a display, e.g. "
          + "xvfb-run -a")
    }
    return FirstFrame(
      wall: Double(fields[0] - start) / 1e6, cpu: Double(fields[1]) / 1e6, frames: Int(fields[2]))
  }

  /// How `program` links Swift's runtime, read from the dynamic loader's list of what it loads:
  /// meson and the Flatpak link it statically, and a bench of any other build measures a
  /// binary no user runs.
  private static func runtimeLinking(of program: String) throws -> String {
    let run = try ChildRun.run(
      program, [], environment: ["LD_TRACE_LOADED_OBJECTS": "1"], deadline: 60)
    return run.output.contains("libswiftCore.so")
      ? "Swift runtime linked dynamically: NOT the release build users get; build with "
        + "swift build -c release --static-swift-stdlib, as meson and the Flatpak do"
      : "Swift runtime linked statically, as meson and the Flatpak build it"
  }

  /// Compiles the app's settings schema into `folder`, as installing it would; returns the
  /// folder's path.
  static func compileSchema(into folder: URL) throws -> String {
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("data")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let run = try ChildRun.run(
      "/usr/bin/env", ["glib-compile-schemas", "--targetdir=\(folder.path)", source.path],
      deadline: 60)
    guard run.status == 0, !run.timedOut else {
      throw BenchFailure(
        "glib-compile-schemas could not compile the schema in \(source.path) (exit \(run.status))")
    }
    return folder.path
  }

  /// Has the `overshoot-cli` built next to `app` subscribe a store in `dataHome` (where that
  /// app looks for it) to `feedFile`.
  private static func storeWithOwnCLI(of app: String, feedFile: URL, dataHome: URL) throws {
    let cli = URL(fileURLWithPath: app).deletingLastPathComponent()
      .appendingPathComponent("overshoot-cli").path
    let store = dataHome.appendingPathComponent("overshoot/feeds.sqlite")
    try FileManager.default.createDirectory(
      at: store.deletingLastPathComponent(), withIntermediateDirectories: true)
    guard FileManager.default.fileExists(atPath: cli) else {
      throw BenchFailure(
        "\(cli) is missing: an A/B stores each build's entries with its own CLI; build it "
          + "with swift build -c release --static-swift-stdlib --product overshoot-cli")
    }
    let run = try ChildRun.run(cli, ["add", "--db", store.path, feedFile.path], deadline: 120)
    guard run.status == 0, !run.timedOut else {
      throw BenchFailure("\(cli) add --db \(store.path) \(feedFile.path) exited \(run.status)")
    }
  }

  /// A store with one feed holding 1,000 entries, where the app looks for it; the feed is a file
  /// of the same entries, so the app's start-up refresh finds nothing new, as on a day the
  /// reader's feeds have not changed.
  private static func prepareStore(home: URL) throws {
    let url = home.appendingPathComponent("data/overshoot/feeds.sqlite")
    let feedFile = home.appendingPathComponent("bench-feed.xml")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    try BenchEntries.rss(count: rows, feedTitle: "Start-up bench").write(
      to: feedFile, atomically: true, encoding: .utf8)
    let outcome = StoreOutcome()
    let done = DispatchSemaphore(value: 0)
    // The store is an actor, not main-actor bound, so blocking this thread while it works is safe.
    Task.detached {
      do {
        _ = try await BenchEntries.makeStore(
          at: url, count: rows, feedURL: feedFile, feedTitle: "Start-up bench")
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

/// The 1-minute load average with one decimal, printed next to the figures it weighs on.
func loadAverage() -> String {
  let load = baseline_load_average()
  return load < 0 ? "unknown" : format(load, decimals: 1)
}
