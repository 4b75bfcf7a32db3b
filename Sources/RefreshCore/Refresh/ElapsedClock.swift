/// Any `Clock` measured from when this was made, as the coordinator and the controller read time
/// and sleep: time since the start and a sleep for a duration are all they need. Erasing the
/// clock's `Instant` type here keeps them non-generic, so their API stays as it was.
struct ElapsedClock: Sendable {
  /// How long since this was made, on the clock.
  let elapsed: @Sendable () -> Duration
  /// Suspends for `duration` on the clock; throws `CancellationError` when the task is cancelled.
  let sleep: @Sendable (Duration) async throws -> Void

  /// Reads and sleeps on `clock`, from now.
  init<C: Clock<Duration>>(_ clock: C) {
    let origin = clock.now
    elapsed = { origin.duration(to: clock.now) }
    sleep = { try await clock.sleep(for: $0) }
  }
}
