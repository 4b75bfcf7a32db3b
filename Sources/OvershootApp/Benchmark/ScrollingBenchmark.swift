import CGtk
import Foundation
import GtkGlue
import Overshoot

/// `overshoot --benchmark-scrolling`: GTK's tests/scrolling-performance.c, for our list.
///
/// A tick callback moves the adjustment every frame through a long list, and the main thread's
/// CPU time per frame is recorded, for (a) Overshoot's list (Swift GListModel, Swift row
/// binding) and (b) the baseline, a plain GtkListView over a GtkStringList whose
/// GtkBuilderListItemFactory binds in C. Both run in the same process and window size.
@MainActor
enum ScrollingBenchmark {
  /// Rows in each list.
  static let rows = 100_000
  /// Frames measured per list, after a short warm-up.
  static let frames = 400
  static let warmUpFrames = 30
  /// Pixels the adjustment moves per frame: several rows, so rows are recycled every frame.
  static let pixelsPerFrame = 97.0

  /// Runs both lists and prints figures and the ratio; returns the exit status.
  static func run() -> Int32 {
    let overshoot = measure(title: "Overshoot RecycledListView (Swift model, Swift bind)") {
      let list = RecycledListView<String, Int>.virtual(count: rows, row: BenchmarkRow.self) {
        "Row \($0) · the quick brown fox jumps over the lazy dog"
      }
      return (list.widget, list)
    }
    let baseline = measure(title: "GtkListView + GtkStringList + GtkBuilderListItemFactory (C)") {
      (makeBaselineList(), nil)
    }
    print(report(overshoot: overshoot, baseline: baseline))
    return 0
  }

  static func report(overshoot: FrameStatistics, baseline: FrameStatistics) -> String {
    func line(_ name: String, _ stats: FrameStatistics) -> String {
      String(
        format: "%@: %d frames, median %.3f ms, p95 %.3f ms CPU per frame", name, stats.frames,
        stats.median, stats.p95)
    }
    let ratio = baseline.median > 0 ? overshoot.median / baseline.median : .nan
    let ratio95 = baseline.p95 > 0 ? overshoot.p95 / baseline.p95 : .nan
    return [
      "renderer: \(ProcessInfo.processInfo.environment["GSK_RENDERER"] ?? "default"), \(rows) rows, \(Int(pixelsPerFrame)) px per frame",
      line("(a) Overshoot", overshoot),
      line("(b) baseline ", baseline),
      String(format: "ratio a/b: median %.2f, p95 %.2f (goal: at most 1.2)", ratio, ratio95),
    ].joined(separator: "\n")
  }

  /// Shows the list from `make` in a window and scrolls it every frame while measuring.
  private static func measure(
    title: String, make: () -> (UnsafeMutablePointer<GtkWidget>, AnyObject?)
  ) -> FrameStatistics {
    let (list, owner) = make()
    let scrolled = gtk_scrolled_window_new()!
    gtk_scrolled_window_set_child(overshoot_scrolled_window(scrolled), list)
    let window = gtk_window_new()!
    gtk_window_set_title(window.asWindow, title)
    gtk_window_set_default_size(window.asWindow, 480, 720)
    gtk_window_set_child(window.asWindow, scrolled)
    gtk_window_present(window.asWindow)

    var statistics = FrameStatistics()
    var lastCPU: Int64?
    var frame = 0
    var done = false
    let adjustment = gtk_scrolled_window_get_vadjustment(overshoot_scrolled_window(scrolled))!
    scrolled.addTickCallback { _ in
      let now = Int64(overshoot_thread_cpu_nanoseconds())
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
    MainContext.iterate(until: { done }, timeoutSeconds: 120)
    gtk_window_destroy(window.asWindow)
    withExtendedLifetime(owner) {}
    return statistics
  }

  /// The C-bound baseline: GtkStringList items, a builder factory binding `string` to a label.
  private static func makeBaselineList() -> UnsafeMutablePointer<GtkWidget> {
    let strings = gtk_string_list_new(nil)!
    for index in 0..<rows {
      gtk_string_list_append(strings, "Row \(index) · the quick brown fox jumps over the lazy dog")
    }
    let ui = """
      <?xml version="1.0" encoding="UTF-8"?>
      <interface>
        <template class="GtkListItem">
          <property name="child">
            <object class="GtkLabel">
              <property name="xalign">0</property>
              <binding name="label">
                <lookup name="string" type="GtkStringObject">
                  <lookup name="item">GtkListItem</lookup>
                </lookup>
              </binding>
            </object>
          </property>
        </template>
      </interface>
      """
    let bytes = ui.withCString { g_bytes_new($0, gsize(strlen($0))) }
    let factory = gtk_builder_list_item_factory_new_from_bytes(nil, bytes)
    g_bytes_unref(bytes)
    return gtk_list_view_new(gtk_no_selection_new(strings), factory)
  }
}

/// The benchmark's Swift row: a label, like the baseline's.
@MainActor
final class BenchmarkRow: ListRow {
  let widget: UnsafeMutablePointer<GtkWidget>

  init() {
    widget = gtk_label_new(nil)
    gtk_label_set_xalign(OpaquePointer(widget), 0)
  }

  func bind(_ item: String) {
    gtk_label_set_text(OpaquePointer(widget), item)
  }
}
