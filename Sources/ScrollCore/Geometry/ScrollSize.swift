/// A width and height in pixels: the content's or the viewport's.
public struct ScrollSize: Sendable, Equatable, Hashable {
  /// Extent along the horizontal axis.
  public var width: Double
  /// Extent along the vertical axis.
  public var height: Double

  /// Creates a size from its two extents.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// Both extents 0.
  public static let zero = ScrollSize(width: 0, height: 0)
}
