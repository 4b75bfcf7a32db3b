import ScrollCore
import Testing

@Suite struct GeometryTests {
  @Test func adjustmentsGiveOffsetFromContentStart() {
    let geometry = ScrollGeometry(
      horizontal: ScrollAdjustment(value: 30, lower: 10, upper: 510, pageSize: 200),
      vertical: ScrollAdjustment(value: 400, upper: 2000, pageSize: 600))
    #expect(geometry.contentOffset == ScrollPoint(x: 20, y: 400))
    #expect(geometry.contentSize == ScrollSize(width: 500, height: 2000))
    #expect(geometry.containerSize == ScrollSize(width: 200, height: 600))
    #expect(geometry.maxContentOffset == ScrollPoint(x: 300, y: 1400))
    #expect(geometry.overflowingAxes == .all)
    #expect(!geometry.isAtTop && !geometry.isAtBottom)
    #expect(geometry.phase == .idle && geometry.visibleRange == nil)
  }

  @Test func edgesAndFittingContent() {
    let short = ScrollGeometry(
      contentSize: ScrollSize(width: 300, height: 300.4),
      containerSize: ScrollSize(width: 300, height: 300))
    #expect(short.overflowingAxes.isEmpty)
    #expect(short.isAtTop && short.isAtBottom)
    let tall = ScrollGeometry(
      contentOffset: ScrollPoint(x: 0, y: 700), contentSize: ScrollSize(width: 300, height: 1000),
      containerSize: ScrollSize(width: 300, height: 300))
    #expect(tall.overflowingAxes == .vertical)
    #expect(tall.isAtBottom && !tall.isAtTop)
  }

  @Test func phaseSaysWhetherItScrolls() {
    #expect(!ScrollPhase.idle.isScrolling)
    #expect(
      ScrollPhase.allCases.filter(\.isScrolling) == [
        .tracking, .interacting, .decelerating, .animating,
      ])
  }

  @Test func velocityOfSteadyScrolling() {
    var estimator = VelocityEstimator()
    for frame in 0...6 {
      let time = Double(frame) / 60
      estimator.add(ScrollPoint(x: 0, y: 1200 * time), at: time)
    }
    let velocity = estimator.velocity(at: 0.1)
    #expect(abs(velocity.y - 1200) < 0.001)
    #expect(velocity.x == 0)
  }

  @Test func velocityFollowsDirectionWithinTheWindow() {
    var estimator = VelocityEstimator(window: 0.05)
    for frame in 0..<10 {
      estimator.add(ScrollPoint(x: Double(frame) * 10, y: 0), at: Double(frame) / 100)
    }
    // Now moving left; older samples fall out of the 50 ms window.
    for frame in 10..<20 {
      estimator.add(ScrollPoint(x: 90 - Double(frame - 9) * 5, y: 0), at: Double(frame) / 100)
    }
    #expect(abs(estimator.velocity(at: 0.19).x - -500) < 0.001)
  }

  @Test func velocityIsZeroWhenIdleOrUnknown() {
    var estimator = VelocityEstimator(idleTimeout: 0.1)
    #expect(estimator.velocity(at: 0) == .zero)
    estimator.add(ScrollPoint(x: 0, y: 0), at: 1.0)
    #expect(estimator.velocity(at: 1.0) == .zero)  // one sample is no motion
    estimator.add(ScrollPoint(x: 0, y: 50), at: 1.05)
    #expect(estimator.velocity(at: 1.05).y > 0)
    #expect(estimator.velocity(at: 1.2) == .zero)
    estimator.reset()
    #expect(estimator.velocity(at: 1.05) == .zero)
  }

  @Test func timeGoingBackwardsStartsOver() {
    var estimator = VelocityEstimator()
    estimator.add(ScrollPoint(x: 0, y: 0), at: 5)
    estimator.add(ScrollPoint(x: 0, y: 100), at: 5.05)
    estimator.add(ScrollPoint(x: 0, y: 7), at: 1)
    #expect(estimator.velocity(at: 1) == .zero)
  }
}

@Suite struct GeometryChangeFilterTests {
  final class Calls {
    var values: [(Double, Double)] = []
  }

  private func geometry(y: Double, height: Double = 2000) -> ScrollGeometry {
    ScrollGeometry(
      contentOffset: ScrollPoint(x: 0, y: y), contentSize: ScrollSize(width: 400, height: height),
      containerSize: ScrollSize(width: 400, height: 600))
  }

  @Test func hundredChangesInOneFrameGiveOneCallback() {
    let calls = Calls()
    let filter = GeometryChangeFilter(
      for: Double.self, of: { $0.contentOffset.y },
      action: {
        calls.values.append(($0, $1))
      })
    filter.submit(geometry(y: 0))
    filter.frame()  // the first value is only remembered
    #expect(calls.values.isEmpty)
    for step in 1...100 {
      filter.submit(geometry(y: Double(step)))
    }
    #expect(filter.needsFrame)
    filter.frame()
    #expect(calls.values.count == 1)
    #expect(calls.values.first.map { $0.0 == 0 && $0.1 == 100 } == true)
    #expect(!filter.needsFrame)
    filter.frame()  // no new geometry, no call
    #expect(calls.values.count == 1)
  }

  @Test func unchangedTransformedValueGivesNoCallback() {
    var calls = 0
    let filter = GeometryChangeFilter(of: { $0.isAtTop }, action: { _, _ in calls += 1 })
    filter.submit(geometry(y: 0))
    filter.frame()
    for y in [100.0, 200, 300] {
      filter.submit(geometry(y: y))
      filter.frame()
    }
    #expect(calls == 1)
    #expect(filter.lastValue == false)
    // Content size changes do not matter to this transform either.
    filter.submit(geometry(y: 300, height: 5000))
    filter.frame()
    #expect(calls == 1)
  }

  @Test func initialDeliversTheFirstValue() {
    var seen: [Bool] = []
    let filter = GeometryChangeFilter(
      initial: true, of: { $0.isAtTop },
      action: { old, new in
        seen += [old, new]
      })
    filter.submit(geometry(y: 0))
    filter.frame()
    #expect(seen == [true, true])
  }

  @Test func submissionsDuringTheActionWaitForTheNextFrame() {
    var calls = 0
    var filter: GeometryChangeFilter<Double>?
    filter = GeometryChangeFilter(
      of: { $0.contentOffset.y },
      action: { _, new in
        calls += 1
        // As if the action scrolled the view.
        if new == 10 {
          filter?.submit(GeometryChangeFilterTests().geometry(y: 0))
        }
      })
    filter?.submit(geometry(y: 5))
    filter?.frame()
    filter?.submit(geometry(y: 10))
    filter?.frame()
    #expect(calls == 1)
    #expect(filter?.needsFrame == true)
    filter?.frame()
    #expect(calls == 2)
    // The filter keeps its action, which keeps the variable holding the filter: let go of it.
    filter = nil
  }

  @Test func observersOfDifferentTypesShareOneArray() {
    var log: [String] = []
    let observers: [any ScrollGeometryObserver] = [
      GeometryChangeFilter(
        of: { $0.contentOffset.y }, action: { _, new in log.append("y=\(Int(new))") }),
      GeometryChangeFilter(of: { $0.isAtTop }, action: { _, new in log.append("top=\(new)") }),
    ]
    for y in [0.0, 50] {
      for observer in observers {
        observer.submit(geometry(y: y))
        observer.frame()
      }
    }
    #expect(log == ["y=50", "top=false"])
  }
}
