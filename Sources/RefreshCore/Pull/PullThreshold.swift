/// How far a pull must go, past the top edge, to arm a refresh.
public enum PullThreshold: Sendable, Equatable, Hashable {
  /// A fixed distance in points (GTK logical pixels).
  case points(Double)
  /// A fraction of the viewport height, e.g. `0.15` for 15 %.
  case fractionOfViewport(Double)

  /// The default: 80 points, like a phone's pull, clamped to the viewport by `resolved(viewport:)`.
  public static let standard = PullThreshold.points(80)

  /// Viewport height assumed before the first geometry arrives.
  static let assumedViewport = 600.0

  /// The threshold in points for a viewport of `viewport` points (or an assumed 600 if unknown).
  ///
  /// Never below 1 point, so the fraction stays finite, and never beyond the viewport's height,
  /// because a pull the user cannot see the end of would never arm.
  public func resolved(viewport: Double?) -> Double {
    let height = viewport.flatMap { $0 > 0 && $0.isFinite ? $0 : nil } ?? Self.assumedViewport
    let raw: Double
    switch self {
    case .points(let points): raw = points
    case .fractionOfViewport(let fraction): raw = fraction * height
    }
    guard raw.isFinite else { return height }
    return max(1, min(raw, height))
  }
}
