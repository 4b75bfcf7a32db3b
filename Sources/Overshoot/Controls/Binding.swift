import CGtk
import GtkGlue

/// Read and write access to a value kept elsewhere, like SwiftUI's `Binding`: how a control
/// shows a model's property and writes the user's changes back to it.
@MainActor
public struct Binding<Value> {
  /// Reads the value now.
  public let get: @MainActor () -> Value
  /// Writes a new value.
  public let set: @MainActor (Value) -> Void

  /// A binding through two closures, for values that are not a property (a widget's setting).
  public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    self.get = get
    self.set = set
  }

  /// The property `keyPath` of `object`: `Binding(model, \.showsSeparators)`, SwiftUI's
  /// `$model.showsSeparators`.
  public init<Root: AnyObject>(_ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>) {
    get = { object[keyPath: keyPath] }
    set = { object[keyPath: keyPath] = $0 }
  }

  /// The value, read and written through the binding.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }
}
