/// Runs refresh actions on the main actor, exactly one at a time, with cancellation, a timeout and
/// a minimum visible duration, and reports each one's outcome once.
///
/// Cancelling or timing out reports at once (the spinner goes away), but an action that ignores
/// cancellation still holds the coordinator: the next refresh waits until it returns, so two
/// actions never overlap.
///
/// A coordinator that goes away (its owner released it) cancels the refresh it runs and reports
/// it cancelled, like ``cancel(_:)``: its tasks hold it weakly, so work nobody waits for ends
/// rather than keeping itself alive.
@MainActor
public final class RefreshCoordinator {
  /// How long an action may run before it is cancelled and reported as a failure; `nil` for never.
  public var timeout: Duration?
  /// The shortest time between start and a success or failure report, so a fast refresh does not
  /// make the spinner blink. Cancellation is reported at once.
  public var minimumVisibleDuration: Duration

  private var current: RefreshRun?
  private var waiting: RefreshRun?
  private let clock: ElapsedClock

  /// A coordinator; the defaults suit a network fetch. `clock` measures the timeout and the
  /// minimum visible duration; tests pass one they advance by hand.
  public init(
    timeout: Duration? = .seconds(60), minimumVisibleDuration: Duration = .milliseconds(500),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.timeout = timeout
    self.minimumVisibleDuration = minimumVisibleDuration
    self.clock = ElapsedClock(clock)
  }

  isolated deinit {
    cancel()
  }

  /// The identifier of the refresh whose outcome is still to be reported, if any.
  public var refreshInProgress: Int? {
    if let waiting { return waiting.id }
    if let current, !current.isReported { return current.id }
    return nil
  }

  /// Whether an action's task is still alive, reported or not (a cancelled action winding down).
  public var isActionRunning: Bool { current != nil }

  /// Starts refresh `id` running `action`, then calls `completion` once with its outcome.
  ///
  /// Returns `false`, and does nothing, while another refresh is in progress: one at a time. If a
  /// cancelled action is still winding down, this one starts as soon as it returns.
  @discardableResult
  public func start(
    _ id: Int, action: RefreshAction,
    completion: @escaping @MainActor (RefreshOutcome) -> Void
  ) -> Bool {
    guard refreshInProgress == nil else { return false }
    let run = RefreshRun(id: id, action: action, completion: completion)
    if current == nil { launch(run) } else { waiting = run }
    return true
  }

  /// Runs `action` as refresh `id` and returns its outcome, or `nil` if another one is in progress.
  public func run(_ id: Int, action: RefreshAction) async -> RefreshOutcome? {
    await withCheckedContinuation { continuation in
      let started = start(id, action: action) { continuation.resume(returning: $0) }
      if !started { continuation.resume(returning: nil) }
    }
  }

  /// Cancels refresh `id` (or whichever is in progress, if `nil`) and reports it cancelled now.
  public func cancel(_ id: Int? = nil) {
    if let run = waiting, id == nil || id == run.id {
      waiting = nil
      report(run, .cancelled)
    }
    if let run = current, !run.isReported, id == nil || id == run.id {
      run.timer?.cancel()
      run.work?.cancel()
      report(run, .cancelled)
    }
  }

  private func launch(_ run: RefreshRun) {
    current = run
    let startedAt = clock.elapsed()
    // The coordinator keeps the run (`current`) and the run its tasks; the tasks hold both
    // weakly. Held strongly, a run holding the task whose closure holds the run (and the
    // coordinator) kept all of it alive while the action waited: for ever for an action waiting
    // on something nobody will finish, as LeakSanitizer found. Now the coordinator going away
    // cancels its tasks (deinit), and the action's task ends.
    let action = run.action
    run.work = Task { @MainActor [weak self, weak run] in
      let outcome: RefreshOutcome
      do {
        outcome = .success(newItems: try await action().newItems)
      } catch {
        outcome = Task.isCancelled ? .cancelled : .failure(RefreshFailure(error))
      }
      guard let self, let run else { return }
      await self.actionReturned(run, outcome, startedAt: startedAt)
    }
    if let timeout {
      let clock = self.clock
      run.timer = Task { @MainActor [weak self, weak run] in
        guard (try? await clock.sleep(timeout)) != nil, let self, let run else { return }
        self.timedOut(run, after: timeout)
      }
    }
  }

  private func actionReturned(
    _ run: RefreshRun, _ outcome: RefreshOutcome, startedAt: Duration
  ) async {
    run.timer?.cancel()
    if !run.isReported && outcome != .cancelled {
      let remaining = minimumVisibleDuration - (clock.elapsed() - startedAt)
      // Cancelled meanwhile: the sleep throws and the report below is skipped as already made.
      if remaining > .zero { try? await clock.sleep(remaining) }
    }
    if !run.isReported { report(run, outcome) }
    current = nil
    if let next = waiting {
      waiting = nil
      launch(next)
    }
  }

  private func timedOut(_ run: RefreshRun, after timeout: Duration) {
    guard current === run, !run.isReported else { return }
    run.work?.cancel()
    report(run, .failure(RefreshFailure(RefreshTimeoutError(timeout: timeout))))
  }

  private func report(_ run: RefreshRun, _ outcome: RefreshOutcome) {
    run.isReported = true
    run.completion(outcome)
  }
}

/// One refresh handed to the coordinator; a class because its tasks refer back to it.
@MainActor
private final class RefreshRun {
  let id: Int
  let action: RefreshAction
  let completion: @MainActor (RefreshOutcome) -> Void
  var isReported = false
  var work: Task<Void, Never>?
  var timer: Task<Void, Never>?

  init(id: Int, action: RefreshAction, completion: @escaping @MainActor (RefreshOutcome) -> Void) {
    self.id = id
    self.action = action
    self.completion = completion
  }
}
