/// What is moving the content, as SwiftUI's `ScrollPhase` names it.
public enum ScrollPhase: String, Sendable, Equatable, Hashable, CaseIterable {
  /// Nothing is moving it.
  case idle
  /// The user is moving it: a finger or touchpad gesture, a wheel turning, a drag.
  case tracking
  /// Kinetic scrolling after the user let go.
  case decelerating
  /// The app is moving it: an animated scroll to an id, offset or edge, or a spring-back.
  case animating

  /// Whether the content is moving at all.
  public var isScrolling: Bool { self != .idle }
}
