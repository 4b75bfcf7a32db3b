import RefreshCore
import Testing

/// One test per rule of issue 3, against the pure transition function.
@Suite struct PullRulesTests {
  @Test func fractionIsDistanceOverThresholdUnclampedAndNeverNegative() {
    var pull = PullDriver(PullConfiguration(threshold: .points(80)))
    pull.send(tallContent)
    pull.pull(40)
    #expect(pull.state.fraction == 0.5)
    pull.pull(160)
    #expect(pull.state.fraction == 2.5)
    pull.pull(-500)
    #expect(pull.state.fraction == 0)
    #expect(pull.state.distance == 0)
  }

  @Test func thresholdInPointsOrAsAFractionOfTheViewport() {
    #expect(PullThreshold.standard.resolved(viewport: 600) == 80)
    #expect(PullThreshold.standard.resolved(viewport: 50) == 50)
    #expect(PullThreshold.points(125).resolved(viewport: nil) == 125)
    #expect(PullThreshold.fractionOfViewport(0.25).resolved(viewport: 400) == 100)
    #expect(PullThreshold.points(0).resolved(viewport: 400) == 1)

    var pull = PullDriver(PullConfiguration(threshold: .fractionOfViewport(0.25)))
    pull.send(.geometry(viewport: 400, content: 2000, offset: 0))
    pull.pull(50)
    #expect(pull.state.threshold == 100)
    #expect(pull.state.fraction == 0.5)
  }

  @Test func aPullStartingAFewPixelsBelowTheTopLosesOnlyThosePixels() {
    var driver = PullDriver()
    driver.send(.geometry(viewport: 600, content: 2000, offset: 2))
    driver.send(.pull(dy: 25, source: .touchpad))
    #expect(driver.state.distance == 23)
    // The window has now scrolled those 2 px: the rest of the gesture pulls in full.
    driver.send(.geometry(viewport: 600, content: 2000, offset: 0))
    driver.send(.pull(dy: 25, source: .touchpad))
    #expect(driver.state.distance == 48)
  }

  @Test func aPullThatDoesNotReachTheTopOnlyScrolls() {
    var driver = PullDriver()
    driver.send(.geometry(viewport: 600, content: 2000, offset: 40))
    driver.send(.pull(dy: 25, source: .touchpad))
    #expect(driver.state.distance == 0)
    #expect(driver.phases.isEmpty)
  }

  @Test func armsAtTheThresholdAndStartsOnRelease() {
    var pull = PullDriver()
    pull.send(tallContent)
    pull.pull(60)
    #expect(pull.state.phase == .pulling)
    pull.pull(20)
    #expect(pull.state.phase == .armed)
    #expect(pull.started.isEmpty)
    pull.send(.release)
    #expect(pull.state.phase == .refreshing)
    #expect(pull.started == [1])
    #expect(pull.phases == [.pulling, .armed, .refreshing])
  }

  @Test func pullingBackBelowTheThresholdBeforeReleaseDisarms() {
    var pull = PullDriver()
    pull.send(tallContent)
    pull.pull(100)
    #expect(pull.state.phase == .armed)
    pull.pull(-30)
    #expect(pull.state.phase == .pulling)
    pull.send(.release)
    #expect(pull.state.phase == .idle)
    #expect(pull.started.isEmpty)
  }

  @Test func anOvershootAtTheTopCountsAsReachingTheThreshold() {
    var pull = PullDriver()
    pull.send(tallContent)
    pull.pull(10)
    pull.send(.overshoot(edge: .bottom))
    #expect(pull.state.phase == .pulling)
    pull.send(.overshoot(edge: .top))
    #expect(pull.state.phase == .armed)
    #expect(pull.state.fraction == 1)
    pull.send(.release)
    #expect(pull.started == [1])
  }

  @Test func anOvershootOutsideATrackedPullIsIgnored() {
    var pull = PullDriver()
    pull.send(tallContent)
    pull.send(.overshoot(edge: .top))
    pull.send(.release)
    #expect(pull.state.phase == .idle)
    #expect(pull.started.isEmpty)
  }

  @Test func theThresholdTriggerStartsOnReachingItOncePerPull() {
    var pull = PullDriver(PullConfiguration(trigger: .onThreshold, policy: .queueOne))
    pull.send(tallContent)
    pull.pull(79)
    #expect(pull.started.isEmpty)
    pull.pull(1)
    #expect(pull.started == [1])
    #expect(pull.state.phase == .refreshing)
    // Overpulling, wobbling and releasing the same pull trigger nothing more, not even a queue.
    pull.pull(100)
    pull.pull(-20)
    pull.pull(20)
    pull.send(.overshoot(edge: .top))
    pull.send(.release)
    #expect(pull.started == [1])
    #expect(!pull.state.isRefreshQueued)
  }

  @Test func pullsOnlyCountWhileTheContentIsAtTheTop() {
    var pull = PullDriver()
    pull.send(.geometry(viewport: 600, content: 2000, offset: 120))
    pull.pull(200)
    #expect(pull.state.distance == 0)
    pull.send(.release)
    #expect(pull.started.isEmpty)
    // Content shorter than the viewport is always at its top, whatever the offset says.
    pull.send(.geometry(viewport: 600, content: 300, offset: 40))
    pull.pull(100)
    pull.send(.release)
    #expect(pull.started == [1])
  }

  @Test func scrollingAwayFromTheTopDropsThePull() {
    var pull = PullDriver()
    pull.send(tallContent)
    pull.pull(100)
    #expect(pull.state.phase == .armed)
    pull.send(.geometry(viewport: 600, content: 2000, offset: 30))
    #expect(pull.state.phase == .idle)
    pull.send(.release)
    #expect(pull.started.isEmpty)
  }

  @Test func momentumAndProgrammaticScrollingNeverStartARefresh() {
    for trigger in PullTrigger.allCases {
      var pull = PullDriver(PullConfiguration(trigger: trigger))
      // A kinetic fling bouncing past the top, then code scrolling around.
      for offset in [900.0, 400, 50, 0, -60, -140, -60, 0, 1500, 0, -300, 0] {
        pull.send(.geometry(viewport: 600, content: 2000, offset: offset), after: 16)
        pull.send(.tick, after: 16)
      }
      #expect(pull.started.isEmpty)
      #expect(pull.state.phase == .idle)
    }
  }

  @Test func policyIgnoreLetsTheRunningRefreshContinueAlone() {
    var pull = PullDriver(PullConfiguration(policy: .ignore))
    pull.send(.request(source: .keyboard))
    pull.pull(100)
    pull.send(.release)
    pull.send(.request(source: .button))
    #expect(pull.started == [1])
    #expect(pull.cancelled.isEmpty)
    pull.send(.finish(result: .success))
    #expect(pull.ended == [1])
    #expect(pull.state.phase == .finishing)
  }

  @Test func policyCancelAndRestartReplacesTheRunningRefresh() {
    var pull = PullDriver(PullConfiguration(policy: .cancelAndRestart))
    pull.send(.request(source: .keyboard))
    pull.pull(100)
    let effects = pull.send(.release)
    #expect(
      effects == [.cancelRefresh(1), .refreshEnded(1, .cancelled), .startRefresh(2)])
    #expect(pull.state.activeRefresh == 2)
    #expect(pull.state.phase == .refreshing)
  }

  @Test func policyQueueOneStartsOneMoreWhenTheRunningRefreshEnds() {
    var pull = PullDriver(PullConfiguration(policy: .queueOne))
    pull.send(.request(source: .keyboard))
    pull.send(.request(source: .keyboard))
    pull.send(.request(source: .button))
    #expect(pull.state.isRefreshQueued)
    let effects = pull.send(.finish(result: .success))
    #expect(effects == [.refreshEnded(1, .success), .startRefresh(2)])
    #expect(pull.state.phase == .refreshing)
    pull.send(.finish(result: .failure))
    #expect(pull.started == [1, 2])
    #expect(pull.state.phase == .finishing)
  }

  @Test func cancelDropsTheQueuedRefreshToo() {
    var pull = PullDriver(PullConfiguration(policy: .queueOne))
    pull.send(.request(source: .keyboard))
    pull.send(.request(source: .keyboard))
    let effects = pull.send(.cancel)
    #expect(effects.contains(.cancelRefresh(1)))
    #expect(effects.contains(.refreshEnded(1, .cancelled)))
    #expect(!pull.state.isRefreshQueued)
    #expect(pull.started == [1])
  }

  @Test func afterARefreshEndsMidPullNothingStartsUntilThePullRests() {
    var pull = PullDriver(PullConfiguration(policy: .queueOne))
    pull.send(tallContent)
    pull.send(.request(source: .keyboard))
    pull.pull(40)
    pull.send(.finish(result: .success))
    #expect(pull.state.needsRest)
    // Still the same finger: going past the threshold neither arms nor starts.
    pull.pull(100)
    #expect(pull.state.phase != .armed)
    pull.send(.overshoot(edge: .top))
    pull.send(.release)
    #expect(pull.started == [1])
    // Released: a new pull works again.
    pull.send(.tick, after: 1000)
    pull.pull(100)
    #expect(pull.state.phase == .armed)
    pull.send(.release)
    #expect(pull.started == [1, 2])
  }

  @Test func pushingBackToRestAlsoEndsTheLatch() {
    var pull = PullDriver()
    pull.send(tallContent)
    pull.send(.request(source: .keyboard))
    pull.pull(40)
    pull.send(.finish(result: .success))
    pull.pull(-40)
    #expect(!pull.state.needsRest)
    pull.pull(100)
    #expect(pull.state.phase == .armed)
  }

  @Test func wheelPullsAreIgnoredUnlessEnabled() {
    var pull = PullDriver()
    pull.send(tallContent)
    for _ in 0..<10 { pull.send(.pull(dy: 40, source: .wheel), after: 20) }
    pull.send(.tick, after: 1000)
    #expect(pull.state.distance == 0)
    #expect(pull.started.isEmpty)
  }

  @Test func wheelNotchesWithinTheWindowAddUpThenReleaseThemselves() {
    var pull = PullDriver(PullConfiguration(wheelPullsEnabled: true, wheelWindowMilliseconds: 300))
    pull.send(tallContent)
    pull.send(.pull(dy: 30, source: .wheel), after: 100)
    pull.send(.pull(dy: 30, source: .wheel), after: 100)
    pull.send(.pull(dy: 30, source: .wheel), after: 100)
    #expect(pull.state.distance == 90)
    #expect(pull.state.phase == .armed)
    pull.send(.tick, after: 299)
    #expect(pull.started.isEmpty)
    pull.send(.tick, after: 1)
    #expect(pull.started == [1])
    #expect(pull.state.lastWheelNotchAt == nil)
  }

  @Test func wheelNotchesFurtherApartThanTheWindowDoNotAddUp() {
    var pull = PullDriver(PullConfiguration(wheelPullsEnabled: true, wheelWindowMilliseconds: 300))
    pull.send(tallContent)
    for _ in 0..<5 { pull.send(.pull(dy: 50, source: .wheel), after: 400) }
    pull.send(.tick, after: 400)
    #expect(pull.started.isEmpty)
    #expect(pull.state.phase == .idle)
  }

  @Test func aRequestStartsARefreshDirectly() {
    for source in RefreshRequestSource.allCases {
      var pull = PullDriver()
      let effects = pull.send(.request(source: source))
      #expect(effects == [.phaseChanged(from: .idle, to: .refreshing), .startRefresh(1)])
    }
  }

  @Test func finishingCollapsesToIdleAfterTheCollapseTime() {
    var pull = PullDriver(PullConfiguration(collapseMilliseconds: 250))
    pull.send(.request(source: .keyboard))
    pull.send(.finish(result: .success), after: 100)
    #expect(pull.state.phase == .finishing)
    #expect(
      PullStateMachine.nextDeadline(pull.state, configuration: pull.configuration)
        == pull.time + 250)
    pull.send(.tick, after: 249)
    #expect(pull.state.phase == .finishing)
    pull.send(.tick, after: 1)
    #expect(pull.state.phase == .idle)
    #expect(PullStateMachine.nextDeadline(pull.state, configuration: pull.configuration) == nil)
  }

  @Test func aZeroCollapseGoesStraightBackToIdle() {
    var pull = PullDriver(PullConfiguration(collapseMilliseconds: 0))
    pull.send(.request(source: .keyboard))
    pull.send(.finish(result: .success))
    #expect(pull.state.phase == .idle)
    #expect(pull.phases == [.refreshing, .finishing, .idle])
  }

  @Test func aFreshPullInterruptsTheCollapse() {
    var pull = PullDriver()
    pull.send(tallContent)
    pull.send(.request(source: .keyboard))
    pull.send(.finish(result: .success))
    pull.pull(20)
    #expect(pull.state.phase == .pulling)
  }

  @Test func cancelMidPullAbandonsItUntilRest() {
    var pull = PullDriver()
    pull.send(tallContent)
    pull.pull(100)
    pull.send(.cancel)
    #expect(pull.state.phase == .idle)
    pull.pull(100)
    pull.send(.release)
    #expect(pull.started.isEmpty)
  }

  @Test func aFinishWithoutARefreshIsIgnored() {
    var pull = PullDriver()
    #expect(pull.send(.finish(result: .success)).isEmpty)
    #expect(pull.state == PullState())
  }

  @Test func theRubberBandStartsAtTheCoefficientAndNeverReachesTheDimension() {
    #expect(RubberBand.offset(forDistance: 0, dimension: 600) == 0)
    #expect(RubberBand.offset(forDistance: -10, dimension: 600) == 0)
    let small = RubberBand.offset(forDistance: 1, dimension: 600)
    #expect(abs(small - 0.55) < 0.001)
    var last = 0.0
    for distance in stride(from: 10.0, through: 100_000, by: 997) {
      let offset = RubberBand.offset(forDistance: distance, dimension: 600)
      #expect(offset > last)
      #expect(offset < 600)
      last = offset
    }
    var pull = PullDriver()
    pull.send(tallContent)
    pull.pull(80)
    #expect(pull.state.indicatorOffset == RubberBand.offset(forDistance: 80, dimension: 600))
  }
}
