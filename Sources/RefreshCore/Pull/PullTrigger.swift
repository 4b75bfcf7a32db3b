/// When an armed pull starts its refresh.
public enum PullTrigger: String, Sendable, Equatable, Hashable, CaseIterable {
  /// On release (finger lifted, touchpad scroll ended), if still armed: iOS's behaviour, the default.
  case onRelease
  /// As soon as the pull reaches the threshold, without waiting for the release.
  case onThreshold
}
