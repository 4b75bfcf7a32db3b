import Foundation

/// A clock that moves only when a test advances it, so timeouts, minimum durations and deadlines
/// are asserted in logical time, the same on an idle machine and on one loaded by parallel builds.
final class TestClock: Clock, @unchecked Sendable {
  /// A point on the test clock: how far it was advanced from zero.
  struct Instant: InstantProtocol {
    var offset: Duration

    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  // Guards everything below: sleeps start on any task, the test advances from the main actor.
  private let lock = NSLock()
  private var current = Instant(offset: .zero)
  private var sleepers: [Sleeper] = []
  private var nextID = 0

  var now: Instant { lock.withLock { current } }
  var minimumResolution: Duration { .zero }

  /// How many sleeps wait for the clock to reach their deadline.
  var sleeperCount: Int { lock.withLock { sleepers.count } }

  func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = lock.withLock {
      nextID += 1
      return nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        // Checked under the lock, so a cancellation either sees this sleeper or is seen here.
        let early: (any Error)?? = lock.withLock {
          if Task.isCancelled { return .some(CancellationError()) }
          if deadline <= current { return .some(nil) }
          sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return .none
        }
        switch early {
        case .some(.some(let error)): continuation.resume(throwing: error)
        case .some(.none): continuation.resume()
        case .none: break
        }
      }
    } onCancel: {
      let cancelled = lock.withLock { () -> Sleeper? in
        guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return sleepers.remove(at: index)
      }
      cancelled?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves the clock forward and wakes, earliest first, every sleep that is then due.
  func advance(by duration: Duration) {
    let due = lock.withLock { () -> [Sleeper] in
      current = current.advanced(by: duration)
      let due = sleepers.filter { $0.deadline <= current }.sorted { $0.deadline < $1.deadline }
      sleepers.removeAll { $0.deadline <= current }
      return due
    }
    for sleeper in due { sleeper.continuation.resume() }
  }
}
