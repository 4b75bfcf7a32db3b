import Overshoot

/// A switch whose state decides which branch of an `if` shows, above a counter of its own.
struct FlipPanel: Widget {
  @State private var isOn = false

  var body: some Widget {
    VStack(alignment: .leading, spacing: 8) {
      Button("Flip") { isOn.toggle() }
      Text("text says \(isOn ? "ON" : "off")")
      if isOn {
        Text("IF-BRANCH ON")
      } else {
        Text("IF-BRANCH off")
      }
      Counter()
    }
  }
}

/// A counter that keeps its own count while its parent's body is evaluated again.
struct Counter: Widget {
  @State private var count = 0

  var body: some Widget {
    HStack(alignment: .firstTextBaseline, spacing: 8) {
      Button("Count") { count += 1 }
      Text("count \(count)")
    }
  }
}
