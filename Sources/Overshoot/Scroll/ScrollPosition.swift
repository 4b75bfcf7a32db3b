import ScrollCore

/// Where a scroll view is scrolled to, as SwiftUI's `ScrollPosition` (iOS 18): bind it with
/// `.scrollPosition($position)`, then `position.scrollTo(edge: .bottom)`,
/// `position.scrollTo(id: 42)` or `position.scrollTo(y: 120)` scrolls there. When the user
/// scrolls, it holds the id of the top-most row (or `.id(_:)` view) and `isPositionedByUser`.
public struct ScrollPosition: Equatable, Sendable {
  /// What the position names.
  enum Target: Equatable, @unchecked Sendable {
    case none
    case edge(Edge)
    case view(AnyHashable, anchor: UnitPoint?)
    case point(x: Double?, y: Double?)
  }

  var target: Target
  /// Bumped by every `scrollTo`, so asking for the same place again scrolls again.
  var request = 0
  /// The animation `withAnimation` set around the last `scrollTo`, if any.
  var animation: Animation?

  /// Whether the user put the content where it is (scrolling), not the app.
  public internal(set) var isPositionedByUser = false

  /// A position with nothing asked for yet, as SwiftUI's `ScrollPosition(idType:)`.
  public init<ID: Hashable>(idType: ID.Type = Never.self) { target = .none }

  /// A position at `edge` of the content.
  public init(edge: Edge) { target = .edge(edge) }

  /// A position showing the row or view with `id` at `anchor`.
  public init(id: some Hashable, anchor: UnitPoint? = nil) {
    target = .view(AnyHashable(id), anchor: anchor)
  }

  /// A position at the content offset (`x`, `y`); a nil coordinate stays where it is.
  public init(x: Double? = nil, y: Double? = nil) { target = .point(x: x, y: y) }

  /// A position at the content offset `point`.
  public init(point: ScrollPoint) { target = .point(x: point.x, y: point.y) }

  /// Scrolls to `edge` of the content.
  public mutating func scrollTo(edge: Edge) { ask(.edge(edge)) }

  /// Scrolls so the row or view with `id` sits at `anchor` (nil: as little as shows it).
  public mutating func scrollTo(id: some Hashable, anchor: UnitPoint? = nil) {
    ask(.view(AnyHashable(id), anchor: anchor))
  }

  /// Scrolls to the content offset `point`.
  public mutating func scrollTo(point: ScrollPoint) { ask(.point(x: point.x, y: point.y)) }

  /// Scrolls to the content offset (`x`, `y`).
  public mutating func scrollTo(x: Double, y: Double) { ask(.point(x: x, y: y)) }

  /// Scrolls vertically to the content offset `y`.
  public mutating func scrollTo(y: Double) { ask(.point(x: nil, y: y)) }

  /// Scrolls horizontally to the content offset `x`.
  public mutating func scrollTo(x: Double) { ask(.point(x: x, y: nil)) }

  /// The edge asked for, if the position names one.
  public var edge: Edge? {
    if case .edge(let edge) = target { return edge }
    return nil
  }

  /// The id of the row or view the position names: asked for, or the top-most one on screen
  /// after the user scrolled.
  public var viewID: AnyHashable? {
    if case .view(let id, _) = target { return id }
    return nil
  }

  /// The id the position names, if it has type `ID`.
  public func viewID<ID: Hashable>(type: ID.Type) -> ID? { viewID?.base as? ID }

  /// The content offset the position names (asked for, or where the user scrolled content
  /// without ids); a coordinate not asked for reads as 0.
  public var point: ScrollPoint? {
    if case .point(let x, let y) = target { return ScrollPoint(x: x ?? 0, y: y ?? 0) }
    return nil
  }

  private mutating func ask(_ newTarget: Target) {
    target = newTarget
    request += 1
    animation = Animation.current
    isPositionedByUser = false
  }

  /// The position the user scrolled to: the top-most id, or the offset when there is none.
  static func user(id: AnyHashable?, offset: ScrollPoint, request: Int) -> ScrollPosition {
    var position = ScrollPosition()
    position.target = id.map { .view($0, anchor: .top) } ?? .point(x: offset.x, y: offset.y)
    position.request = request
    position.isPositionedByUser = true
    return position
  }
}
