import RefreshCore
import Testing

/// Feeds events to the pure state machine with a clock of its own, keeping every effect.
struct PullDriver {
  var configuration: PullConfiguration
  var state = PullState()
  var time = 0.0
  var effects: [PullEffect] = []

  init(_ configuration: PullConfiguration = PullConfiguration()) {
    self.configuration = configuration
  }

  /// Sends `event` `after` milliseconds and returns its effects.
  @discardableResult
  mutating func send(_ event: PullEvent, after: Double = 10) -> [PullEffect] {
    time += after
    let (next, emitted) = PullStateMachine.transition(
      state, event, at: time, configuration: configuration)
    state = next
    effects += emitted
    return emitted
  }

  /// Sends touchpad pulls adding up to `distance`, in steps of at most 20 points.
  mutating func pull(_ distance: Double, source: PullSource = .touchpad) {
    var left = distance
    while abs(left) > 0 {
      let step = left > 0 ? min(20, left) : max(-20, left)
      send(.pull(dy: step, source: source))
      left -= step
    }
  }

  /// The numbers of the refreshes started so far.
  var started: [Int] {
    effects.compactMap { if case .startRefresh(let n) = $0 { n } else { nil } }
  }

  /// The numbers and results of the refreshes ended so far.
  var ended: [Int] {
    effects.compactMap { if case .refreshEnded(let n, _) = $0 { n } else { nil } }
  }

  /// The numbers of the refreshes cancelled so far.
  var cancelled: [Int] {
    effects.compactMap { if case .cancelRefresh(let n) = $0 { n } else { nil } }
  }

  /// The phases entered so far, in order.
  var phases: [PullPhase] {
    effects.compactMap { if case .phaseChanged(_, let to) = $0 { to } else { nil } }
  }
}

/// The screen most tests use: a 600 pt viewport at the top of 2000 pt of content.
let tallContent = PullEvent.geometry(viewport: 600, content: 2000, offset: 0)
