/// What is moving the content, as SwiftUI's `ScrollPhase` names it.
public enum ScrollPhase: String, Sendable, Equatable, Hashable, CaseIterable {
  /// Nothing is moving it.
  case idle
  /// The user has begun a gesture (fingers on the touchpad, a finger on the screen) that has not
  /// moved the content yet.
  case tracking
  /// The user is moving it: a touchpad or touch drag in progress, a wheel turning.
  case interacting
  /// Kinetic scrolling after the user let go.
  case decelerating
  /// The app is moving it: an animated scroll to an id, offset or edge, or a spring-back.
  case animating

  /// Whether the content is moving at all.
  public var isScrolling: Bool { self != .idle }
}
