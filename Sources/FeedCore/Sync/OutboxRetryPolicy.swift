import Foundation

/// How often a queued change the server refuses is tried again, and how long apart, before it
/// is set aside ("parked") for the reader to retry or drop. A server that cannot be reached
/// counts no attempt: the change simply waits.
public struct OutboxRetryPolicy: Sendable, Hashable {
  /// Refusals after which the change is set aside.
  public var attempts: Int
  /// The wait after the first refusal.
  public var firstDelay: TimeInterval
  /// How much longer each following wait is.
  public var factor: Double

  /// Five tries over about an hour and a half by default: 1, 4, 16 and 64 minutes apart.
  public init(attempts: Int = 5, firstDelay: TimeInterval = 60, factor: Double = 4) {
    self.attempts = max(1, attempts)
    self.firstDelay = max(0, firstDelay)
    self.factor = max(1, factor)
  }

  /// The wait after the `attempt`th refusal (from 1).
  public func delay(afterAttempt attempt: Int) -> TimeInterval {
    firstDelay * pow(factor, Double(max(0, attempt - 1)))
  }

  /// Whether the `attempt`th refusal sets the change aside.
  public func parks(afterAttempt attempt: Int) -> Bool {
    attempt >= attempts
  }
}
