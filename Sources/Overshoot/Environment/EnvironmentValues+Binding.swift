extension EnvironmentValues {
  /// Binds the `EnvironmentBinding` properties (`@Environment`) of `widget` to these values, and
  /// those of the widgets it holds (a modifier's content, a stack's children), which are made in
  /// the same environment: what `.environment(…)` does before making its content, so that
  /// widgets made before it was applied (`Page().environment(model)`) read its values, from
  /// their body and from the actions they run later. A body host binds its widget again before
  /// each evaluation (`EnvironmentBinder`).
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
