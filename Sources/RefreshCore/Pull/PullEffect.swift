/// Something the caller of `PullStateMachine.transition` must do or may announce.
public enum PullEffect: Sendable, Equatable, Hashable {
  /// Start refresh number `n` (numbered from 1): run the user's action.
  case startRefresh(Int)
  /// Cancel refresh number `n`, which is still running; `refreshEnded(n, .cancelled)` follows.
  case cancelRefresh(Int)
  /// Refresh number `n` is over for the state machine, with this result: each `startRefresh`
  /// has exactly one.
  case refreshEnded(Int, RefreshOutcomeKind)
  /// The phase changed; announce it, redraw the indicator.
  case phaseChanged(from: PullPhase, to: PullPhase)
}
