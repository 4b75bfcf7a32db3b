/// The knobs of a pull-to-refresh; the state machine reads them on every transition.
public struct PullConfiguration: Sendable, Equatable, Hashable {
  /// How far a pull must go to arm a refresh.
  public var threshold: PullThreshold
  /// Whether an armed pull starts on release or as soon as it reaches the threshold.
  public var trigger: PullTrigger
  /// What a trigger does while a refresh is already running.
  public var policy: RefreshPolicy
  /// Whether mouse-wheel notches past the top can pull; off by default because a wheel has no
  /// release and a fast flick to the top would refresh by accident.
  public var wheelPullsEnabled: Bool
  /// Wheel notches less than this far apart add up to one pull, which releases itself once this
  /// long has passed without a notch.
  public var wheelWindowMilliseconds: Double
  /// How long `finishing` lasts (the indicator collapsing) before `idle`; 0 skips it.
  public var collapseMilliseconds: Double

  /// A configuration; every argument has the default a desktop user expects.
  public init(
    threshold: PullThreshold = .standard,
    trigger: PullTrigger = .onRelease,
    policy: RefreshPolicy = .ignore,
    wheelPullsEnabled: Bool = false,
    wheelWindowMilliseconds: Double = 300,
    collapseMilliseconds: Double = 250
  ) {
    self.threshold = threshold
    self.trigger = trigger
    self.policy = policy
    self.wheelPullsEnabled = wheelPullsEnabled
    self.wheelWindowMilliseconds = wheelWindowMilliseconds
    self.collapseMilliseconds = collapseMilliseconds
  }
}
