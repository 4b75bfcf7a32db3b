import CBenchmarkBaseline
import CGtk
import Foundation
import GtkGlue
import Overshoot

/// `overshoot-benchmarks range-list`: `List(0..<rows, id: \.self) { Text("Row \($0)") }`, from
/// making the widget to its window mapped and painted, and the process's resident memory once
/// it has drawn, against the same list of 10 rows.
///
/// Each list runs in its own process (`range-list-one ROWS`), alternating, `runs` times each;
/// the medians are compared. A list that read every item or id would take seconds and hundreds
/// of megabytes for 16,777,216 rows; one that reads only the rows GTK binds shows both lists
/// alike.
enum RangeListBenchmark {
  static func run(rows: Int, runs: Int) throws -> Int32 {
    print("range-list: List(0..<\(rows), id: \\.self) against List(0..<10, …), \(runs) runs each")
    var seconds: [Int: [Double]] = [:]
    var resident: [Int: [Double]] = [:]
    for _ in 0..<runs {
      for count in [10, rows] {
        let figures = try measure(count)
        seconds[count, default: []].append(figures.seconds)
        resident[count, default: []].append(figures.resident)
      }
    }
    for count in [10, rows] {
      print(
        pad("List(0..<\(count), id: \\.self)", 36)
          + "mapped and painted in \(format(median(seconds[count]!) * 1000, decimals: 1)) ms, "
          + "resident \(format(median(resident[count]!) / 1_048_576, decimals: 1)) MB")
    }
    print(
      "ratio \(rows) rows / 10 rows: time \(format(median(seconds[rows]!) / median(seconds[10]!))), "
        + "resident \(format(median(resident[rows]!) / median(resident[10]!)))")
    return 0
  }

  /// One run of one list, in a child.
  private static func measure(_ count: Int) throws -> (seconds: Double, resident: Double) {
    let run = try ChildRun.run(
      ChildRun.selfPath, ["range-list-one", String(count)], deadline: 300)
    guard run.status == 0, !run.timedOut else {
      throw BenchFailure(
        "range-list-one \(count) exited \(run.status)\(run.timedOut ? " at its deadline" : "")")
    }
    var figures: [String: Double] = [:]
    for line in run.output.split(separator: "\n") {
      let parts = line.split(separator: " ")
      if parts.count == 2, let value = Double(parts[1]) { figures[String(parts[0])] = value }
    }
    guard let seconds = figures["seconds"], let resident = figures["rss"] else {
      throw BenchFailure("range-list-one \(count) printed no figures: \(run.output)")
    }
    return (seconds, resident)
  }

  /// One list in this process: prints `seconds` (making the list to the window's first frame
  /// after it mapped) and `rss` (bytes, after ten more frames and with freed heap returned).
  @MainActor
  static func measureOne(rows: Int) -> Int32 {
    let start = ContinuousClock.now
    let window = gtk_window_new()!
    gtk_window_set_default_size(window.checked(as: GtkWindow.self), 480, 720)
    let list = List(0..<rows, id: \.self) { Text("Row \($0)") }
    gtk_window_set_child(window.checked(as: GtkWindow.self), list.makeGtkWidget())
    var mapped = false
    window.connect("map") { mapped = true }
    gtk_window_present(window.checked(as: GtkWindow.self))
    _ = MainContext.iterate(until: { mapped }, timeoutSeconds: 240)
    frames(window, 1)
    let elapsed = ContinuousClock.now - start
    frames(window, 10)
    baseline_release_free_memory()
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    print("seconds \(seconds)")
    print("rss \(baseline_resident_bytes())")
    return 0
  }

  private static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
  }

  /// Lets `count` frames of `window` pass.
  @MainActor
  private static func frames(_ window: UnsafeMutablePointer<GtkWidget>, _ count: Int) {
    var seen = 0
    window.addTickCallback { _ in
      gtk_widget_queue_draw(window)
      seen += 1
      return seen < count
    }
    _ = MainContext.iterate(until: { seen >= count }, timeoutSeconds: 120)
  }
}
