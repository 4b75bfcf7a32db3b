import CBenchmarkBaseline
import CGtk
import FeedCore
import Foundation
import GtkGlue
import Overshoot
import ReaderViews

/// `overshoot-benchmarks search`: what one keystroke in the app's search bar costs on a store of
/// N entries. Per keystroke, the store reads the first page of matches (off the main thread, as
/// the app awaits it), the main thread applies it to the timeline's recycled list, and the next
/// frame shows it. The baseline is the store time alone, measured in the same run; the whole
/// result applied at once (what the app did before it read pages) is timed beside it.
@MainActor
enum SearchBenchmark {
  /// The words typed, a keystroke at a time: one in every entry (a first keystroke matches
  /// everything), and one entry's number (down to a single match).
  static let typedWords = ["quick", "12345"]

  /// Types the words and prints a line per keystroke, then medians, worst cases and the ratio.
  static func run(entries count: Int, page: Int) -> Int32 {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("overshoot-bench-search-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let start = Date()
    guard
      let store = wait({
        try await BenchEntries.makeStore(
          at: folder.appendingPathComponent("feeds.sqlite"), count: count,
          feedURL: URL(string: "https://example.org/bench.xml")!, feedTitle: "Bench Feed")
      })
    else { return 1 }
    print(String(format: "stored %d entries in %.1f s", count, Date().timeIntervalSince(start)))

    let list = RecycledListView<StoredEntry, Int64>(
      row: TimelineRow.self, id: \.id, contentEqual: { $0 == $1 })
    let scrolled = BenchList.timeline.scrolled(list.gtkWidget)
    let window = gtk_window_new()!
    gtk_window_set_title(window.checked(as: GtkWindow.self), "search bench")
    gtk_window_set_default_size(window.checked(as: GtkWindow.self), 480, 720)
    gtk_window_set_child(window.checked(as: GtkWindow.self), scrolled)
    gtk_window_present(window.checked(as: GtkWindow.self))
    // The scope's first page is what the reader sees before typing.
    guard let scope = wait({ try await store.entries(in: .all, limit: page) }) else { return 1 }
    _ = try? list.apply(scope)
    nextFrame(list.gtkWidget)

    print("typing \(typedWords.map { "\"\($0)\"" }.joined(separator: ", ")); page of \(page)")
    print("CPU ms (store: the process; apply: the main thread), frame: wall ms to the next frame")
    print("  typed      rows   store   apply  store+apply   frame   whole result, applied")
    var times = KeystrokeFigures()
    var previous = scope
    for word in typedWords {
      for length in 1...word.count {
        let typed = String(word.prefix(length))
        let began = now()
        let storeCPU = processCPU()
        guard let found = wait({ try await store.search(typed, in: .all, limit: page) }) else {
          return 1
        }
        let storeTime = processCPU() - storeCPU
        let applyCPU = threadCPU()
        _ = try? list.apply(found)
        let apply = threadCPU() - applyCPU
        nextFrame(list.gtkWidget)
        let shown = now() - began
        // Before paging: every match read and applied, from the same list as the paged run.
        _ = try? list.apply(previous)
        nextFrame(list.gtkWidget)
        let wholeCPU = processCPU()
        guard let whole = wait({ try await store.search(typed, in: .all, limit: .max) }) else {
          return 1
        }
        _ = try? list.apply(whole)
        let wholeTime = processCPU() - wholeCPU
        _ = try? list.apply(found)
        nextFrame(list.gtkWidget)
        previous = found
        times.record(store: storeTime, applied: storeTime + apply, shown: shown, whole: wholeTime)
        print(
          String(
            format: "  %@ %5d %7.1f %7.1f %12.1f %7.1f %11.1f (%d matches)",
            "\"\(typed)\"".padding(toLength: 10, withPad: " ", startingAt: 0), found.count,
            storeTime * 1000, apply * 1000, (storeTime + apply) * 1000, shown * 1000,
            wholeTime * 1000,
            whole.count))
      }
    }
    print(times.summary)
    gtk_window_destroy(window.checked(as: GtkWindow.self))
    return 0
  }

  /// Seconds on GLib's monotonic clock.
  static func now() -> Double { Double(g_get_monotonic_time()) / 1_000_000 }

  /// CPU seconds this process has used: what the store costs, whatever else the machine runs.
  static func processCPU() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// CPU seconds the main thread has used: what the reader waits for on it.
  static func threadCPU() -> Double { Double(baseline_thread_cpu_ns()) / 1e9 }

  /// Runs the main loop until `work` (on the store's actor) answers; nil (said on stderr) when
  /// it throws.
  static func wait<Value>(_ work: @escaping @MainActor () async throws -> Value) -> Value? {
    var outcome: Result<Value, any Error>?
    Task { @MainActor in
      do { outcome = .success(try await work()) } catch { outcome = .failure(error) }
    }
    _ = MainContext.iterate(until: { outcome != nil }, timeoutSeconds: 600)
    switch outcome {
    case .success(let value): return value
    case .failure(let error):
      FileHandle.standardError.write(Data("overshoot-benchmarks: \(error)\n".utf8))
    case nil:
      FileHandle.standardError.write(Data("overshoot-benchmarks: the store took 600 s\n".utf8))
    }
    return nil
  }

  /// Runs the main loop until the frame after this one starts: the list has laid out and
  /// painted what it was given.
  static func nextFrame(_ widget: UnsafeMutablePointer<GtkWidget>) {
    var ticks = 0
    widget.addTickCallback { _ in
      ticks += 1
      return ticks < 2
    }
    _ = MainContext.iterate(until: { ticks >= 2 }, timeoutSeconds: 10)
  }
}

/// Per-keystroke search figures, in seconds.
struct KeystrokeFigures {
  private var store: [Double] = []
  private var applied: [Double] = []
  private var shown: [Double] = []
  private var whole: [Double] = []

  mutating func record(store: Double, applied: Double, shown: Double, whole: Double) {
    self.store.append(store)
    self.applied.append(applied)
    self.shown.append(shown)
    self.whole.append(whole)
  }

  /// Medians and worst keystrokes, the ratio to the store alone, and the issue's goal.
  var summary: String {
    func median(_ values: [Double]) -> Double { FrameStatistics.percentile(0.5, of: values) }
    func worst(_ values: [Double]) -> Double { values.max() ?? 0 }
    return String(
      format: """
        store alone (baseline), CPU: median %.1f ms, worst %.1f ms
        store + apply on the main thread, CPU: median %.1f ms, worst %.1f ms; ratio to the \
        store alone: median %.2fx, worst %.2fx
        to the next frame, wall: median %.1f ms, worst %.1f ms
        whole result applied (before paging), CPU: median %.1f ms, worst %.1f ms \
        (%.1fx the paged worst)
        goal < 50 ms per keystroke (store + apply, CPU, worst): %@
        """, median(store) * 1000, worst(store) * 1000, median(applied) * 1000,
      worst(applied) * 1000, median(applied) / max(median(store), 1e-9),
      worst(applied) / max(worst(store), 1e-9), median(shown) * 1000, worst(shown) * 1000,
      median(whole) * 1000, worst(whole) * 1000, worst(whole) / max(worst(applied), 1e-9),
      worst(applied) < 0.050 ? "met" : "NOT met")
  }
}
