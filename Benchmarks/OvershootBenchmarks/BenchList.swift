import CBenchmarkBaseline
import CGtk
import FeedCore
import GtkGlue
import Overshoot
import ReaderViews

/// The lists the scrolling benches compare: Swift ones and the C baselines they are held to.
enum BenchList: String, CaseIterable {
  /// C: GtkStringList, GtkSignalListItemFactory binding a label in C.
  case cLabels = "c-labels"
  /// Swift: `RecycledListView.virtual`, items computed on bind, a `LabelRow`.
  case virtualList = "virtual"
  /// Swift: a stored `RecycledListView` of strings, applied once, a `LabelRow`.
  case storedList = "stored"
  /// C: the closure row's widgets (a box holding a wrapping label), bound in C.
  case cBoxedLabels = "c-boxed"
  /// Swift: the closure-row `List(items, id:) { Text($0) }`.
  case closureList = "closure"
  /// Swift: a builder `List(selection:)` of `Section`s, 100 `ForEach` rows each.
  case sectionsList = "sections"
  /// C: the timeline row's widgets (dot, three labels, star button), bound in C from
  /// precomputed strings.
  case cTimeline = "c-timeline"
  /// Swift: the app's timeline row over stored entries.
  case timeline
  /// C: the composed row's widgets (image, two labels in a box, star button), bound in C.
  case cComposed = "c-composed"
  /// Swift: `List(0..<rows, id: \.self) { ComposedRow(index: $0) }`, a row with a body.
  case composedList = "composed"

  /// The C list this Swift list is compared with; nil for the baselines themselves.
  var baseline: BenchList? {
    switch self {
    case .virtualList, .storedList: .cLabels
    // Held to the same widgets: `Text` wraps and the row is a box, which GTK lays out
    // height-for-width; the table shows what that costs against `c-labels`.
    case .closureList, .sectionsList: .cBoxedLabels
    case .timeline: .cTimeline
    case .composedList: .cComposed
    case .cLabels, .cBoxedLabels, .cTimeline, .cComposed: nil
    }
  }

  /// What the list is, for the printed table.
  var title: String {
    switch self {
    case .cLabels: "C: GtkStringList + GtkSignalListItemFactory, 1 label"
    case .virtualList: "Swift: RecycledListView.virtual, 1 label"
    case .storedList: "Swift: stored RecycledListView<String>, 1 label"
    case .cBoxedLabels: "C: box + wrapping label (the closure row's widgets)"
    case .closureList: "Swift: List(items, id:) { Text($0) }"
    case .sectionsList: "Swift: List(selection:) { Section { ForEach { Text } } }, 100 a section"
    case .cTimeline: "C: timeline row's widgets bound in C"
    case .timeline: "Swift: the app's timeline row over StoredEntry"
    case .cComposed: "C: the composed row's widgets bound in C"
    case .composedList: "Swift: List(0..<n) { ComposedRow(index: $0) }"
    }
  }

  /// Makes the list inside a scrolled window; returns the scrolled window and what keeps the
  /// Swift side alive.
  @MainActor
  func make(rows: Int, entries: () -> [StoredEntry]) -> (
    scrolled: UnsafeMutablePointer<GtkWidget>, owner: AnyObject?
  ) {
    switch self {
    case .cLabels:
      return (
        scrolled(
          baseline_label_list_view(
            guint(rows), BenchEntries.cFormat)), nil
      )
    case .cBoxedLabels:
      let view = baseline_boxed_label_list_view(guint(rows), BenchEntries.cFormat)!
      return (scrolled(view), nil)
    case .cTimeline:
      return (scrolled(baseline_timeline_list_view(guint(rows))), nil)
    case .virtualList:
      let list = RecycledListView<String, Int>.virtual(count: rows, row: LabelRow.self) {
        BenchEntries.title($0)
      }
      return (scrolled(list.gtkWidget), list)
    case .storedList:
      let list = RecycledListView<String, String>(row: LabelRow.self, id: { $0 })
      try! list.apply((0..<rows).map(BenchEntries.title))
      return (scrolled(list.gtkWidget), list)
    case .closureList:
      let titles = (0..<rows).map(BenchEntries.title)
      let list = List(titles, id: \.self) { Text($0) }
      return (list.makeGtkWidget(), nil)
    case .sectionsList:
      return (sectionsList(rows: rows).makeGtkWidget(), nil)
    case .cComposed:
      return (scrolled(baseline_composed_list_view(guint(rows))), nil)
    case .composedList:
      return (List(0..<rows, id: \.self) { ComposedRow(index: $0) }.makeGtkWidget(), nil)
    case .timeline:
      let list = RecycledListView<StoredEntry, Int64>(
        row: TimelineRow.self, id: \.id, contentEqual: { $0 == $1 })
      try! list.apply(entries())
      return (scrolled(list.gtkWidget), list)
    }
  }

  /// The `sections` list: `rows` rows in sections of 100, each under its heading, selectable.
  @MainActor
  private func sectionsList(rows: Int) -> some Widget {
    let titles = (0..<rows).map(BenchEntries.title)
    let sections = stride(from: 0, to: rows, by: 100).map { $0..<min($0 + 100, rows) }
    let selection = State<Int?>(wrappedValue: nil)
    return List(selection: selection.projectedValue) {
      for section in sections {
        Section("Rows \(section.lowerBound + 1)–\(section.upperBound)") {
          ForEach(Array(section), id: \.self) { Text(titles[$0]) }
        }
      }
    }
  }

  @MainActor
  func scrolled(_ child: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
    let scrolled = gtk_scrolled_window_new()!
    // As List's own scroll view and the app's timeline: no horizontal scrolling, so wrapping
    // labels wrap to the width (height-for-width) on both sides of a comparison.
    gtk_scrolled_window_set_policy(
      scrolled.checked(gtk_scrolled_window_get_type()), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    gtk_scrolled_window_set_child(scrolled.checked(gtk_scrolled_window_get_type()), child)
    return scrolled
  }
}
