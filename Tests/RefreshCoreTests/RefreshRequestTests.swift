import RefreshCore
import Testing

/// What started a refresh reaches its action with the refresh, not through a field the caller
/// sets before asking: a request's context, a pull, and what each policy does with a request
/// made while a refresh runs.
@MainActor @Suite struct RefreshRequestTests {
  let clock = TestClock()

  /// A controller whose action records each request and then waits for the test clock's 10 s.
  func makeController(
    policy: RefreshPolicy = .ignore, seen: RequestLog
  ) -> PullToRefreshController {
    let clock = clock
    return PullToRefreshController(
      configuration: PullConfiguration(policy: policy, collapseMilliseconds: 0),
      action: RefreshAction(countingFor: { request in
        seen.requests.append(request)
        try await clock.sleep(for: .seconds(10))
        return nil
      }),
      coordinator: RefreshCoordinator(timeout: nil, minimumVisibleDuration: .zero, clock: clock),
      automaticTicks: false, clock: clock)
  }

  /// Lets the running action return.
  func finishRunning(_ controller: PullToRefreshController) async {
    let running = controller.state.activeRefresh
    await waitUntil { clock.sleeperCount == 1 }
    clock.advance(by: .seconds(10))
    await waitUntil { controller.state.activeRefresh != running }
  }

  @Test func aRequestsContextReachesTheActionItStarts() async {
    let seen = RequestLog()
    let controller = makeController(seen: seen)
    controller.beginRefreshing(source: .keyboard, context: "every feed")
    await waitUntil { seen.requests.count == 1 }
    #expect(seen.requests[0].trigger == .request(.keyboard))
    #expect(seen.requests[0].context(as: String.self) == "every feed")
  }

  @Test func aPullCarriesNoContext() async {
    let seen = RequestLog()
    let controller = makeController(seen: seen)
    controller.send(.geometry(viewport: 600, content: 2000, offset: 0))
    controller.send(.pull(dy: 100, source: .touchpad))
    controller.send(.release)
    await waitUntil { seen.requests.count == 1 }
    #expect(seen.requests[0].trigger == .pull)
    #expect(seen.requests[0].context == nil)
  }

  @Test func aRequestTurnedAwayDoesNotPassItsContextToTheNextRefresh() async {
    let seen = RequestLog()
    let controller = makeController(seen: seen)
    controller.beginRefreshing(source: .button)
    controller.beginRefreshing(source: .program, context: "periodic")
    await finishRunning(controller)
    controller.beginRefreshing(source: .keyboard)
    await waitUntil { seen.requests.count == 2 }
    #expect(seen.requests.map(\.trigger) == [.request(.button), .request(.keyboard)])
    #expect(seen.requests.allSatisfy { $0.context == nil })
  }

  @Test func aQueuedRequestStartsItsRefreshWithItsContext() async {
    let seen = RequestLog()
    let controller = makeController(policy: .queueOne, seen: seen)
    controller.beginRefreshing(source: .button)
    controller.beginRefreshing(source: .program, context: 7)
    // Further requests add none: the first queued keeps its place.
    controller.beginRefreshing(source: .keyboard, context: 8)
    await finishRunning(controller)
    await waitUntil { seen.requests.count == 2 }
    #expect(seen.requests[1].trigger == .request(.program))
    #expect(seen.requests[1].context(as: Int.self) == 7)
  }

  @Test func restartingHandsTheNewRequestToTheNewRefresh() async {
    let seen = RequestLog()
    let controller = makeController(policy: .cancelAndRestart, seen: seen)
    controller.beginRefreshing(source: .button, context: "first")
    await waitUntil { seen.requests.count == 1 }
    controller.beginRefreshing(source: .program, context: "second")
    await waitUntil { seen.requests.count == 2 }
    #expect(seen.requests.compactMap { $0.context(as: String.self) } == ["first", "second"])
  }
}

/// The requests an action was started with, in order.
@MainActor final class RequestLog {
  /// Each refresh's request.
  var requests: [RefreshRequest] = []
}
