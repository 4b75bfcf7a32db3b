/// One line `overshoot-cli replay` prints: a phase change or a refresh starting or ending.
public enum ReplayOutput: Sendable, Equatable, Hashable {
  /// `{"t":T,"phase":P,"fraction":F}`: the phase changed; `fraction` is the one after the event.
  case phase(t: Double, phase: PullPhase, fraction: Double)
  /// `{"t":T,"refresh":"start","n":N}`: the n-th refresh started.
  case refreshStarted(t: Double, n: Int)
  /// `{"t":T,"refresh":"end","n":N}`: the n-th refresh ended.
  case refreshEnded(t: Double, n: Int)

  /// The JSON line, without the newline; numbers rounded to 3 decimals so outputs diff cleanly.
  public var jsonLine: String {
    switch self {
    case .phase(let t, let phase, let fraction):
      "{\"t\":\(TraceNumber.format(t, decimals: 3)),\"phase\":\"\(phase.rawValue)\","
        + "\"fraction\":\(TraceNumber.format(fraction, decimals: 3))}"
    case .refreshStarted(let t, let n):
      "{\"t\":\(TraceNumber.format(t, decimals: 3)),\"refresh\":\"start\",\"n\":\(n)}"
    case .refreshEnded(let t, let n):
      "{\"t\":\(TraceNumber.format(t, decimals: 3)),\"refresh\":\"end\",\"n\":\(n)}"
    }
  }
}
