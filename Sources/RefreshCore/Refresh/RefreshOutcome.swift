import Foundation

/// How a refresh ended, with its payload: what the indicator shows ("Updated just now", an error).
public enum RefreshOutcome: Sendable, Equatable, CustomStringConvertible {
  /// The action returned; `newItems` is its count of new items, if it gave one.
  case success(newItems: Int?)
  /// The action threw or timed out.
  case failure(RefreshFailure)
  /// The refresh was cancelled before it ended.
  case cancelled

  /// The outcome without its payload, as the state machine and traces name it.
  public var kind: RefreshOutcomeKind {
    switch self {
    case .success: .success
    case .failure: .failure
    case .cancelled: .cancelled
    }
  }

  /// A short human text, e.g. `success (3 new)` or `failure: timed out after 30 seconds`.
  public var description: String {
    switch self {
    case .success(nil): "success"
    case .success(let count?): "success (\(count) new)"
    case .failure(let failure): "failure: \(failure.message)"
    case .cancelled: "cancelled"
    }
  }
}

/// A failed refresh: the error the action threw (or a `RefreshTimeoutError`) and its message.
///
/// Equal when the messages are; the error itself is kept for callers that want to inspect it.
/// Unchecked `Sendable` because untyped `throws` cannot promise a Sendable error, yet the error is
/// only captured after the action's task has returned, so nothing can still be mutating it.
public struct RefreshFailure: Error, @unchecked Sendable, Equatable, CustomStringConvertible {
  /// A short text for the indicator, from `LocalizedError.errorDescription` when there is one.
  public let message: String
  /// The error itself.
  public let error: any Error

  /// Wraps `error`, taking its message from it.
  public init(_ error: any Error) {
    self.error = error
    self.message = (error as? LocalizedError)?.errorDescription ?? String(describing: error)
  }

  /// Whether the refresh failed because it ran past the coordinator's timeout.
  public var isTimeout: Bool { error is RefreshTimeoutError }

  /// The message.
  public var description: String { message }

  public static func == (lhs: RefreshFailure, rhs: RefreshFailure) -> Bool {
    lhs.message == rhs.message
  }
}

/// The error a refresh fails with when its action runs longer than the coordinator's timeout.
public struct RefreshTimeoutError: Error, Sendable, Equatable, LocalizedError {
  /// The timeout that ran out.
  public let timeout: Duration

  /// An error for a refresh that exceeded `timeout`.
  public init(timeout: Duration) {
    self.timeout = timeout
  }

  /// "timed out after 30 s" (or "after 250 ms" below a second).
  public var errorDescription: String? {
    let milliseconds = timeout.milliseconds
    return milliseconds < 1000
      ? "timed out after \(Int(milliseconds.rounded())) ms"
      : "timed out after \(Self.seconds(milliseconds)) s"
  }

  /// Seconds with at most one decimal: "30", "1.5".
  private static func seconds(_ milliseconds: Double) -> String {
    let tenths = (milliseconds / 100).rounded()
    return tenths.truncatingRemainder(dividingBy: 10) == 0
      ? String(Int(tenths / 10)) : String(tenths / 10)
  }
}
