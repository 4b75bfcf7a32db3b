import Overshoot

/// The second window: every row ever posted, in a lazy stack and in a list of 2²⁴ rows.
struct AllRowsView: Widget {
  var body: some Widget {
    HStack(spacing: 12) {
      ScrollView {
        LazyVStack {
          ForEach(0..<100_000, id: \.self) { Text("Row \($0)") }
        }
      }
      List(0..<16_777_216, id: \.self) { Text("Row \($0)") }
    }
  }
}
