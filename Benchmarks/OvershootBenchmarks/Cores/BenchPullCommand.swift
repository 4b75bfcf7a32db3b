import ArgumentParser
import RefreshCore
import SeededRandomness

/// `overshoot-benchmarks cores pull`: the pull state machine's cost per event against a loop that only
/// reads the same events.
struct BenchPullCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pull",
    abstract: "Time the pull state machine per event against an in-run baseline.",
    discussion: """
      Feeds --events random events (mostly touchpad pulls, with geometry, releases, overshoots, \
      requests, finishes, cancels and ticks) through PullStateMachine.transition, time advancing \
      0-16 ms per event. The baseline loop reads every event and folds it into a checksum, the \
      least any consumer must do. Figures are the median of --runs runs. Build with \
      `-c release`; a debug build is many times slower.
      """
  )

  @Option(help: "Random events per run.")
  var events = 4_000_000

  @Option(help: "Timed runs; the median is printed.")
  var runs = 5

  @Option(help: "Seed of the random events, so runs can be compared.")
  var seed: UInt64 = 42

  func validate() throws {
    guard events > 0, runs > 0 else {
      throw ValidationError("--events and --runs must be positive.")
    }
  }

  func run() {
    var random = BenchPullRandom(seed: seed)
    let trace = (0..<events).map { _ in BenchPullEvents.next(&random) }
    let configuration = PullConfiguration(policy: .queueOne, wheelPullsEnabled: true)

    var refreshes = 0
    var effectCount = 0
    let machine = median {
      var state = PullState()
      var effects = 0
      for (time, event) in trace {
        let (next, emitted) = PullStateMachine.transition(
          state, event, at: time, configuration: configuration)
        state = next
        effects &+= emitted.count
      }
      refreshes = state.refreshCount
      effectCount = effects
    }
    var checksum = 0.0
    let baseline = median {
      var sum = 0.0
      for (time, event) in trace {
        sum += time + BenchPullEvents.weight(event)
      }
      checksum = sum
    }

    let perEvent = machine * 1e6 / Double(events)
    let basePerEvent = baseline * 1e6 / Double(events)
    print("pull state machine, \(events) random events, median of \(runs) runs, seed \(seed)")
    print("transition:  \(format(perEvent)) ns/event  (\(format(machine)) ms per run)")
    print("baseline:    \(format(basePerEvent)) ns/event  (read each event into a checksum)")
    print("ratio:       \(format(perEvent / basePerEvent))")
    print(
      "refreshes started: \(refreshes), effects: \(effectCount), checksum: \(Int(checksum) % 1000)")
  }

  /// Median wall time of `body` over `runs` runs, in milliseconds.
  private func median(_ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    var times: [Double] = []
    for _ in 0..<runs {
      let elapsed = clock.measure(body)
      times.append(
        Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
    }
    return times.sorted()[times.count / 2]
  }

  private func format(_ value: Double) -> String {
    String((value * 100).rounded() / 100)
  }
}

/// The random events `cores pull` feeds, in a mix like a real session's.
enum BenchPullEvents {
  /// The next event and its time; `random` carries the clock along.
  static func next(_ random: inout BenchPullRandom) -> (Double, PullEvent) {
    random.time += Double(random.next(below: 17))
    let roll = random.next(below: 100)
    let event: PullEvent
    switch roll {
    case 0..<60:
      event = .pull(dy: Double(random.next(below: 25)) - 8, source: .touchpad)
    case 60..<65:
      event = .pull(dy: Double(random.next(below: 40)), source: .wheel)
    case 65..<75:
      event = .geometry(
        viewport: 600, content: 2000, offset: Double(random.next(below: 3)) * 50 - 50)
    case 75..<85:
      event = .release
    case 85..<87:
      event = .overshoot(edge: .top)
    case 87..<89:
      event = .request(source: .keyboard)
    case 89..<94:
      event = .finish(result: .success)
    case 94..<95:
      event = .cancel
    default:
      event = .tick
    }
    return (random.time, event)
  }

  /// A number from the event, so the baseline loop cannot skip reading it.
  static func weight(_ event: PullEvent) -> Double {
    switch event {
    case .pull(let dy, _): dy
    case .geometry(_, _, let offset): offset
    case .release: 1
    case .overshoot: 2
    case .request: 3
    case .finish: 4
    case .cancel: 5
    case .tick: 6
    }
  }
}

/// The seeded generator with a running clock, so a bench run can be repeated exactly.
struct BenchPullRandom {
  private var random: SeededRandom
  /// The time of the last event generated, in milliseconds.
  var time = 0.0

  init(seed: UInt64) {
    random = SeededRandom(seed: seed)
  }

  mutating func next(below bound: Int) -> Int { random.next(below: bound) }
}
