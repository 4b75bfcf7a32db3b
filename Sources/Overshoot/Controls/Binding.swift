import CGtk
import GtkGlue

/// Read and write access to a value kept elsewhere, like SwiftUI's `Binding`: how a control
/// shows a model's property and writes the user's changes back to it. `$state` of a `@State`
/// property, `$model.property` of a `@Bindable` model, or `@Binding var value: Value` in a
/// widget handed one.
@MainActor @propertyWrapper @dynamicMemberLookup
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

  /// `@Binding var value: Value` handed `$something`.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// The binding itself: `$value` of a `@Binding` property, to pass it on.
  public var projectedValue: Binding<Value> { self }

  /// A binding that always reads `value` and ignores writes, for previews and fixed choices.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// A binding to one property of the bound value: `$settings.volume`.
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>)
    -> Binding<Member>
  {
    Binding<Member>(
      get: { self.get()[keyPath: keyPath] },
      set: { member in
        var value = self.get()
        value[keyPath: keyPath] = member
        self.set(value)
      })
  }
}
