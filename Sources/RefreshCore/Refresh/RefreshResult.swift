/// What a successful refresh action reports back: how many new items it brought, if it knows.
public struct RefreshResult: Sendable, Equatable, Hashable {
  /// The number of new items, shown as e.g. "3 new"; `nil` when the action cannot tell.
  public var newItems: Int?

  /// A result with an optional count of new items.
  public init(newItems: Int? = nil) {
    self.newItems = newItems
  }

  /// Done, with no count.
  public static let done = RefreshResult()

  /// Done, with `count` new items.
  public static func newItems(_ count: Int) -> RefreshResult {
    RefreshResult(newItems: count)
  }
}
