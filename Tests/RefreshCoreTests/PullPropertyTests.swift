import Foundation
import RefreshCore
import SeededRandomness
import Testing

/// Invariants of the state machine over many random event sequences and configurations.
///
/// Reproducible: the run's seed is printed with any failure; set `PULL_PROPERTY_SEED` to rerun it.
@Suite struct PullPropertyTests {
  static let sequenceCount = 100_000

  static var seed: UInt64 {
    ProcessInfo.processInfo.environment["PULL_PROPERTY_SEED"].flatMap { UInt64($0) }
      ?? 0x0F5E_ED00_2025
  }

  @Test func invariantsHoldOverRandomSequences() {
    let seed = Self.seed
    var random = SeededRandom(seed: seed)
    var failures = 0
    var refreshes = 0
    for index in 0..<Self.sequenceCount where failures < 5 {
      let sequenceSeed = random.next()
      let (failure, started) = Self.check(seed: sequenceSeed)
      refreshes += started
      if let failure {
        failures += 1
        Issue.record(
          "sequence \(index) (seed \(sequenceSeed), run seed \(seed)): \(failure)")
      }
    }
    // The sequences must actually exercise refreshes, or the invariants prove nothing.
    #expect(refreshes > Self.sequenceCount / 2, "run seed \(seed)")
  }

  /// Runs one random sequence, then drives it to rest; returns what broke, if anything, and how
  /// many refreshes started.
  static func check(seed: UInt64) -> (String?, Int) {
    var machine: Checker?
    let failure = check(seed: seed, machine: &machine)
    return (failure, machine?.state.refreshCount ?? 0)
  }

  private static func check(seed: UInt64, machine checker: inout Checker?) -> String? {
    var random = SeededRandom(seed: seed)
    let configuration = randomConfiguration(&random)
    var machine = Checker(configuration: configuration)
    defer { checker = machine }
    let length = Int.random(in: 1...40, using: &random)
    for _ in 0..<length {
      let event = randomEvent(&random)
      if let failure = machine.send(event, after: Double(Int.random(in: 0...120, using: &random))) {
        return "\(failure) after \(event), configuration \(configuration)"
      }
    }
    // Release and finish whatever runs (a queued refresh needs a second finish), then let the
    // collapse run out: every run must end idle with every start ended once.
    let closing: [PullEvent] = [
      .release, .finish(result: .success), .finish(result: .success), .finish(result: .success),
    ]
    for event in closing {
      if let failure = machine.send(event, after: 1) { return "\(failure) while closing" }
    }
    if let failure = machine.send(.tick, after: configuration.collapseMilliseconds + 1) {
      return failure
    }
    if machine.state.phase != .idle { return "ended in \(machine.state.phase), not idle" }
    if let running = machine.running { return "refresh \(running) never ended" }
    if machine.endCount != machine.state.refreshCount {
      return "\(machine.state.refreshCount) refreshes started but \(machine.endCount) ended"
    }
    return nil
  }

  static func randomConfiguration(_ random: inout SeededRandom) -> PullConfiguration {
    PullConfiguration(
      threshold: Bool.random(using: &random)
        ? .points(Double(Int.random(in: 20...200, using: &random)))
        : .fractionOfViewport(Double.random(in: 0.05...0.5, using: &random)),
      trigger: PullTrigger.allCases.randomElement(using: &random)!,
      policy: RefreshPolicy.allCases.randomElement(using: &random)!,
      wheelPullsEnabled: Bool.random(using: &random),
      wheelWindowMilliseconds: Double(Int.random(in: 50...400, using: &random)),
      collapseMilliseconds: Bool.random(using: &random) ? 0 : 250)
  }

  static func randomEvent(_ random: inout SeededRandom) -> PullEvent {
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<45:
      .pull(
        dy: Double(Int.random(in: -30...60, using: &random)),
        source: PullSource.allCases.randomElement(using: &random)!)
    case 45..<55:
      .geometry(
        viewport: Double(Int.random(in: 100...900, using: &random)),
        content: Double(Int.random(in: 50...3000, using: &random)),
        offset: Double(Int.random(in: -150...300, using: &random)))
    case 55..<67: .release
    case 67..<72: .overshoot(edge: Bool.random(using: &random) ? .top : .bottom)
    case 72..<78: .request(source: RefreshRequestSource.allCases.randomElement(using: &random)!)
    case 78..<88: .finish(result: RefreshOutcomeKind.allCases.randomElement(using: &random)!)
    case 88..<92: .cancel
    default: .tick
    }
  }
}

/// Feeds the state machine and checks every transition against the invariants.
private struct Checker {
  let configuration: PullConfiguration
  var state = PullState()
  var time = 0.0
  var running: Int?
  var endCount = 0

  init(configuration: PullConfiguration) {
    self.configuration = configuration
  }

  mutating func send(_ event: PullEvent, after: Double) -> String? {
    time += after
    let previous = state
    let (next, effects) = PullStateMachine.transition(
      state, event, at: time, configuration: configuration)
    state = next
    var phase = previous.phase
    for effect in effects {
      switch effect {
      case .startRefresh(let n):
        if let running { return "refresh \(n) started while \(running) runs" }
        if n != endCount + 1 { return "refresh \(n) started out of order" }
        running = n
      case .refreshEnded(let n, _):
        if running != n { return "refresh \(n) ended but \(String(describing: running)) runs" }
        running = nil
        endCount += 1
      case .cancelRefresh(let n):
        if running != n { return "refresh \(n) cancelled but not running" }
      case .phaseChanged(let from, let to):
        if from != phase || from == to { return "phase change \(from) → \(to) from \(phase)" }
        phase = to
      }
    }
    if phase != state.phase { return "phase \(state.phase) without a phase change effect" }
    if !(state.fraction >= 0) || !state.fraction.isFinite { return "fraction \(state.fraction)" }
    if (state.phase == .refreshing) != (state.activeRefresh != nil) {
      return "phase \(state.phase) with active refresh \(String(describing: state.activeRefresh))"
    }
    if state.activeRefresh != running { return "state and effects disagree on the running refresh" }
    return nil
  }
}
