import CBenchmarkBaseline
import CGtk
import Foundation
import GtkGlue
import Observation
import Overshoot

/// `overshoot-benchmarks leaf-changes`: `count` leaf changes in one frame, each a `Text`'s string
/// (an `@Observable` item's `text`, one item per `Text` in a `ScrollView`), against setting the
/// same labels (a scrolled column of wrapping GtkLabels made in C) with `gtk_label_set_text`.
///
/// Each change sets every label to the other of two prepared texts (both sides' strings are
/// made before anything is timed), so every label changes every time.
@MainActor
enum LeafChangesBenchmark {
  static func run(count: Int, rounds: Int, changes: Int) -> Int32 {
    print(
      "leaf-changes: \(count) Text strings changed in one frame against \(count) "
        + "gtk_label_set_text calls, \(rounds) rounds of \(changes) changes a side, main-thread "
        + "CPU; load average \(loadAverage())")
    let texts = (0..<2).map { generation in
      (0..<count).map { "Label \($0), text \(generation == 0 ? "one" : "two")" }
    }
    let items = (0..<count).map { LeafItem(text: texts[1][$0]) }
    let swiftWindow = BenchWindow.show(
      "Swift: Text per item",
      child: ScrollView { for item in items { Text(item.text) } }.makeGtkWidget())
    let cTexts = texts.map { generation in generation.map { strdup($0) } }
    defer { for generation in cTexts { for text in generation { free(text) } } }
    let cColumn = baseline_label_column_new(guint(count))!
    let cWindow = BenchWindow.show("C: GtkLabel column", child: cColumn)
    let costs = ChangeRounds(rounds: rounds, changes: changes).run(
      swift: { number in
        let generation = texts[number % 2]
        for (item, text) in zip(items, generation) { item.text = text }
      },
      c: { number in
        cTexts[number % 2].withUnsafeBufferPointer { pointers in
          pointers.withMemoryRebound(to: UnsafePointer<CChar>?.self) {
            baseline_label_column_set(cColumn, $0.baseAddress)
          }
        }
      })
    ChangeRounds.report(
      "\(count) labels changed, CPU from the change:", swift: costs.swift, c: costs.c, goal: 1.2)
    print("load average at the end: \(loadAverage())")
    gtk_window_destroy(swiftWindow.checked(as: GtkWindow.self))
    gtk_window_destroy(cWindow.checked(as: GtkWindow.self))
    return 0
  }
}

/// One label's model: the text a `Text` shows.
@MainActor @Observable
final class LeafItem {
  var text: String

  init(text: String) {
    self.text = text
  }
}
