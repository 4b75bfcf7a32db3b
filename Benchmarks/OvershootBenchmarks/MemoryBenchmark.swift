import CBenchmarkBaseline
import CGtk
import FeedCore
import Foundation
import GtkGlue
import Overshoot
import ReaderViews

#if canImport(Glibc)
  import Glibc
#endif

/// `overshoot-benchmarks memory`: resident memory per row of the timeline holding 1,000,000
/// stored entries, against a GtkStringList of the same titles in a GtkListView.
///
/// Each side runs in its own process (`memory-one`): resident memory is read once GTK shows an
/// empty window, and again once the list is shown and has drawn a few frames; the difference
/// over the row count is the cost of a row. Freed heap is returned first (`malloc_trim`), so
/// what remains is what the list holds.
enum MemoryBenchmark {
  static func run(rows: Int) throws -> Int32 {
    print("memory: resident bytes per row, \(rows) rows, each side in its own process")
    var perRow: [String: Double] = [:]
    for side in ["timeline", "c-titles"] {
      let run = try ChildRun.run(
        ChildRun.selfPath, ["memory-one", side, "--rows", String(rows)], deadline: 600)
      guard run.status == 0, !run.timedOut else {
        throw BenchFailure(
          "memory-one \(side) exited \(run.status)\(run.timedOut ? " at its 600 s deadline" : "")")
      }
      let figures = Dictionary(
        uniqueKeysWithValues: run.output.split(separator: "\n").compactMap {
          line -> (String, Double)? in
          let parts = line.split(separator: " ")
          guard parts.count == 2, let value = Double(parts[1]) else { return nil }
          return (String(parts[0]), value)
        })
      let before = figures["rss-before"] ?? 0
      let after = figures["rss-after"] ?? 0
      perRow[side] = (after - before) / Double(rows)
      print(
        pad(
          side == "timeline"
            ? "Swift: timeline, StoredEntry rows" : "C: GtkStringList of the titles", 40)
          + "\(format(before / 1_048_576, decimals: 1)) MB → \(format(after / 1_048_576, decimals: 1)) MB, "
          + "\(format(perRow[side]!, decimals: 0)) bytes/row")
    }
    if let ours = perRow["timeline"], let theirs = perRow["c-titles"] {
      print("ratio timeline / GtkStringList: \(format(ours / theirs))")
    }
    return 0
  }

  /// One side, in this process: prints `rss-before` and `rss-after` in bytes.
  @MainActor
  static func measureOne(side: String, rows: Int) -> Int32 {
    let window = gtk_window_new()!
    gtk_window_set_default_size(window.checked(as: GtkWindow.self), 480, 720)
    gtk_window_present(window.checked(as: GtkWindow.self))
    frames(window, 10)
    baseline_release_free_memory()
    print("rss-before \(baseline_resident_bytes())")
    var owner: AnyObject?
    let scrolled = gtk_scrolled_window_new()!
    switch side {
    case "timeline":
      let entries = ScrollingBenchmark.loadEntries(count: rows)
      let list = RecycledListView<StoredEntry, Int64>(
        row: TimelineRow.self, id: \.id, contentEqual: { $0 == $1 })
      try! list.apply(entries)
      gtk_scrolled_window_set_child(
        scrolled.checked(gtk_scrolled_window_get_type()), list.gtkWidget)
      owner = list
    default:
      gtk_scrolled_window_set_child(
        scrolled.checked(gtk_scrolled_window_get_type()),
        baseline_label_list_view(
          guint(rows), BenchEntries.cFormat))
    }
    gtk_window_set_child(window.checked(as: GtkWindow.self), scrolled)
    frames(window, 10)
    baseline_release_free_memory()
    print("rss-after \(baseline_resident_bytes())")
    withExtendedLifetime(owner) {}
    return 0
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
