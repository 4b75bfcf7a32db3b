import Foundation
import RefreshCore
import Testing

/// The controller wiring the state machine to the coordinator, on a test clock that moves only
/// when a test advances it: times and deadlines are logical, whatever the machine's load.
@MainActor @Suite struct PullToRefreshControllerTests {
  let clock = TestClock()

  func makeController(
    _ configuration: PullConfiguration = PullConfiguration(),
    action: RefreshAction?,
    automaticTicks: Bool = false
  ) -> PullToRefreshController {
    PullToRefreshController(
      configuration: configuration, action: action,
      coordinator: RefreshCoordinator(
        timeout: .seconds(5), minimumVisibleDuration: .zero, clock: clock),
      automaticTicks: automaticTicks, clock: clock)
  }

  @Test func aPullRunsTheActionAndFeedsItsOutcomeBack() async {
    let controller = makeController(action: RefreshAction(counting: { 2 }))
    var changes: [PullChange] = []
    controller.onChange { changes.append($0) }
    controller.send(.geometry(viewport: 600, content: 2000, offset: 0))
    controller.send(.pull(dy: 100, source: .touchpad))
    #expect(controller.phase == .armed)
    #expect(controller.fraction == 1.25)
    controller.send(.release)
    #expect(controller.phase == .refreshing)
    await waitUntil { controller.phase == .finishing }
    #expect(controller.lastOutcome == .success(newItems: 2))
    #expect(changes.last?.outcome == .success(newItems: 2))
    #expect(changes.last?.event == .finish(result: .success))
    clock.advance(by: .seconds(1))
    controller.send(.tick)
    #expect(controller.phase == .idle)
    #expect(
      changes.compactMap { $0.phaseChanged ? $0.state.phase : nil } == [
        .armed, .refreshing, .finishing, .idle,
      ])
  }

  @Test func everyFedEventReachesTheTraceRecorderWithItsTime() async {
    let controller = makeController(action: RefreshAction {})
    var recorded: [TraceEvent] = []
    controller.traceRecorder = { recorded.append(TraceEvent(t: $1, event: $0)) }
    clock.advance(by: .milliseconds(5))
    controller.beginRefreshing(source: .keyboard)
    await waitUntil { controller.phase == .finishing }
    clock.advance(by: .milliseconds(895))
    controller.send(.tick)
    #expect(
      recorded.map(\.event) == [.request(source: .keyboard), .finish(result: .success), .tick])
    #expect(recorded.first?.t == 5)
    #expect(recorded.last?.t == 900)
    // The recording replays to the same phases.
    var replayer = TraceReplayer()
    let outputs = recorded.flatMap { replayer.feed($0) }
    #expect(outputs.contains(.refreshEnded(t: 5, n: 1)))
    #expect(replayer.state.phase == .idle)
  }

  @Test func cancelStopsTheRunningAction() async {
    let probe = ActionProbe()
    let clock = clock
    let controller = makeController(
      action: RefreshAction {
        do { try await clock.sleep(for: .seconds(10)) } catch {
          probe.sawCancellation = true
          throw error
        }
      })
    controller.beginRefreshing()
    await Task.yield()
    controller.cancel()
    #expect(controller.phase == .finishing)
    #expect(controller.lastOutcome == .cancelled)
    await waitUntil { probe.sawCancellation }
  }

  @Test func restartCancelsTheFirstActionAndNeverOverlapsTwo() async {
    let probe = ActionProbe()
    let clock = clock
    let controller = makeController(
      PullConfiguration(policy: .cancelAndRestart),
      action: RefreshAction {
        probe.enter()
        defer { probe.leave() }
        try await clock.sleep(for: .milliseconds(40))
      })
    var ended: [Int] = []
    controller.onChange { change in
      for case .refreshEnded(let n, _) in change.effects { ended.append(n) }
    }
    controller.beginRefreshing()
    await Task.yield()
    controller.beginRefreshing(source: .button)
    #expect(controller.state.activeRefresh == 2)
    // The second action sleeps once the first has returned (the timeout sleeps too).
    await waitUntil { probe.runs == 2 && clock.sleeperCount == 2 }
    clock.advance(by: .milliseconds(40))
    await waitUntil { controller.phase == .finishing }
    #expect(ended == [1, 2])
    #expect(controller.lastOutcome == .success(newItems: nil))
    #expect(probe.mostAtOnce == 1)
  }

  @Test func withoutAnActionARefreshRunsUntilEndRefreshing() {
    let controller = makeController(action: nil)
    controller.beginRefreshing()
    #expect(controller.phase == .refreshing)
    controller.endRefreshing(.success(newItems: 7))
    #expect(controller.phase == .finishing)
    #expect(controller.lastOutcome == .success(newItems: 7))
  }

  @Test func removedObserversAreNotCalled() {
    let controller = makeController(action: nil)
    var calls = 0
    let observation = controller.onChange { _ in calls += 1 }
    controller.beginRefreshing()
    controller.removeObserver(observation)
    controller.endRefreshing()
    #expect(calls == 1)
  }

  @Test func anObserverMaySendWithoutReentering() {
    let controller = makeController(action: nil)
    var order: [PullEvent] = []
    // Weakly: the controller keeps its observers, and one holding it would keep both for ever.
    controller.onChange { [weak controller] change in
      order.append(change.event)
      if change.event == .request(source: .program) { controller?.endRefreshing() }
    }
    controller.beginRefreshing()
    #expect(order == [.request(source: .program), .finish(result: .success)])
  }

  @Test func aControllerThatGoesAwayEndsItsRefreshAndItsTick() async {
    let clock = clock
    var cancelled = false
    var controller: PullToRefreshController? = makeController(
      PullConfiguration(collapseMilliseconds: 30),
      action: RefreshAction {
        do { try await clock.sleep(for: .seconds(10)) } catch {
          cancelled = true
          throw error
        }
      }, automaticTicks: true)
    weak let released = controller
    controller?.beginRefreshing()
    // The action and the coordinator's timeout sleep on the test clock.
    await waitUntil { clock.sleeperCount == 2 }
    controller = nil
    #expect(released == nil)
    await waitUntil { cancelled && clock.sleeperCount == 0 }

    // Collapsing, with an automatic tick due in 30 ms that nobody will advance the clock to.
    var collapsing: PullToRefreshController? = makeController(
      PullConfiguration(collapseMilliseconds: 30), action: nil, automaticTicks: true)
    collapsing?.beginRefreshing()
    collapsing?.endRefreshing()
    await waitUntil { clock.sleeperCount == 1 }
    collapsing = nil
    await waitUntil { clock.sleeperCount == 0 }
  }

  @Test func automaticTicksCollapseTheIndicatorOnTheirOwn() async {
    let controller = makeController(
      PullConfiguration(collapseMilliseconds: 30), action: nil, automaticTicks: true)
    controller.beginRefreshing()
    controller.endRefreshing()
    #expect(controller.phase == .finishing)
    await waitUntil { clock.sleeperCount == 1 }
    clock.advance(by: .milliseconds(29))
    #expect(controller.phase == .finishing)
    clock.advance(by: .milliseconds(1))
    await waitUntil { controller.phase == .idle }
  }

  @Test func automaticTicksReleaseAWheelPull() async {
    let controller = makeController(
      PullConfiguration(wheelPullsEnabled: true, wheelWindowMilliseconds: 30), action: nil,
      automaticTicks: true)
    controller.send(.pull(dy: 50, source: .wheel))
    controller.send(.pull(dy: 50, source: .wheel))
    #expect(controller.phase == .armed)
    await waitUntil { clock.sleeperCount == 1 }
    clock.advance(by: .milliseconds(29))
    #expect(controller.phase == .armed)
    clock.advance(by: .milliseconds(1))
    await waitUntil { controller.phase == .refreshing }
  }

  @Test func aTraceWriterRecordsARunThatReplaysTheSame() async throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("overshoot-controller-\(UUID().uuidString).jsonl").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let writer = try TraceWriter(path: path)
    let controller = makeController(action: RefreshAction {})
    controller.traceRecorder = { event, time in try? writer.record(event, at: time) }
    var phases: [PullPhase] = []
    controller.onChange { if $0.phaseChanged { phases.append($0.state.phase) } }
    clock.advance(by: .milliseconds(100))
    controller.send(.geometry(viewport: 600, content: 2000, offset: 0))
    clock.advance(by: .milliseconds(16))
    controller.send(.pull(dy: 90, source: .touch))
    clock.advance(by: .milliseconds(16))
    controller.send(.release)
    await waitUntil { controller.phase == .finishing }
    clock.advance(by: .milliseconds(1868))
    controller.send(.tick)
    let replayed = try TraceReplayer.replay(String(contentsOfFile: path, encoding: .utf8))
    let replayedPhases: [PullPhase] = replayed.compactMap {
      if case .phase(_, let phase, _) = $0 { phase } else { nil }
    }
    #expect(replayedPhases == phases)
    #expect(phases == [.armed, .refreshing, .finishing, .idle])
  }
}
