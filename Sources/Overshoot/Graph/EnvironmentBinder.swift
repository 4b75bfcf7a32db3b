/// Gives each `@Environment` property of a composite widget the environment its host keeps,
/// just before its body runs: the values where the widget is, not where its struct was made.
@MainActor
enum EnvironmentBinder {
  /// The widget types found to have no `@Environment`: Mirror is not asked about them again.
  private static var unbound: Set<ObjectIdentifier> = []

  static func bind<Content>(_ content: Content, to values: EnvironmentValues) {
    let type = ObjectIdentifier(Content.self)
    guard !unbound.contains(type) else { return }
    var found = false
    for child in Mirror(reflecting: content).children {
      guard let property = child.value as? any EnvironmentBinding else { continue }
      property.bind(to: values)
      found = true
    }
    if !found { unbound.insert(type) }
  }
}

/// A property that reads the environment (`@Environment`): bound to the values its widget's
/// host keeps before each evaluation of the body.
@MainActor
protocol EnvironmentBinding {
  /// Reads from `values` from now on.
  func bind(to values: EnvironmentValues)
}
