import Foundation
import RefreshCore
import Testing

/// The coordinator on a test clock: one at a time, timeout, cancel, minimum visible. Durations
/// are logical, so the assertions hold however slowly the machine runs the tasks.
@MainActor @Suite struct RefreshCoordinatorTests {
  struct Offline: LocalizedError {
    var errorDescription: String? { "The server is offline" }
  }

  let clock = TestClock()

  func makeCoordinator(
    timeout: Duration? = nil, minimumVisibleDuration: Duration = .zero
  ) -> RefreshCoordinator {
    RefreshCoordinator(
      timeout: timeout, minimumVisibleDuration: minimumVisibleDuration, clock: clock)
  }

  /// An action that sleeps ten seconds on the test clock and notes in `probe` that it was
  /// cancelled.
  func sleepsUntilCancelled(noting probe: ActionProbe) -> RefreshAction {
    let clock = clock
    return RefreshAction {
      do {
        try await clock.sleep(for: .seconds(10))
      } catch {
        probe.sawCancellation = true
        throw error
      }
    }
  }

  @Test func reportsSuccessWithTheNewItemCount() async {
    let coordinator = makeCoordinator()
    let outcome = await coordinator.run(1, action: RefreshAction(counting: { 3 }))
    #expect(outcome == .success(newItems: 3))
    #expect(outcome?.description == "success (3 new)")
  }

  @Test func reportsFailureWithTheErrorAndItsMessage() async {
    let coordinator = makeCoordinator()
    let outcome = await coordinator.run(1, action: RefreshAction { throw Offline() })
    guard case .failure(let failure) = outcome else {
      Issue.record("expected a failure, got \(String(describing: outcome))")
      return
    }
    #expect(failure.message == "The server is offline")
    #expect(failure.error is Offline)
    #expect(outcome?.kind == .failure)
  }

  @Test func runsExactlyOneAtATime() async {
    let coordinator = makeCoordinator()
    let probe = ActionProbe()
    let clock = clock
    let action = RefreshAction {
      probe.enter()
      defer { probe.leave() }
      try await clock.sleep(for: .milliseconds(30))
    }
    var outcomes: [Int: RefreshOutcome] = [:]
    #expect(coordinator.start(1, action: action) { outcomes[1] = $0 })
    #expect(!coordinator.start(2, action: action) { outcomes[2] = $0 })
    #expect(coordinator.refreshInProgress == 1)
    await waitUntil { clock.sleeperCount == 1 }
    clock.advance(by: .milliseconds(30))
    await waitUntil { outcomes[1] != nil }
    #expect(coordinator.start(3, action: action) { outcomes[3] = $0 })
    await waitUntil { clock.sleeperCount == 1 }
    clock.advance(by: .milliseconds(30))
    await waitUntil { outcomes[3] != nil }
    #expect(outcomes == [1: .success(newItems: nil), 3: .success(newItems: nil)])
    #expect(probe.mostAtOnce == 1)
  }

  @Test func aTimeoutCancelsTheActionAndReportsAFailure() async {
    let coordinator = makeCoordinator(timeout: .milliseconds(40))
    let probe = ActionProbe()
    let clock = clock
    var outcome: RefreshOutcome?
    coordinator.start(
      1,
      action: RefreshAction {
        do { try await clock.sleep(for: .seconds(10)) } catch {
          probe.sawCancellation = true
          throw error
        }
      }
    ) { outcome = $0 }
    await waitUntil { clock.sleeperCount == 2 }  // The timeout and the action.
    clock.advance(by: .milliseconds(39))
    #expect(outcome == nil)
    clock.advance(by: .milliseconds(1))
    await waitUntil { outcome != nil }
    guard case .failure(let failure) = outcome else {
      Issue.record("expected a timeout, got \(String(describing: outcome))")
      return
    }
    #expect(failure.isTimeout)
    #expect(failure.message == "timed out after 40 ms")
    await waitUntil { probe.sawCancellation && !coordinator.isActionRunning }
  }

  @Test func cancelReportsCancelledAtOnceAndCancelsTheAction() async {
    let coordinator = makeCoordinator(minimumVisibleDuration: .seconds(5))
    let probe = ActionProbe()
    let clock = clock
    var outcome: RefreshOutcome?
    coordinator.start(
      1,
      action: sleepsUntilCancelled(noting: probe)
    ) { outcome = $0 }
    await Task.yield()
    coordinator.cancel()
    #expect(outcome == .cancelled)
    #expect(coordinator.refreshInProgress == nil)
    await waitUntil { probe.sawCancellation && !coordinator.isActionRunning }
    #expect(outcome == .cancelled)
    #expect(clock.now.offset == .zero)
  }

  @Test func theNextRefreshWaitsForACancelledActionThatIgnoresCancellation() async {
    let coordinator = makeCoordinator()
    let probe = ActionProbe()
    let stubborn = RefreshAction {
      probe.enter()
      // Ignores cancellation on purpose, like a blocking library call.
      while !probe.letGo { await Task.yield() }
      probe.leave()
    }
    var outcomes: [Int: RefreshOutcome] = [:]
    coordinator.start(1, action: stubborn) { outcomes[1] = $0 }
    await Task.yield()
    coordinator.cancel(1)
    #expect(outcomes[1] == .cancelled)
    #expect(coordinator.start(2, action: stubborn) { outcomes[2] = $0 })
    // However long this waits, the first action holds the coordinator until it is let go.
    for _ in 0..<20 { await Task.yield() }
    #expect(coordinator.isActionRunning)
    #expect(outcomes[2] == nil)
    probe.letGo = true
    await waitUntil { outcomes[2] != nil }
    #expect(outcomes[2] == .success(newItems: nil))
    #expect(probe.mostAtOnce == 1)
    #expect(probe.runs == 2)
  }

  @Test func aFastRefreshStaysVisibleForTheMinimumDuration() async {
    let coordinator = makeCoordinator(minimumVisibleDuration: .milliseconds(120))
    let clock = clock
    var reportedAt: Duration?
    var outcome: RefreshOutcome?
    coordinator.start(1, action: RefreshAction {}) {
      outcome = $0
      reportedAt = clock.now.offset
    }
    await waitUntil { clock.sleeperCount == 1 }  // The action returned; the rest is held.
    clock.advance(by: .milliseconds(119))
    #expect(outcome == nil)
    clock.advance(by: .milliseconds(1))
    await waitUntil { outcome != nil }
    #expect(outcome == .success(newItems: nil))
    #expect(reportedAt == .milliseconds(120))
  }

  @Test func aCoordinatorThatGoesAwayCancelsItsActionAndReportsIt() async {
    let probe = ActionProbe()
    let clock = clock
    var outcome: RefreshOutcome?
    var coordinator: RefreshCoordinator? = makeCoordinator(timeout: .seconds(60))
    weak let released = coordinator
    coordinator?.start(
      1,
      action: sleepsUntilCancelled(noting: probe)
    ) { outcome = $0 }
    await waitUntil { clock.sleeperCount == 2 }  // The timeout and the action.
    coordinator = nil
    // Its tasks held it before: released, it cancelled nothing and the action slept on.
    #expect(released == nil)
    #expect(outcome == .cancelled)
    await waitUntil { probe.sawCancellation && clock.sleeperCount == 0 }
  }

  @Test func aSlowRefreshIsNotHeldLonger() async {
    let coordinator = makeCoordinator(minimumVisibleDuration: .milliseconds(20))
    let clock = clock
    var reportedAt: Duration?
    coordinator.start(
      1, action: RefreshAction { try await clock.sleep(for: .milliseconds(60)) }
    ) { _ in reportedAt = clock.now.offset }
    await waitUntil { clock.sleeperCount == 1 }
    clock.advance(by: .milliseconds(60))
    await waitUntil { reportedAt != nil }
    #expect(reportedAt == .milliseconds(60))
    #expect(clock.sleeperCount == 0)
  }
}

/// Polls `condition` every few milliseconds for up to ten seconds: a deadline so a bug fails
/// instead of hanging, never a measure of how long something took.
@MainActor
func waitUntil(_ condition: @MainActor () -> Bool) async {
  let clock = ContinuousClock()
  let deadline = clock.now + .seconds(10)
  while !condition() && clock.now < deadline {
    try? await Task.sleep(for: .milliseconds(2))
  }
  #expect(condition(), "condition still false after 10 s")
}

/// Watches refresh actions from inside: how many run at once, and a latch to hold them.
@MainActor
final class ActionProbe {
  var running = 0
  var mostAtOnce = 0
  var runs = 0
  var letGo = false
  var sawCancellation = false

  func enter() {
    running += 1
    runs += 1
    mostAtOnce = max(mostAtOnce, running)
  }

  func leave() {
    running -= 1
  }
}

/// Every way of writing an action compiles to the expected result, trailing closures included.
@MainActor @Test func actionsReadLikeSwiftUI() async throws {
  let plain = RefreshAction { try await Task.sleep(for: .milliseconds(1)) }
  let throwing = RefreshAction { throw CancellationError() }
  let counting = RefreshAction(counting: { 4 })
  let reporting = RefreshAction(reporting: { .newItems(5) })
  #expect(try await plain() == .done)
  await #expect(throws: CancellationError.self) { try await throwing() }
  #expect(try await counting() == .newItems(4))
  #expect(try await reporting() == RefreshResult(newItems: 5))
}
