import CBenchmarkBaseline
import CGtk
import FeedCore
import Foundation
import GtkGlue
import Overshoot

/// `overshoot-benchmarks scrolling`: GTK's tests/scrolling-performance.c, for our lists against
/// GTK's fastest C path.
///
/// A tick callback moves the adjustment a few rows every frame through a long list; the main
/// thread's CPU time between frames is recorded. Each round shows every list once, in turn, in
/// the same window size, so slow periods of this shared machine hit Swift and C alike; each
/// Swift list's ratio is taken against its C baseline of the same round, and the median ratio
/// and its spread over the rounds are printed.
@MainActor
enum ScrollingBenchmark {
  /// Rows in each list (`--rows`; callgrind runs use fewer, since building a list under
  /// valgrind is slow and a frame's cost does not depend on the length).
  static var rows = 100_000
  /// Frames skipped before measuring, while GTK makes its ~200 row widgets.
  static let warmUpFrames = 30
  /// Frames each list scrolls in the unmeasured warm-up round.
  static let warmUpRoundFrames = 60
  /// Pixels the adjustment moves per frame: several rows, so rows are recycled every frame.
  static let pixelsPerFrame = 97.0

  /// Runs `rounds` rounds of `lists` and prints figures and ratios; returns the exit status.
  static func run(rounds: Int, frames: Int, lists: [BenchList], tail: Int = 0) -> Int32 {
    let renderer = ProcessInfo.processInfo.environment["GSK_RENDERER"] ?? "default"
    print(
      "scrolling \(rows) rows at \(Int(pixelsPerFrame)) px/frame, renderer \(renderer), "
        + "\(rounds) rounds of \(frames) frames, main-thread CPU per frame; "
        + "load average \(loadAverage())")
    let entries = lists.contains(.timeline) ? loadEntries() : []
    // One unmeasured pass over every list first: the first list a process shows pays for cold
    // glyph caches, shaders and page faults (its slowest frames were all in round 0), and
    // whichever list ran first took that into its p95.
    for list in lists { _ = measure(list, frames: warmUpRoundFrames, entries: { entries }) }
    var perRound: [BenchList: [FrameStatistics]] = [:]
    for round in 0..<rounds {
      // Alternate the order, so neither side always runs first in a round.
      for list in round % 2 == 0 ? lists : lists.reversed() {
        perRound[list, default: []].append(
          measure(list, frames: frames, entries: { entries }))
      }
    }
    print(pad("list", 52) + pad("median ms", 11) + pad("p95 ms", 9) + "(median of rounds)")
    for list in lists {
      let runs = perRound[list] ?? []
      print(
        pad(list.title, 52) + pad(format(middle(runs.map(\.median)), decimals: 3), 11)
          + format(middle(runs.map(\.p95)), decimals: 3))
    }
    if tail > 0 { printTails(perRound, lists: lists, count: tail) }
    print("ratio to the C baseline of the same round: median [min–max] over \(rounds) rounds")
    for list in lists {
      guard let baseline = list.baseline, let swift = perRound[list],
        let c = perRound[baseline]
      else { continue }
      var medians = RatioSpread()
      var p95s = RatioSpread()
      for (ours, theirs) in zip(swift, c) {
        medians.values.append(ours.median / theirs.median)
        p95s.values.append(ours.p95 / theirs.p95)
      }
      print(
        "  \(pad(list.rawValue, 10)) / \(pad(baseline.rawValue, 10)) median \(medians.summary), "
          + "p95 \(p95s.summary) (goal ≤ 1.10)")
    }
    print("load average at the end: \(loadAverage())")
    return 0
  }

  /// Prints each list's `count` slowest frames over all rounds, as `ms@round:frame`, so a
  /// periodic cost (the same frame number in every round) stands apart from the machine's
  /// noise (slow frames scattered at random).
  static func printTails(_ perRound: [BenchList: [FrameStatistics]], lists: [BenchList], count: Int)
  {
    print("the \(count) slowest frames of each list, ms@round:frame, slowest first")
    for list in lists {
      let frames = (perRound[list] ?? []).enumerated().flatMap { round, statistics in
        statistics.frameMilliseconds.enumerated().map { (ms: $1, round: round, frame: $0) }
      }
      let slowest = frames.sorted { $0.ms > $1.ms }.prefix(count)
      print(
        "  \(pad(list.rawValue, 10)) "
          + slowest.map { "\(format($0.ms, decimals: 1))@\($0.round):\($0.frame)" }
          .joined(separator: " "))
    }
  }

  /// Loads the timeline's entries once, from a real store, before anything is timed.
  static func loadEntries(count: Int = rows) -> [StoredEntry] {
    var loaded: Result<[StoredEntry], any Error>?
    Task { @MainActor in
      do {
        loaded = .success(try await BenchEntries.load(count: count))
      } catch {
        loaded = .failure(error)
      }
    }
    _ = MainContext.iterate(until: { loaded != nil }, timeoutSeconds: 600)
    switch loaded {
    case .success(let entries): return entries
    case .failure(let error): fatalError("could not build the bench store: \(error)")
    case nil: fatalError("building the bench store took longer than 600 s")
    }
  }

  /// The median of `values`.
  static func middle(_ values: [Double]) -> Double {
    FrameStatistics.percentile(0.5, of: values)
  }

  /// Shows `list` in a window and scrolls it every frame for `frames` frames after the warm-up.
  static func measure(
    _ list: BenchList, frames: Int, entries: () -> [StoredEntry],
    upper: (Double) -> Void = { _ in }
  ) -> FrameStatistics {
    let (scrolled, owner) = list.make(rows: rows, entries: entries)
    let window = gtk_window_new()!
    gtk_window_set_title(window.checked(as: GtkWindow.self), list.title)
    gtk_window_set_default_size(window.checked(as: GtkWindow.self), 480, 720)
    gtk_window_set_child(window.checked(as: GtkWindow.self), scrolled)
    gtk_window_present(window.checked(as: GtkWindow.self))

    var statistics = FrameStatistics()
    var lastCPU: UInt64?
    var frame = 0
    var done = false
    let adjustment = gtk_scrolled_window_get_vadjustment(
      scrolled.checked(gtk_scrolled_window_get_type()))!
    scrolled.addTickCallback { _ in
      let now = UInt64(baseline_thread_cpu_ns())
      if let lastCPU, frame > warmUpFrames {
        statistics.frameMilliseconds.append(Double(now - lastCPU) / 1_000_000)
      }
      lastCPU = now
      frame += 1
      let end = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
      var next = gtk_adjustment_get_value(adjustment) + pixelsPerFrame
      if next > end { next = 0 }
      gtk_adjustment_set_value(adjustment, next)
      if statistics.frames >= frames {
        done = true
        return false
      }
      return true
    }
    if !MainContext.iterate(until: { done }, timeoutSeconds: 300) {
      fatalError("\(list.rawValue): \(frames) frames did not come within 300 s")
    }
    upper(gtk_adjustment_get_upper(adjustment))
    gtk_window_destroy(window.checked(as: GtkWindow.self))
    withExtendedLifetime(owner) {}
    return statistics
  }
}

extension ScrollingBenchmark {
  /// Scrolls one list for `frames` frames and prints its row height: what a callgrind run does.
  static func runOne(_ list: BenchList, frames: Int) -> Int32 {
    let entries = list == .timeline ? loadEntries() : []
    var rowHeight = 0.0
    let statistics = measure(
      list, frames: frames, entries: { entries }, upper: { rowHeight = $0 / Double(rows) })
    print("frames \(statistics.frames)")
    print("row-height \(rowHeight)")
    return 0
  }
}
