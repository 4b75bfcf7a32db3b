/// Where a scroll view's content is and how it moves: the value behind
/// `onScrollGeometryChange`, as SwiftUI's `ScrollGeometry` with overshoot, velocity and phase.
///
/// Offset 0 means the content's first pixel is at the viewport's leading edge, whatever headers
/// or toolbars surround the view: the widget fills this from its adjustments (see
/// ``init(horizontal:vertical:overshoot:velocity:phase:)``), never from window coordinates.
public struct ScrollGeometry: Sendable, Equatable, Hashable {
  /// The viewport's position in the content, from the content's top-left corner; clamped to the
  /// scrollable range, with the part beyond an edge reported in ``overshoot``.
  public var contentOffset: ScrollPoint
  /// The whole content's size.
  public var contentSize: ScrollSize
  /// The viewport's size.
  public var containerSize: ScrollSize
  /// How far the content is pulled past an edge, signed per axis: negative past the top (or
  /// left) edge, positive past the bottom (or right) edge, 0 within range.
  ///
  /// GTK keeps its own overshoot private, so the widget measures the pull and reports it here.
  public var overshoot: ScrollPoint
  /// How fast the offset changes, in pixels per second; positive towards the bottom and right.
  public var velocity: ScrollPoint
  /// What is moving the content.
  public var phase: ScrollPhase
  /// Positions of the rows at least partly visible, for lists; nil for other content.
  public var visibleRange: Range<Int>?
  /// Id of the first row at least partly visible, when the list has ids.
  public var firstVisibleID: String?
  /// Id of the last row at least partly visible, when the list has ids.
  public var lastVisibleID: String?

  /// Creates a geometry; every part but the sizes defaults to rest.
  public init(
    contentOffset: ScrollPoint = .zero, contentSize: ScrollSize, containerSize: ScrollSize,
    overshoot: ScrollPoint = .zero, velocity: ScrollPoint = .zero, phase: ScrollPhase = .idle,
    visibleRange: Range<Int>? = nil, firstVisibleID: String? = nil, lastVisibleID: String? = nil
  ) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.containerSize = containerSize
    self.overshoot = overshoot
    self.velocity = velocity
    self.phase = phase
    self.visibleRange = visibleRange
    self.firstVisibleID = firstVisibleID
    self.lastVisibleID = lastVisibleID
  }

  /// Creates a geometry from the scrolled window's two adjustments.
  ///
  /// The offset is measured from each adjustment's `lower`, so it is 0 at the content's start
  /// even when `lower` is not.
  public init(
    horizontal: ScrollAdjustment, vertical: ScrollAdjustment, overshoot: ScrollPoint = .zero,
    velocity: ScrollPoint = .zero, phase: ScrollPhase = .idle
  ) {
    self.init(
      contentOffset: ScrollPoint(x: horizontal.offset, y: vertical.offset),
      contentSize: ScrollSize(width: horizontal.contentLength, height: vertical.contentLength),
      containerSize: ScrollSize(width: horizontal.pageSize, height: vertical.pageSize),
      overshoot: overshoot, velocity: velocity, phase: phase)
  }

  /// The largest offset on each axis; 0 on an axis whose content fits.
  public var maxContentOffset: ScrollPoint {
    ScrollPoint(
      x: Swift.max(0, contentSize.width - containerSize.width),
      y: Swift.max(0, contentSize.height - containerSize.height))
  }

  /// The axes whose content is larger than the viewport, so that they can scroll.
  ///
  /// Half a pixel of slack absorbs fractional layout sizes that GTK rounds away.
  public var overflowingAxes: ScrollAxes {
    var axes: ScrollAxes = []
    if contentSize.width > containerSize.width + 0.5 {
      axes.insert(.horizontal)
    }
    if contentSize.height > containerSize.height + 0.5 {
      axes.insert(.vertical)
    }
    return axes
  }

  /// Whether the viewport shows the content's top edge (or is pulled past it).
  public var isAtTop: Bool { contentOffset.y <= 0.5 }

  /// Whether the viewport shows the content's bottom edge (or is pulled past it).
  public var isAtBottom: Bool { contentOffset.y >= maxContentOffset.y - 0.5 }
}
