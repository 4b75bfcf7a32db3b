/// A pull-to-refresh as a widget uses it: the configuration, the state, the refresh coordinator
/// and the clock, with the state machine's effects carried out.
///
/// The widget translates GTK signals into `send(_:)` calls and draws `state`; everything else
/// (when to refresh, one at a time, collapsing, wheel windows) happens here or in the core.
///
/// A controller that goes away ends what it started: the refresh it runs is cancelled (its
/// outcome goes to nobody) and its next automatic tick is not waited for.
@MainActor
public final class PullToRefreshController {
  /// The rules; changing them applies from the next event.
  public var configuration: PullConfiguration {
    didSet { scheduleTick() }
  }
  /// The user's refresh; `nil` leaves each refresh running until `endRefreshing(_:)`.
  public var action: RefreshAction?
  /// Runs `action`, one at a time; adjust its timeout and minimum visible duration here.
  public let coordinator: RefreshCoordinator
  /// Receives every event fed to the state machine, with its time in milliseconds, so the widget
  /// can write `OVERSHOOT_TRACE` (see `TraceWriter`).
  public var traceRecorder: (@MainActor (PullEvent, Double) -> Void)?

  /// The state after the last event.
  public private(set) var state = PullState()
  /// How the last refresh ended, for "Updated just now" or an error line.
  public private(set) var lastOutcome: RefreshOutcome?

  private let now: @MainActor () -> Double
  private let clock: ElapsedClock
  private let automaticTicks: Bool
  private var observers: [Int: @MainActor (PullChange) -> Void] = [:]
  private var nextObserverID = 0
  private var inbox: [(event: PullEvent, outcome: RefreshOutcome?, context: (any Sendable)?)] = []
  private var isDispatching = false
  private var tickTask: Task<Void, Never>?
  private var tickDeadline: Double?
  /// The request the `queueOne` policy holds for after the running refresh.
  private var queuedRequest: RefreshRequest?

  /// A controller.
  ///
  /// - Parameters:
  ///   - now: milliseconds on a monotonic clock; by default `clock`'s time since the controller
  ///     was made.
  ///   - automaticTicks: whether to feed itself `tick`s when a deadline is due (collapse end,
  ///     wheel release); tests may turn it off and send `tick` themselves.
  ///   - clock: what automatic ticks sleep on, and `now` reads by default; tests pass one they
  ///     advance by hand.
  public init(
    configuration: PullConfiguration = PullConfiguration(),
    action: RefreshAction? = nil,
    coordinator: RefreshCoordinator = RefreshCoordinator(),
    now: (@MainActor () -> Double)? = nil,
    automaticTicks: Bool = true,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    let elapsedClock = ElapsedClock(clock)
    self.configuration = configuration
    self.action = action
    self.coordinator = coordinator
    self.now = now ?? { elapsedClock.elapsed().milliseconds }
    self.clock = elapsedClock
    self.automaticTicks = automaticTicks
  }

  isolated deinit {
    tickTask?.cancel()
    if let refresh = state.activeRefresh { coordinator.cancel(refresh) }
  }

  /// The phase, for drawing.
  public var phase: PullPhase { state.phase }
  /// Pull distance over threshold, unclamped, for drawing a custom indicator.
  public var fraction: Double { state.fraction }

  /// Feeds `event` to the state machine at the current time and carries out its effects.
  ///
  /// Safe to call from an observer: the event is handled once the current one is done.
  public func send(_ event: PullEvent) {
    enqueue(event, outcome: nil)
  }

  /// Starts a refresh as if asked by `source` (subject to the policy if one runs). The refresh
  /// it starts, if any, hands its action a ``RefreshRequest`` with `source` and `context` (an
  /// action made with `RefreshAction(countingFor:)` reads them); a request the policy turns
  /// away takes its context with it.
  public func beginRefreshing(
    source: RefreshRequestSource = .program, context: (any Sendable)? = nil
  ) {
    enqueue(.request(source: source), outcome: nil, context: context)
  }

  /// Ends the running refresh with `outcome`, like `UIRefreshControl.endRefreshing()`; for use
  /// without an `action`, or to cut an action short.
  public func endRefreshing(_ outcome: RefreshOutcome = .success(newItems: nil)) {
    enqueue(.finish(result: outcome.kind), outcome: outcome)
  }

  /// Cancels the running refresh (Esc, the view going away) or the pull in progress.
  public func cancel() {
    send(.cancel)
  }

  /// Calls `handler` after every event that changed the state or had effects.
  @discardableResult
  public func onChange(_ handler: @escaping @MainActor (PullChange) -> Void) -> PullObservation {
    nextObserverID += 1
    observers[nextObserverID] = handler
    return PullObservation(id: nextObserverID)
  }

  /// Stops calling the handler `observation` was returned for.
  public func removeObserver(_ observation: PullObservation) {
    observers[observation.id] = nil
  }

  // MARK: - Dispatch

  private func enqueue(
    _ event: PullEvent, outcome: RefreshOutcome?, context: (any Sendable)? = nil
  ) {
    inbox.append((event, outcome, context))
    guard !isDispatching else { return }
    isDispatching = true
    defer { isDispatching = false }
    while !inbox.isEmpty {
      let next = inbox.removeFirst()
      dispatch(next.event, outcome: next.outcome, context: next.context)
    }
    scheduleTick()
  }

  private func dispatch(_ event: PullEvent, outcome: RefreshOutcome?, context: (any Sendable)?) {
    let time = now()
    traceRecorder?(event, time)
    let previous = state
    let (next, effects) = PullStateMachine.transition(
      previous, event, at: time, configuration: configuration)
    state = next
    var ended: RefreshOutcome?
    var request = RefreshRequest(trigger: .pull)
    if case .request(let source) = event {
      request = RefreshRequest(trigger: .request(source), context: context)
    }
    // A request the `queueOne` policy set aside starts its refresh when the running one ends.
    if previous.isRefreshQueued, !next.isRefreshQueued {
      if let queued = queuedRequest, next.activeRefresh != nil { request = queued }
      queuedRequest = nil
    } else if next.isRefreshQueued, !previous.isRefreshQueued {
      queuedRequest = request
    }
    for effect in effects {
      if let result = perform(effect, outcome: outcome, request: request) { ended = result }
    }
    guard next != previous || !effects.isEmpty else { return }
    let change = PullChange(
      event: event, previous: previous, state: next, effects: effects, outcome: ended)
    for handler in observers.sorted(by: { $0.key < $1.key }).map(\.value) { handler(change) }
  }

  /// Carries out one effect; returns the outcome when it is the end of a refresh.
  private func perform(
    _ effect: PullEffect, outcome: RefreshOutcome?, request: RefreshRequest
  ) -> RefreshOutcome? {
    switch effect {
    case .startRefresh(let n):
      guard let action else { return nil }
      let started = coordinator.start(n, action: action.started(by: request)) {
        [weak self] outcome in
        self?.refreshDidEnd(n, outcome)
      }
      if !started {
        let busy = RefreshFailure(RefreshCoordinatorBusyError())
        enqueue(.finish(result: .failure), outcome: .failure(busy))
      }
      return nil
    case .cancelRefresh(let n):
      coordinator.cancel(n)
      return nil
    case .refreshEnded(let n, let kind):
      // Ended by the state machine (cancel, restart, `endRefreshing`) while the action still
      // runs: stop it; its late report is ignored because `n` is no longer active.
      coordinator.cancel(n)
      let result = outcome.flatMap { $0.kind == kind ? $0 : nil } ?? RefreshOutcome(kind)
      lastOutcome = result
      return result
    case .phaseChanged:
      return nil
    }
  }

  private func refreshDidEnd(_ n: Int, _ outcome: RefreshOutcome) {
    guard state.activeRefresh == n else { return }
    enqueue(.finish(result: outcome.kind), outcome: outcome)
  }

  // MARK: - Time

  /// Sleeps until the next deadline of the state machine, then ticks, so collapse and wheel
  /// release happen without anyone sending events.
  private func scheduleTick() {
    guard automaticTicks else { return }
    let deadline = PullStateMachine.nextDeadline(state, configuration: configuration)
    guard deadline != tickDeadline else { return }
    tickTask?.cancel()
    tickTask = nil
    tickDeadline = deadline
    guard let deadline else { return }
    let delay = Duration.milliseconds(exactly: max(0, deadline - now()))
    let clock = self.clock
    tickTask = Task { @MainActor [weak self] in
      guard (try? await clock.sleep(delay)) != nil, let self else { return }
      self.tickDeadline = nil
      self.send(.tick)
    }
  }
}

/// The error a refresh fails with if the coordinator is still busy with another (a bug guard).
public struct RefreshCoordinatorBusyError: Error, Sendable, Equatable, CustomStringConvertible {
  /// "another refresh is still running".
  public var description: String { "another refresh is still running" }
}

extension RefreshOutcome {
  /// An outcome without payload for `kind`, when only the kind is known.
  init(_ kind: RefreshOutcomeKind) {
    switch kind {
    case .success: self = .success(newItems: nil)
    case .failure: self = .failure(RefreshFailure(RefreshOutcomeUnknownError()))
    case .cancelled: self = .cancelled
    }
  }
}

/// The error of a failure known only by its kind (e.g. replayed from a trace).
struct RefreshOutcomeUnknownError: Error, CustomStringConvertible {
  var description: String { "the refresh failed" }
}
