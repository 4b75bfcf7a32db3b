/// The pull-to-refresh rules as one pure function, so every run can be replayed and tested.
public enum PullStateMachine {
  /// The state after `event` happened at `time` (milliseconds on any monotonic clock), and what
  /// the caller must do about it.
  ///
  /// Time only moves through `time`: before and after the event, deadlines that have passed (the
  /// end of `finishing`, a wheel pull's automatic release) are applied, so `tick` is enough to let
  /// time pass.
  public static func transition(
    _ state: PullState, _ event: PullEvent, at time: Double, configuration: PullConfiguration
  ) -> (PullState, [PullEffect]) {
    var step = PullStep(state: state, configuration: configuration)
    step.advance(to: time)
    step.handle(event, at: time)
    // An event can itself start a deadline that is already due (a collapse of 0 ms).
    step.advance(to: time)
    return (step.state, step.effects)
  }

  /// The earliest time at which a `tick` would change `state`, or `nil` if only an event can:
  /// callers sleep until then instead of ticking every frame.
  public static func nextDeadline(_ state: PullState, configuration: PullConfiguration)
    -> Double?
  {
    var deadline: Double?
    if let notch = state.lastWheelNotchAt {
      deadline = notch + configuration.wheelWindowMilliseconds
    }
    if state.phase == .finishing, let since = state.finishingSince {
      let collapsed = since + configuration.collapseMilliseconds
      deadline = min(deadline ?? collapsed, collapsed)
    }
    return deadline
  }
}
