import Observation

/// Bindings to the properties of an `@Observable` model, like SwiftUI's `@Bindable`:
/// `@Bindable var model: Model` in a widget, then `TextField("Name", text: $model.name)`.
@MainActor @propertyWrapper @dynamicMemberLookup
public struct Bindable<Model: AnyObject & Observable> {
  /// The model.
  public var wrappedValue: Model

  /// Bindings to `wrappedValue`'s properties.
  public init(wrappedValue: Model) {
    self.wrappedValue = wrappedValue
  }

  /// `Bindable(model)`, for a model that is not a property.
  public init(_ model: Model) {
    self.init(wrappedValue: model)
  }

  /// `$model`: itself, so `$model.name` is a binding.
  public var projectedValue: Bindable<Model> { self }

  /// A binding to the model's property at `keyPath`.
  public subscript<Member>(dynamicMember keyPath: ReferenceWritableKeyPath<Model, Member>)
    -> Binding<Member>
  {
    Binding(wrappedValue, keyPath)
  }
}
