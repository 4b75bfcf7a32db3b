import Overshoot

/// The environment key of the point size a story's page sets its title in.
struct StoryTitleSizeKey: EnvironmentKey {
  static let defaultValue = 22.0
}

extension EnvironmentValues {
  /// The point size a story's page sets its title in.
  var storyTitleSize: Double {
    get { self[StoryTitleSizeKey.self] }
    set { self[StoryTitleSizeKey.self] = newValue }
  }
}
