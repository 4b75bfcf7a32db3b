/// The scrolled content's geometry as last seen by the state machine, in points.
public struct PullGeometry: Sendable, Equatable, Hashable {
  /// Height of the visible area.
  public var viewport: Double
  /// Height of the whole content.
  public var content: Double
  /// Scroll offset from the top; 0 (or less, mid-bounce) at the top.
  public var offset: Double

  /// A geometry from its three heights.
  public init(viewport: Double, content: Double, offset: Double) {
    self.viewport = viewport
    self.content = content
    self.offset = offset
  }

  /// Whether a pull can count: the content is at its top, or too short to scroll at all.
  public var isAtTop: Bool { offset <= 0 || content <= viewport }
}
