/// The values a presentation gives the widgets made inside it, like SwiftUI's
/// `EnvironmentValues`; today the one value is `dismiss`.
@MainActor
public struct EnvironmentValues {
  /// Closes the sheet being made, or warns when there is none.
  public var dismiss: DismissAction

  /// The values for widgets being made now: those of the innermost sheet whose content is being
  /// made, else the defaults.
  static var current: EnvironmentValues {
    stack.last ?? EnvironmentValues(dismiss: .outsidePresentation)
  }
  private static var stack: [EnvironmentValues] = []

  /// Runs `make` with `values` as the current values, for a sheet's content.
  static func with<Result>(_ values: EnvironmentValues, _ make: () -> Result) -> Result {
    stack.append(values)
    defer { stack.removeLast() }
    return make()
  }
}

/// A value read from the presentation a widget is made in, like SwiftUI's `@Environment`:
/// `@Environment(\.dismiss) private var dismiss` in a widget that a `.sheet` shows.
///
/// The value is taken when the widget value is created, which for a sheet's content is while
/// the sheet is presented; a widget created elsewhere and handed in gets the defaults.
@MainActor @propertyWrapper
public struct Environment<Value> {
  private let value: Value

  /// The value at `keyPath` of the current environment: `@Environment(\.dismiss)`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    value = EnvironmentValues.current[keyPath: keyPath]
  }

  /// The value taken when this widget was created.
  public var wrappedValue: Value { value }
}
