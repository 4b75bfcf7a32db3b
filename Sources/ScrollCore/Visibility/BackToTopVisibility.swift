/// Whether the "Back to top" button shows: once the reader is more than a screen down, and
/// not again after returning near the top. A visibility model; the button itself is the app's.
///
/// Showing and hiding at different offsets (hysteresis) keeps the button from flickering when
/// the reader rests around the threshold.
public struct BackToTopVisibility: Sendable, Equatable {
  /// Shown once the offset exceeds this many viewport heights.
  public var showAfter: Double
  /// Hidden once the offset drops below this many viewport heights.
  public var hideBelow: Double
  /// Whether the button is shown.
  public private(set) var isVisible = false

  /// A hidden button; `hideBelow` must not exceed `showAfter`.
  public init(showAfter: Double = 1, hideBelow: Double = 0.5) {
    precondition(hideBelow <= showAfter, "the button must hide below where it shows")
    self.showAfter = showAfter
    self.hideBelow = hideBelow
  }

  /// Updates visibility for a vertical offset and viewport height; returns whether it changed.
  @discardableResult
  public mutating func update(offset: Double, viewportHeight: Double) -> Bool {
    let wasVisible = isVisible
    guard viewportHeight > 0 else {
      isVisible = false
      return wasVisible
    }
    let screens = offset / viewportHeight
    if screens > showAfter {
      isVisible = true
    } else if screens < hideBelow {
      isVisible = false
    }
    return isVisible != wasVisible
  }

  /// Updates visibility from a scroll geometry; returns whether it changed.
  @discardableResult
  public mutating func update(_ geometry: ScrollGeometry) -> Bool {
    update(offset: geometry.contentOffset.y, viewportHeight: geometry.containerSize.height)
  }

  /// The reader clicked the button: the app scrolls to the top, and the button hides on its own
  /// as the offset falls.
  public func clicked() -> PillEffect? {
    isVisible ? .scrollToTop : nil
  }
}
