/// A property that resolves its value from the environment it is bound to, such as
/// `@Environment`. Whatever evaluates a widget's `body` binds each such stored property of the
/// widget (found with `Mirror`) to the environment the body is evaluated in, just before.
@MainActor
protocol EnvironmentBinding {
  /// Makes the property read `values` from now on.
  func bind(to values: EnvironmentValues)
}

extension EnvironmentValues {
  /// Binds the `EnvironmentBinding` properties of `widget` to these values, and those of the
  /// widgets it holds (a modifier's content, a stack's children), which are made in the same
  /// environment; widgets their bodies make later are bound when those are made.
  func bind(_ widget: Any) {
    for child in Mirror(reflecting: widget).children {
      if let binding = child.value as? any EnvironmentBinding {
        binding.bind(to: self)
      } else if let held = child.value as? any Widget {
        bind(held)
      } else if let held = child.value as? [any Widget] {
        for part in held { bind(part) }
      }
    }
  }
}
