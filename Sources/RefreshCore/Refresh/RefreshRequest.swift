/// What started a refresh, handed to a refresh action that asks for it: a pull, or a request
/// from a key, a button, the accessible action or code, with whatever the requester attached.
///
/// What a refresh covers often depends on who asked: the reader's F5 refreshes what is shown,
/// a timer every feed. The requester says so when it asks, and the action reads it here, so no
/// field has to carry the reason from the request to the refresh it starts.
public struct RefreshRequest: Sendable {
  /// Who asked for the refresh.
  public enum Trigger: Sendable, Equatable, Hashable {
    /// The user pulled past the threshold (touch, touchpad, opt-in wheel).
    case pull
    /// `beginRefreshing(source:)` or a key, button or action that calls it.
    case request(RefreshRequestSource)
  }

  /// Who asked.
  public let trigger: Trigger
  /// What the requester attached to `beginRefreshing(source:context:)`, or `nil`.
  public let context: (any Sendable)?

  /// A request from `trigger` carrying `context`.
  public init(trigger: Trigger, context: (any Sendable)? = nil) {
    self.trigger = trigger
    self.context = context
  }

  /// The context as `type`, or `nil` when there is none or it is another type.
  public func context<Context: Sendable>(as type: Context.Type) -> Context? {
    context as? Context
  }
}
