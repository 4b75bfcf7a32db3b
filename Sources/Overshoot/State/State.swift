import Observation

/// A value a widget owns, like SwiftUI's `@State`: `@State private var count = 0` in a widget
/// struct, read in its `body` (`Text("\(count)")` shows each new value) and bound with `$count`
/// (`Toggle("On", isOn: $isOn)`).
///
/// As in SwiftUI, the value lives as long as the widget's identity: when the parent's body runs
/// again and makes a new value of the widget, the new value takes over the state of the old one
/// (its initial value is not used again); when the widget goes (its `if` branch flips, its
/// `ForEach` item leaves), the state goes with it, and a widget made anew starts from the
/// initial value.
@MainActor @propertyWrapper
public struct State<Value>: StateStorageOwner {
  private let storage: StateStorage<Value>
  private var box: StateBox<Value> { storage.box }

  /// A state starting at `wrappedValue`.
  public init(wrappedValue: Value) {
    storage = StateStorage(StateBox(wrappedValue))
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

extension State {
  /// Takes over `other`'s value box, for the new value of a widget whose identity held.
  func adoptStorage(of other: any StateStorageOwner) {
    guard let other = other as? State<Value> else { return }
    storage.box = other.storage.box
  }
}

/// Where a `@State` property finds its box: a reference, so that a new value of the widget can
/// be pointed at the box of the old one.
@MainActor
final class StateStorage<Value> {
  var box: StateBox<Value>

  init(_ box: StateBox<Value>) {
    self.box = box
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
