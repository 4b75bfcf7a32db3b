import CBenchmarkBaseline
import CGtk
import Foundation
import GtkGlue
import Observation
import Overshoot

/// `overshoot-benchmarks if-flip`: flipping an `if` over a subtree of `rows` composed rows (a
/// `VStack` of `ComposedRow`s, six widgets each) in a body that reads an `@Observable` switch,
/// against making those widgets with GTK calls in C and appending them (the `if` turning true),
/// and removing them (turning false), in a window of the same other widgets.
@MainActor
enum IfFlipBenchmark {
  static func run(rows: Int, rounds: Int, changes: Int) -> Int32 {
    let flip = FlipSwitch()
    let swiftWindow = BenchWindow.show(
      "Swift: if over composed rows", child: FlipRoot(flip: flip, rows: rows).makeGtkWidget())
    let cParent = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    let header = gtk_label_new(FlipRoot.header)!
    gtk_label_set_wrap(header.checked(gtk_label_get_type()), 1)
    gtk_box_append(cParent.checked(as: GtkBox.self), header)
    let cWindow = BenchWindow.show("C: the same widgets made and removed", child: cParent)
    var cSubtree: UnsafeMutablePointer<GtkWidget>?
    let sample = baseline_composed_column_new(guint(rows))!
    let widgets = BenchWindow.descendants(of: sample).count
    g_object_unref(g_object_ref_sink(sample))
    print(
      "if-flip: an if over a VStack of \(rows) composed rows (\(widgets) GtkWidgets: "
        + "\(1 + rows * 6) made by the description, and each button's icon) against making and "
        + "removing them in C, \(rounds) rounds of \(changes) flips a side, main-thread CPU; "
        + "load average \(loadAverage())")
    let costs = ChangeRounds(rounds: rounds, changes: changes + changes % 2).run(
      swift: { number in flip.isOn = number % 2 == 0 },
      c: { number in
        if number % 2 == 0 {
          let made = baseline_composed_column_new(guint(rows))!
          gtk_box_append(cParent.checked(as: GtkBox.self), made)
          cSubtree = made
        } else if let shown = cSubtree {
          gtk_box_remove(cParent.checked(as: GtkBox.self), shown)
          cSubtree = nil
        }
      })
    ChangeRounds.report(
      "the if turning true (the subtree made), CPU from the change:", swift: costs.swift,
      c: costs.c, goal: 1.2, select: { $0 % 2 == 0 })
    ChangeRounds.report(
      "the if turning false (the subtree removed and freed), CPU from the change:",
      swift: costs.swift, c: costs.c, goal: 1.2, select: { $0 % 2 == 1 })
    print("load average at the end: \(loadAverage())")
    gtk_window_destroy(swiftWindow.checked(as: GtkWindow.self))
    gtk_window_destroy(cWindow.checked(as: GtkWindow.self))
    return 0
  }
}

/// Whether the flipped subtree shows.
@MainActor @Observable
final class FlipSwitch {
  var isOn = false
}

/// A header and, while the switch is on, a column of composed rows.
struct FlipRoot: Widget {
  static let header = "An if over a column of composed rows"
  let flip: FlipSwitch
  let rows: Int

  var body: some Widget {
    VStack {
      Text(FlipRoot.header)
      if flip.isOn {
        VStack {
          for index in 0..<rows {
            ComposedRow(index: index)
          }
        }
      }
    }
  }
}
