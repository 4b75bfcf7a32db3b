/// Everything the pull-to-refresh state machine knows, as a value: the transition function takes
/// one and returns the next, so a run can be replayed, compared and tested without a display.
public struct PullState: Sendable, Equatable, Hashable {
  /// Where the pull-to-refresh is in its life.
  public var phase: PullPhase = .idle
  /// How far, in points, the current pull reaches past the top edge; never negative.
  public var distance: Double = 0
  /// The threshold in points, resolved against the last viewport height.
  public var threshold: Double = PullThreshold.standard.resolved(viewport: nil)
  /// Whether a pull gesture is in progress (pulls seen, no release yet).
  public var isGestureActive = false
  /// The current gesture may not trigger a refresh until it returns to rest (released, or pushed
  /// back to distance 0): it already triggered one, or a refresh ended while it was still pulling.
  public var needsRest = false
  /// Whether one more refresh waits for the running one to end (policy `queueOne`).
  public var isRefreshQueued = false
  /// How many refreshes have started; the n-th refresh is numbered n.
  public var refreshCount = 0
  /// The number of the running refresh, if one runs.
  public var activeRefresh: Int?
  /// The content geometry last seen; `nil` until the first `geometry` event.
  public var geometry: PullGeometry?
  /// When the last wheel notch of a pending wheel pull arrived, in milliseconds; `nil` when no
  /// wheel pull waits for its automatic release.
  public var lastWheelNotchAt: Double?
  /// When `finishing` began, in milliseconds; `nil` outside `finishing`.
  public var finishingSince: Double?

  /// The state before anything happened.
  public init() {}

  /// Pull distance over threshold, unclamped like Compose's `distanceFraction`: above 1 while
  /// overpulled, never negative.
  public var fraction: Double { distance / threshold }

  /// How far the indicator should sit below the top edge: the rubber-band of the pull distance
  /// against the viewport height.
  public var indicatorOffset: Double {
    RubberBand.offset(
      forDistance: distance,
      dimension: geometry.map(\.viewport).flatMap { $0 > 0 ? $0 : nil }
        ?? PullThreshold.assumedViewport)
  }

  /// Whether the content is at its top, so a pull counts; true until a geometry says otherwise.
  public var isAtTop: Bool { geometry?.isAtTop ?? true }
}
