/// The user's refresh, like SwiftUI's `RefreshAction`: an async, throwing body on the main actor.
///
/// Cancellation reaches the body as Swift task cancellation, so `URLSession` and `Task.sleep`
/// inside it stop by themselves.
public struct RefreshAction {
  private let body: @MainActor () async throws -> RefreshResult

  /// An action that reports nothing but success or a thrown error: `RefreshAction { try await
  /// feed.reload() }`, the common case, so it takes the unlabelled initializer.
  public init(_ body: @escaping @MainActor () async throws -> Void) {
    self.body = {
      try await body()
      return .done
    }
  }

  /// An action that reports its result, e.g. `RefreshAction(reporting: { .newItems(3) })`.
  ///
  /// Disfavoured, like `init(counting:)`, so that a trailing closure `RefreshAction { ... }`
  /// always means the common `Void` body instead of being ambiguous.
  @_disfavoredOverload
  public init(reporting body: @escaping @MainActor () async throws -> RefreshResult) {
    self.body = body
  }

  /// An action that returns how many new items it brought, or `nil` if it cannot tell:
  /// `RefreshAction(counting: { try await store.merge(fetch()) })`.
  @_disfavoredOverload
  public init(counting body: @escaping @MainActor () async throws -> Int?) {
    self.body = { RefreshResult(newItems: try await body()) }
  }

  /// Runs the action.
  @MainActor public func callAsFunction() async throws -> RefreshResult {
    try await body()
  }
}
