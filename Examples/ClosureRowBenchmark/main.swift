import CGtk
import Foundation
import GtkGlue
import Overshoot

// `swift run -c release closure-row-benchmark`: CPU per frame while scrolling 100,000 rows of
// (a) `List` with closure rows (Text, updated in place), against, in the same run, (b) the class
// rows beneath it (`RecycledListView` + a `ListRow`) and (c) the C baseline (GtkStringList and a
// GtkBuilderListItemFactory binding in C). Method of GTK's tests/scrolling-performance.c: a tick
// callback moves the adjustment 97 px every frame; the main thread's CPU time per frame is kept.

let rows = 100_000
let frames = 400
let warmUpFrames = 30
let pixelsPerFrame = 97.0
@Sendable func text(_ index: Int) -> String {
  "Row \(index) · the quick brown fox jumps over the lazy dog"
}

/// Main-thread CPU milliseconds per frame, sorted on demand.
struct FrameTimes {
  var milliseconds: [Double] = []
  func percentile(_ fraction: Double) -> Double {
    let sorted = milliseconds.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
  }
}

/// The class row the closure rows are compared with: one label.
@MainActor final class LabelRow: ListRow {
  let widget = gtk_label_new(nil)!
  init() { gtk_label_set_xalign(OpaquePointer(widget), 0) }
  func bind(_ item: String) { gtk_label_set_text(OpaquePointer(widget), item) }
}

@MainActor func measure(_ title: String, _ content: UnsafeMutablePointer<GtkWidget>) -> FrameTimes {
  let window = gtk_window_new()!
  gtk_window_set_title(window.asWindow, title)
  gtk_window_set_default_size(window.asWindow, 480, 720)
  gtk_window_set_child(window.asWindow, content)
  gtk_window_present(window.asWindow)
  var scrolled = content
  while overshoot_is_widget(scrolled) != 0,
    g_type_check_instance_is_a(
      scrolled.cast(to: GTypeInstance.self), gtk_scrolled_window_get_type())
      == 0, let child = gtk_widget_get_first_child(scrolled)
  {
    scrolled = child
  }
  let adjustment = gtk_scrolled_window_get_vadjustment(overshoot_scrolled_window(scrolled))!
  var times = FrameTimes()
  var lastCPU: Int64?
  var frame = 0
  var done = false
  scrolled.addTickCallback { _ in
    let now = Int64(overshoot_thread_cpu_nanoseconds())
    if let lastCPU, frame > warmUpFrames {
      times.milliseconds.append(Double(now - lastCPU) / 1_000_000)
    }
    lastCPU = now
    frame += 1
    let end = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
    let next = gtk_adjustment_get_value(adjustment) + pixelsPerFrame
    gtk_adjustment_set_value(adjustment, next > end ? 0 : next)
    done = times.milliseconds.count >= frames
    return !done
  }
  MainContext.iterate(until: { done }, timeoutSeconds: 120)
  gtk_window_destroy(window.asWindow)
  return times
}

@MainActor func baselineList() -> UnsafeMutablePointer<GtkWidget> {
  let strings = gtk_string_list_new(nil)!
  for index in 0..<rows { gtk_string_list_append(strings, text(index)) }
  let ui = """
    <?xml version="1.0" encoding="UTF-8"?>
    <interface><template class="GtkListItem"><property name="child"><object class="GtkLabel">
      <property name="xalign">0</property>
      <binding name="label"><lookup name="string" type="GtkStringObject">
        <lookup name="item">GtkListItem</lookup></lookup></binding>
    </object></property></template></interface>
    """
  let bytes = ui.withCString { g_bytes_new($0, gsize(strlen($0))) }
  let factory = gtk_builder_list_item_factory_new_from_bytes(nil, bytes)
  g_bytes_unref(bytes)
  let scrolled = gtk_scrolled_window_new()!
  gtk_scrolled_window_set_child(
    overshoot_scrolled_window(scrolled), gtk_list_view_new(gtk_no_selection_new(strings), factory))
  return scrolled
}

MainActor.assumeIsolated {
  guard DisplayCheck.initializeGtk() else {
    print("closure-row-benchmark needs a display; run it under xvfb-run -a")
    exit(2)
  }
  MainLoopBridge.install()
  let items = (0..<rows).map(text)
  let closure = measure(
    "List with closure rows",
    List(items, id: \.self) { Text($0).leadingAligned().lineLimit(1) }.makeGtkWidget())
  let classList = RecycledListView<String, Int>.virtual(count: rows, row: LabelRow.self, item: text)
  let classScrolled = ScrollView(child: classList.widget).makeGtkWidget()
  let classRows = measure("RecycledListView with a ListRow class", classScrolled)
  let baseline = measure("GtkListView + GtkStringList + builder factory (C)", baselineList())
  let renderer = ProcessInfo.processInfo.environment["GSK_RENDERER"] ?? "default"
  print(
    "renderer: \(renderer), \(rows) rows, \(Int(pixelsPerFrame)) px per frame, \(frames) frames")
  for (name, times) in [
    ("(a) List, closure rows", closure), ("(b) RecycledListView, class rows", classRows),
    ("(c) C baseline", baseline),
  ] {
    print(
      String(
        format: "%@: median %.3f ms, p95 %.3f ms CPU per frame", name, times.percentile(0.5),
        times.percentile(0.95)))
  }
  print(
    String(
      format: "ratio a/c: median %.2f, p95 %.2f; a/b: median %.2f",
      closure.percentile(0.5) / baseline.percentile(0.5),
      closure.percentile(0.95) / baseline.percentile(0.95),
      closure.percentile(0.5) / classRows.percentile(0.5)))
}
