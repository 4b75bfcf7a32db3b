/// Where a pull-to-refresh is in its life; the raw values are the names used in traces and replay.
public enum PullPhase: String, Sendable, Equatable, Hashable, CaseIterable, Codable {
  /// Nothing is happening: no pull, no refresh.
  case idle
  /// The user pulls past the top edge but has not reached the threshold yet.
  case pulling
  /// The pull has reached the threshold: releasing now starts a refresh.
  case armed
  /// A refresh is running; the indicator shows a spinner.
  case refreshing
  /// The refresh has ended and the indicator is collapsing back to `idle`.
  case finishing
}
