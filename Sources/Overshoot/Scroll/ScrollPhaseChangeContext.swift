import ScrollCore

/// What `onScrollPhaseChange`'s three-argument action gets besides the phases, as SwiftUI's
/// `ScrollPhaseChangeContext`.
public struct ScrollPhaseChangeContext: Sendable {
  /// The scroll geometry when the phase changed.
  public let geometry: ScrollGeometry
  /// How fast the content moves, in points per second, while the user moves it or it
  /// decelerates; nil otherwise.
  public let velocity: ScrollPoint?
}
