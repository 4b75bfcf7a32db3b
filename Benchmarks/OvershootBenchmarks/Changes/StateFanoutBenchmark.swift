import CBenchmarkBaseline
import CGtk
import Foundation
import GtkGlue
import Overshoot

/// `overshoot-benchmarks state-fanout`: a window of `count` composed cells; one `@State` change
/// (the root's, clicked through its "Tick" button, handed to every cell as a binding and read by
/// one body in ten) and one `@Observable` property change (read by another one in ten). Prints,
/// for each, the bodies that ran (counted in the bench's bodies), the labels' texts read and set
/// (counted in the `Text`s' closures), the GTK properties notified (`notify` on every widget of
/// the window) and the widgets finalized, against what the change should touch.
@MainActor
enum StateFanoutBenchmark {
  static func run(count: Int) -> Int32 {
    print("state-fanout: \(count) composed cells; load average \(loadAverage())")
    measure(count: count, scrolls: true)
    measure(count: count, scrolls: false)
    return 0
  }

  private static func measure(count: Int, scrolls: Bool) {
    let model = FanoutModel()
    let root = FanoutRoot(model: model, count: count, scrolls: scrolls).makeGtkWidget()
    var child = root
    if !scrolls {
      child = gtk_scrolled_window_new()!
      gtk_scrolled_window_set_child(child.checked(gtk_scrolled_window_get_type()), root)
    }
    let window = BenchWindow.show("Swift: composed cells", child: child)
    let widgets = baseline_watch_widgets(window)
    guard
      let tickButton = BenchWindow.descendants(of: window).first(where: { widget in
        widget.isInstance(of: gtk_button_get_type())
          && gtk_button_get_label(widget.checked(as: GtkButton.self)).map { String(cString: $0) }
            == "Tick"
      })
    else { fatalError("state-fanout: no Tick button") }
    print(
      scrolls
        ? "the cells in a ScrollView { … } (\(count + 1) bodies, \(widgets) GtkWidgets):"
        : "the cells in a VStack { … } in a GtkScrolledWindow made in C (\(widgets) GtkWidgets):")
    report(
      "  one @State change (the root's tick, its Tick button clicked), read by cells ≡ 0 mod 10:",
      state: true, count: count
    ) { baseline_emit(tickButton, "clicked") }
    report(
      "  one @Observable change (model.accent), read by cells ≡ 5 mod 10:", state: false,
      count: count
    ) { model.accent += 1 }
    gtk_window_destroy(window.checked(as: GtkWindow.self))
  }

  private static func report(
    _ title: String, state: Bool, count: Int, change: () -> Void
  ) {
    ChangeCost.settle()
    FanoutCounts.reset()
    baseline_watch_reset()
    let cost = ChangeCost.measure(change)
    let readers = (0..<count).filter { FanoutCell.reads($0, state: state) }
    let ran = FanoutCounts.cellBodies
    let strangers = ran.filter { !FanoutCell.reads($0, state: state) }
    let notified = baseline_watch_notified().map { text in
      defer { g_free(text) }
      return String(cString: text)
    }
    print(title)
    print(
      "    bodies run: \(ran.count + FanoutCounts.rootBodies) (cells \(ran.count), root "
        + "\(FanoutCounts.rootBodies)); should be \(readers.count), the readers: "
        + (Set(ran) == Set(readers) && ran.count == readers.count && FanoutCounts.rootBodies == 0
          ? "yes" : "NO (\(strangers.count) cells that read nothing changed ran)"))
    print(
      "    labels' texts read and set (gtk_label_set_text): \(FanoutCounts.textsRead), of which "
        + "the \(readers.count) changed texts")
    print("    GTK properties notified: \(notified ?? "none")")
    print("    widgets finalized: \(baseline_watch_finalized())")
    print(
      "    main-thread CPU from the change to the frame painted: \(format(cost.frame, decimals: 3)) "
        + "ms (notify handlers on every widget included)")
  }
}
