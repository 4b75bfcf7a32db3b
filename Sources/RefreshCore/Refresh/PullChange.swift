/// What one event did to a `PullToRefreshController`, as its `onChange` observers see it.
public struct PullChange: Sendable, Equatable {
  /// The event fed to the state machine.
  public var event: PullEvent
  /// The state before the event.
  public var previous: PullState
  /// The state after the event.
  public var state: PullState
  /// What the state machine asked for, in order; the controller has already carried them out.
  public var effects: [PullEffect]
  /// How the refresh that this event ended went, with its payload (new items, the error).
  public var outcome: RefreshOutcome?

  /// A change; the controller makes these.
  public init(
    event: PullEvent, previous: PullState, state: PullState, effects: [PullEffect],
    outcome: RefreshOutcome? = nil
  ) {
    self.event = event
    self.previous = previous
    self.state = state
    self.effects = effects
    self.outcome = outcome
  }

  /// Whether the phase changed, e.g. to announce "Refreshing".
  public var phaseChanged: Bool { previous.phase != state.phase }
}

/// The handle `onChange` returns; pass it to `removeObserver(_:)` to stop observing.
public struct PullObservation: Sendable, Hashable {
  let id: Int
}
