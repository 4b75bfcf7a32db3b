/// A pair of horizontal and vertical values in pixels: an offset, an overshoot or a velocity.
public struct ScrollPoint: Sendable, Equatable, Hashable {
  /// The horizontal part; positive to the right.
  public var x: Double
  /// The vertical part; positive downwards, as GTK's adjustments count.
  public var y: Double

  /// Creates a point from its two parts.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// Both parts 0.
  public static let zero = ScrollPoint(x: 0, y: 0)
}
