/// One run of `PullStateMachine.transition`: the state being changed and the effects so far.
///
/// A mutable struct rather than nested returns keeps every rule a short method, and appends
/// effects in the order they happen.
struct PullStep {
  var state: PullState
  let configuration: PullConfiguration
  var effects: [PullEffect] = []

  init(state: PullState, configuration: PullConfiguration) {
    self.state = state
    self.configuration = configuration
    // The configuration may have changed since the last event; the threshold follows it.
    self.state.threshold = configuration.threshold.resolved(viewport: state.geometry?.viewport)
  }

  /// Applies the deadlines that have passed by `time`.
  mutating func advance(to time: Double) {
    if let notch = state.lastWheelNotchAt, time - notch >= configuration.wheelWindowMilliseconds {
      // A wheel has no "finger lifted": a quiet window is its release.
      release(at: time)
      settle(at: time)
    }
    if state.phase == .finishing, let since = state.finishingSince,
      time - since >= configuration.collapseMilliseconds
    {
      setPhase(.idle, at: time)
      settle(at: time)
    }
  }

  mutating func handle(_ event: PullEvent, at time: Double) {
    switch event {
    case .geometry(let viewport, let content, let offset):
      geometry(viewport: viewport, content: content, offset: offset, at: time)
    case .pull(let dy, let source):
      pull(dy: dy, source: source, at: time)
    case .release:
      release(at: time)
      settle(at: time)
    case .overshoot(let edge):
      overshoot(edge: edge, at: time)
    case .request:
      trigger(at: time)
    case .finish(let result):
      finish(result, at: time)
    case .cancel:
      cancel(at: time)
    case .tick:
      break
    }
  }

  // MARK: - Events

  private mutating func geometry(viewport: Double, content: Double, offset: Double, at time: Double)
  {
    guard viewport.isFinite, content.isFinite, offset.isFinite else { return }
    state.geometry = PullGeometry(viewport: viewport, content: content, offset: offset)
    state.threshold = configuration.threshold.resolved(viewport: viewport)
    // Scrolled away from the top: whatever was pulled is gone, but this never triggers anything,
    // so momentum and programmatic scrolling cannot start a refresh.
    if !state.isAtTop { state.distance = 0 }
    settle(at: time)
  }

  private mutating func pull(dy: Double, source: PullSource, at time: Double) {
    guard dy.isFinite else { return }
    var dy = dy
    if !state.isAtTop {
      // A pull that starts a few pixels below the top scrolls those pixels first; only the rest
      // pulls, so the reader loses no more than the distance to the top.
      let toTop = state.geometry?.offset ?? 0
      guard dy > toTop else { return }
      dy -= toTop
    }
    if source == .wheel && !configuration.wheelPullsEnabled { return }
    state.distance = max(0, state.distance + dy)
    state.isGestureActive = true
    state.lastWheelNotchAt = source == .wheel ? time : nil
    if state.distance == 0 { state.needsRest = false }
    settle(at: time)
    if configuration.trigger == .onThreshold { triggerIfPastThreshold(at: time) }
  }

  private mutating func overshoot(edge: OvershootEdge, at time: Double) {
    // GTK only emits edge-overshot for user input, and at the top it means a 100 px overscroll our
    // own measurement may lag behind; it counts only inside a pull we are tracking.
    guard edge == .top, state.isGestureActive, state.isAtTop, !state.needsRest else { return }
    state.distance = max(state.distance, state.threshold)
    settle(at: time)
    if configuration.trigger == .onThreshold { triggerIfPastThreshold(at: time) }
  }

  /// Ends the gesture; with the default trigger, an armed pull starts its refresh here.
  mutating func release(at time: Double) {
    let wasArmed =
      state.isGestureActive && !state.needsRest && state.isAtTop
      && state.distance >= state.threshold
    state.isGestureActive = false
    state.lastWheelNotchAt = nil
    if configuration.trigger == .onRelease && wasArmed { trigger(at: time) }
    state.distance = 0
    state.needsRest = false
  }

  private mutating func finish(_ result: RefreshOutcomeKind, at time: Double) {
    guard let n = state.activeRefresh else { return }
    effects.append(.refreshEnded(n, result))
    state.activeRefresh = nil
    if state.isRefreshQueued {
      state.isRefreshQueued = false
      startRefresh(at: time)
    } else {
      endRefreshing(at: time)
    }
  }

  private mutating func cancel(at time: Double) {
    if let n = state.activeRefresh {
      cancelRefresh(n)
      state.isRefreshQueued = false
      endRefreshing(at: time)
    } else if state.distance > 0 {
      // Esc mid-pull abandons it; the gesture must come to rest before it can arm again.
      state.distance = 0
      state.needsRest = state.isGestureActive
      settle(at: time)
    }
  }

  // MARK: - Rules

  private mutating func triggerIfPastThreshold(at time: Double) {
    guard state.isGestureActive, !state.needsRest, state.distance >= state.threshold else { return }
    trigger(at: time)
    // One pull, one trigger: holding or overpulling does not trigger again.
    state.needsRest = true
  }

  /// A pull, key, button or call asks for a refresh: start one, or follow the policy if one runs.
  private mutating func trigger(at time: Double) {
    guard let running = state.activeRefresh else {
      startRefresh(at: time)
      return
    }
    switch configuration.policy {
    case .ignore:
      break
    case .cancelAndRestart:
      cancelRefresh(running)
      startRefresh(at: time)
    case .queueOne:
      state.isRefreshQueued = true
    }
  }

  private mutating func startRefresh(at time: Double) {
    state.refreshCount += 1
    state.activeRefresh = state.refreshCount
    setPhase(.refreshing, at: time)
    effects.append(.startRefresh(state.refreshCount))
  }

  private mutating func cancelRefresh(_ n: Int) {
    effects.append(.cancelRefresh(n))
    effects.append(.refreshEnded(n, .cancelled))
    state.activeRefresh = nil
  }

  private mutating func endRefreshing(at time: Double) {
    // The finger that is still down when the refresh ends must lift (or come back) first, or a
    // long pull would refresh again the moment the first refresh ends.
    if state.isGestureActive && state.distance > 0 { state.needsRest = true }
    setPhase(.finishing, at: time)
  }

  /// Puts a non-refreshing phase in line with the distance: pulling, armed, or back to idle.
  private mutating func settle(at time: Double) {
    let canPull = state.distance > 0 && !state.needsRest
    switch state.phase {
    case .refreshing:
      return
    case .finishing:
      // A fresh pull interrupts the collapse; anything else lets it run out.
      guard canPull else { return }
    case .idle, .pulling, .armed:
      break
    }
    let next: PullPhase =
      !canPull ? .idle : state.distance >= state.threshold ? .armed : .pulling
    setPhase(next, at: time)
  }

  private mutating func setPhase(_ phase: PullPhase, at time: Double) {
    guard phase != state.phase else { return }
    effects.append(.phaseChanged(from: state.phase, to: phase))
    state.phase = phase
    state.finishingSince = phase == .finishing ? time : nil
  }
}
