/// Feeds a recorded trace through the same state machine the widget uses, line by line, and says
/// what happened: phase changes and refreshes starting and ending.
///
/// Nothing runs a refresh action here, so a refresh ends only on a `finish` or `cancel` line.
public struct TraceReplayer: Sendable {
  /// The rules to replay under (threshold, trigger, policy, wheel).
  public var configuration: PullConfiguration
  /// The state after the lines fed so far.
  public private(set) var state = PullState()
  /// How many lines have been fed, blank ones included; the next line's number is this plus 1.
  public private(set) var linesRead = 0

  /// A replayer starting from the idle state.
  public init(configuration: PullConfiguration = PullConfiguration()) {
    self.configuration = configuration
  }

  /// Feeds the next line of the trace; blank lines are skipped. Throws, naming the line, when it
  /// is malformed, has an unknown event or lacks a field.
  public mutating func feed(line: some StringProtocol) throws(TraceLineError) -> [ReplayOutput] {
    linesRead += 1
    guard line.contains(where: { !$0.isWhitespace }) else { return [] }
    return feed(try TraceEvent(jsonLine: String(line), lineNumber: linesRead))
  }

  /// Feeds one event.
  public mutating func feed(_ traced: TraceEvent) -> [ReplayOutput] {
    let (next, effects) = PullStateMachine.transition(
      state, traced.event, at: traced.t, configuration: configuration)
    state = next
    return effects.compactMap { effect in
      switch effect {
      case .phaseChanged(_, let phase):
        .phase(t: traced.t, phase: phase, fraction: next.fraction)
      case .startRefresh(let n):
        .refreshStarted(t: traced.t, n: n)
      case .refreshEnded(let n, _):
        .refreshEnded(t: traced.t, n: n)
      case .cancelRefresh:
        nil
      }
    }
  }

  /// Replays a whole trace text under `configuration`.
  public static func replay(
    _ text: String, configuration: PullConfiguration = PullConfiguration()
  ) throws(TraceLineError) -> [ReplayOutput] {
    var replayer = TraceReplayer(configuration: configuration)
    var outputs: [ReplayOutput] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      outputs += try replayer.feed(line: line)
    }
    return outputs
  }
}
