import ScrollCore
import Testing

@Suite struct FlashDecisionTests {
  @Test func flashesOnlyTheAxesThatOverflowAndHaveIndicators() {
    #expect(
      FlashDecision.decide(isMapped: true, overlayScrolling: true, overflowing: .all)
        == .flash(.all))
    #expect(
      FlashDecision.decide(isMapped: true, overlayScrolling: true, overflowing: .vertical)
        == .flash(.vertical))
    #expect(
      FlashDecision.decide(
        isMapped: true, overlayScrolling: true, indicators: .horizontal, overflowing: .all)
        == .flash(.horizontal))
  }

  @Test func saysWhyNothingFlashes() {
    #expect(
      FlashDecision.decide(isMapped: false, overlayScrolling: true, overflowing: .all) == .unmapped)
    #expect(
      FlashDecision.decide(isMapped: true, overlayScrolling: false, overflowing: .all)
        == .overlayScrollingOff)
    #expect(
      FlashDecision.decide(
        isMapped: true, overlayScrolling: true, indicators: [], overflowing: .all)
        == .indicatorsHidden)
    #expect(
      FlashDecision.decide(isMapped: true, overlayScrolling: true, overflowing: []) == .contentFits)
    #expect(
      FlashDecision.decide(
        isMapped: true, overlayScrolling: true, indicators: .vertical, overflowing: .horizontal)
        == .contentFits)
  }

  @Test func unmappedWinsOverEveryOtherReason() {
    #expect(
      FlashDecision.decide(isMapped: false, overlayScrolling: false, overflowing: []) == .unmapped)
  }

  @Test func summariesAreReadable() {
    #expect(FlashDecision.flash(.all).summary == "flash: vertical and horizontal")
    #expect(FlashDecision.contentFits.summary == "skipped: content fits")
    #expect(FlashDecision.flash(.vertical).willFlash)
    #expect(!FlashDecision.overlayScrollingOff.willFlash)
  }

  @Test func geometryFeedsTheDecision() {
    let geometry = ScrollGeometry(
      contentSize: ScrollSize(width: 400, height: 5000),
      containerSize: ScrollSize(width: 400, height: 600))
    #expect(
      FlashDecision.decide(
        isMapped: true, overlayScrolling: true, overflowing: geometry.overflowingAxes)
        == .flash(.vertical))
  }
}

@Suite struct FlashSchedulerTests {
  let canFlash = FlashDecision.flash(.vertical)

  @Test func severalRequestsInOneFrameMakeOneFlash() {
    var scheduler = FlashScheduler()
    #expect(!scheduler.needsFrame)
    let decided = scheduler.frame(canFlash)
    #expect(decided == nil)
    scheduler.request()
    scheduler.request(.trigger)
    scheduler.request(.explicit)
    #expect(scheduler.needsFrame)
    #expect(scheduler.pendingRequests == 3)
    #expect(scheduler.pendingSources == [.explicit, .trigger])
    let decidedAgain = scheduler.frame(canFlash)
    #expect(decidedAgain == canFlash)
    let decidedThird = scheduler.frame(canFlash)
    #expect(decidedThird == nil)
    #expect(scheduler.lastDecision == canFlash)
  }

  @Test func decisionIsOnlyComputedWhenSomethingIsPending() {
    var scheduler = FlashScheduler()
    var asked = 0
    func decide() -> FlashDecision {
      asked += 1
      return .contentFits
    }
    _ = scheduler.frame(decide())
    #expect(asked == 0)
    scheduler.request()
    let decided = scheduler.frame(decide())
    #expect(decided == .contentFits)
    #expect(asked == 1)
  }

  @Test func refusedFlashIsDroppedNotRetried() {
    var scheduler = FlashScheduler()
    scheduler.request()
    let decided = scheduler.frame(.unmapped)
    #expect(decided == .unmapped)
    #expect(!scheduler.needsFrame)
    let decidedAgain = scheduler.frame(canFlash)
    #expect(decidedAgain == nil)
  }

  @Test func flashesOnFirstAppearanceOnly() {
    var scheduler = FlashScheduler(flashesOnAppear: true)
    scheduler.appeared()
    #expect(scheduler.pendingSources == [.appear])
    _ = scheduler.frame(canFlash)
    scheduler.appeared()  // remapped, e.g. after switching tabs
    #expect(!scheduler.needsFrame)
  }

  @Test func anAppearanceWaitsForItsContentToBeMeasured() {
    // The first frames after a view is mapped see its content unmeasured ("fits").
    var scheduler = FlashScheduler(flashesOnAppear: true)
    scheduler.appeared()
    for _ in 0..<3 {
      #expect(scheduler.frame(.contentFits) == nil)
      #expect(scheduler.needsFrame, "still waiting")
    }
    #expect(scheduler.frame(canFlash) == canFlash)
    #expect(!scheduler.needsFrame)
  }

  @Test func anAppearanceWhoseContentReallyFitsIsDroppedAfterItsWait() {
    var scheduler = FlashScheduler(flashesOnAppear: true)
    scheduler.appeared()
    for _ in 0..<FlashScheduler.appearanceWaitFrames {
      #expect(scheduler.frame(.contentFits) == nil)
    }
    #expect(scheduler.frame(.contentFits) == .contentFits)
    #expect(!scheduler.needsFrame)
  }

  @Test func onlyAnAppearanceWaitsForContent() {
    var scheduler = FlashScheduler(flashesOnAppear: true)
    scheduler.request(.trigger)
    #expect(scheduler.frame(.contentFits) == .contentFits, "a trigger's flash is about now")
    scheduler.appeared()
    #expect(scheduler.frame(.unmapped) == .unmapped, "only fitting content is waited for")
  }

  @Test func appearanceWithoutTheOptionDoesNothing() {
    var scheduler = FlashScheduler()
    scheduler.appeared()
    #expect(!scheduler.needsFrame)
  }
}

@Suite struct FlashTriggerTests {
  @Test func firesOnChangeButNotWhenFirstSet() {
    var trigger = FlashTrigger<Int>()
    let fired = trigger.update(3)
    #expect(!fired)
    let firedAgain = trigger.update(3)
    #expect(!firedAgain)
    let firedThird = trigger.update(4)
    #expect(firedThird)
    #expect(trigger.value == 4)
  }

  @Test func triggerWithInitialValueFiresOnFirstDifferentValue() {
    var trigger = FlashTrigger(initial: "feed-a")
    let fired = trigger.update("feed-a")
    #expect(!fired)
    let firedAgain = trigger.update("feed-b")
    #expect(firedAgain)
  }

  @Test func triggerDrivesTheScheduler() {
    var trigger = FlashTrigger<Int>()
    var scheduler = FlashScheduler()
    for count in [10, 12, 15] where trigger.update(count) {
      scheduler.request(.trigger)
    }
    #expect(scheduler.pendingRequests == 2)
    let decided = scheduler.frame(.flash(.vertical))
    #expect(decided == .flash(.vertical))
  }
}
