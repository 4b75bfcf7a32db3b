/// Scroll velocity in pixels per second from timestamped offsets.
///
/// A least-squares slope over the samples of the last `window` seconds: steadier than the last
/// two samples (wheel notches and frame jitter make single deltas jumpy) yet quick to follow a
/// change of direction. Once no sample has come for `idleTimeout`, the velocity is 0, because
/// a view that stopped sending offsets has stopped moving.
public struct VelocityEstimator: Sendable, Equatable {
  /// How far back samples count, in seconds.
  public var window: Double
  /// How long without a sample before the velocity reads 0, in seconds.
  public var idleTimeout: Double
  private var samples: [Sample] = []

  private struct Sample: Sendable, Equatable {
    var time: Double
    var offset: ScrollPoint
  }

  /// Creates an estimator; the defaults suit 60–144 Hz frame clocks and wheel events.
  public init(window: Double = 0.1, idleTimeout: Double = 0.1) {
    self.window = window
    self.idleTimeout = idleTimeout
  }

  /// Records that the offset was `offset` at `time` (monotonic seconds, e.g. a frame clock's
  /// frame time divided by 1,000,000).
  ///
  /// A time earlier than the last sample means a new clock or a reset: history is dropped.
  public mutating func add(_ offset: ScrollPoint, at time: Double) {
    if let last = samples.last, time < last.time {
      samples.removeAll(keepingCapacity: true)
    }
    samples.append(Sample(time: time, offset: offset))
    let oldest = time - window
    if let firstKept = samples.firstIndex(where: { $0.time >= oldest }), firstKept > 0 {
      samples.removeFirst(firstKept)
    }
  }

  /// The velocity at `time`, in pixels per second; 0 with fewer than two recent samples or once
  /// the view has been still for `idleTimeout`.
  public func velocity(at time: Double) -> ScrollPoint {
    guard let last = samples.last, time - last.time <= idleTimeout, samples.count >= 2 else {
      return .zero
    }
    let count = Double(samples.count)
    let meanTime = samples.reduce(0) { $0 + $1.time } / count
    let meanX = samples.reduce(0) { $0 + $1.offset.x } / count
    let meanY = samples.reduce(0) { $0 + $1.offset.y } / count
    var spread = 0.0
    var slopeX = 0.0
    var slopeY = 0.0
    for sample in samples {
      let dt = sample.time - meanTime
      spread += dt * dt
      slopeX += dt * (sample.offset.x - meanX)
      slopeY += dt * (sample.offset.y - meanY)
    }
    guard spread > 0 else { return .zero }
    return ScrollPoint(x: slopeX / spread, y: slopeY / spread)
  }

  /// Forgets all samples, e.g. after a programmatic jump that is not motion.
  public mutating func reset() {
    samples.removeAll(keepingCapacity: true)
  }
}
