import Observation

/// A value a widget owns, like SwiftUI's `@State`: `@State private var count = 0` in a widget
/// struct, read in its `body` (`Text("\(count)")` shows each new value) and bound with `$count`
/// (`Toggle("On", isOn: $isOn)`).
///
/// The value lives in an observed box that the widgets made from the body keep, so it lasts as
/// long as they do and no longer.
@MainActor @propertyWrapper
public struct State<Value> {
  private let box: StateBox<Value>

  /// A state starting at `wrappedValue`.
  public init(wrappedValue: Value) {
    box = StateBox(wrappedValue)
  }

  /// A state starting at `initialValue` (SwiftUI's spelling when there is no `=`).
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  /// The value now; setting it updates every widget that shows it at the next frame.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// `$value`: a binding to the state, for a control or a child widget's `@Binding`.
  public var projectedValue: Binding<Value> {
    let box = self.box
    return Binding(get: { box.value }, set: { box.value = $0 })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// A state starting at nil: `@State private var selection: Item.ID?`.
  public init() {
    self.init(wrappedValue: nil)
  }
}

/// The observed storage behind a `@State` property.
@MainActor @Observable
final class StateBox<Value> {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}
