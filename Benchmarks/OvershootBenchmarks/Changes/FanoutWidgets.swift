import Observation
import Overshoot

/// What the `state-fanout` bench's bodies ran and read, counted in the bench's own bodies and
/// text closures (nothing in the library counts for it).
@MainActor
enum FanoutCounts {
  /// The cells whose body ran, in order.
  static var cellBodies: [Int] = []
  /// How many times the root's body ran.
  static var rootBodies = 0
  /// Texts read by `Text`s, each read followed by a `gtk_label_set_text`.
  static var textsRead = 0

  static func reset() {
    cellBodies = []
    rootBodies = 0
    textsRead = 0
  }

  /// Counts a run of the root's body.
  static func rootRan() {
    rootBodies += 1
  }

  /// `text`, counted as read by a `Text`.
  static func shown(_ text: String) -> String {
    textsRead += 1
    return text
  }
}

/// What some cells read: a property of an `@Observable` model.
@MainActor @Observable
final class FanoutModel {
  var accent = 0
}

/// The window's root: a "Tick" button that changes its `@State`, and a column of `count`
/// cells, each handed the state as a binding and the model: in a `ScrollView`, as an app writes
/// it, or (`scrolls` false) in a `VStack` the bench puts in a GtkScrolledWindow itself.
struct FanoutRoot: Widget {
  let model: FanoutModel
  let count: Int
  let scrolls: Bool
  @State private var tick = 0

  var body: some Widget {
    let _ = FanoutCounts.rootRan()
    VStack {
      Button("Tick") { tick += 1 }
      if scrolls {
        ScrollView { cells }
      } else {
        VStack { cells }
      }
    }
  }

  @WidgetBuilder private var cells: [any Widget] {
    for index in 0..<count {
      FanoutCell(index: index, tick: $tick, model: model)
    }
  }
}

/// A composed cell (an image, two texts, a star button) whose second text reads the root's
/// `@State` in one cell of ten (index ≡ 0 mod 10), the model's `accent` in another (≡ 5), and
/// nothing that changes in the others.
struct FanoutCell: Widget {
  let index: Int
  @Binding var tick: Int
  let model: FanoutModel

  var body: some Widget {
    let detail = self.detail()
    HStack {
      Image(systemName: "doc.text")
      VStack {
        Text(FanoutCounts.shown("Cell \(index)"))
        Text(FanoutCounts.shown(detail))
      }
      Button("Star", systemImage: "star") {}
    }
  }

  private func detail() -> String {
    FanoutCounts.cellBodies.append(index)
    switch index % 10 {
    case 0: return "tick \(tick)"
    case 5: return "accent \(model.accent)"
    default: return "steady"
    }
  }

  /// Whether this cell's body reads the `@State` (`tick`) or the model's `accent`.
  static func reads(_ index: Int, state: Bool) -> Bool {
    index % 10 == (state ? 0 : 5)
  }
}
