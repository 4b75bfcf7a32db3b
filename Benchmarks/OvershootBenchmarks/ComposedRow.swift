import Overshoot

/// The composed row the issue-44 benches show: a `Widget` struct whose body is an image, two
/// texts and a star button, as an app writes a row. Its C twin is `baseline_composed_row_new`
/// and `baseline_composed_row_bind` (the same widgets, bound from the same index).
struct ComposedRow: Widget {
  let index: Int

  var body: some Widget {
    HStack {
      Image(systemName: "doc.text")
      VStack {
        Text(ComposedRow.title(index))
        Text(ComposedRow.detail(index))
      }
      Button("Star", systemImage: index % 3 == 0 ? "star.fill" : "star") {}
    }
  }

  /// The first text of row `index`, as the C twin prints it.
  static func title(_ index: Int) -> String {
    "Entry \(index): the quick brown fox jumps over the lazy dog"
  }

  /// The second text of row `index`, as the C twin prints it.
  static func detail(_ index: Int) -> String {
    "Bench Feed · \(index % 60 + 1) min ago"
  }
}
