/// The user's refresh, like SwiftUI's `RefreshAction`: an async, throwing body on the main actor.
///
/// Cancellation reaches the body as Swift task cancellation, so `URLSession` and `Task.sleep`
/// inside it stop by themselves.
public struct RefreshAction {
  private let body: @MainActor (RefreshRequest) async throws -> RefreshResult

  /// An action that reports nothing but success or a thrown error: `RefreshAction { try await
  /// feed.reload() }`, the common case, so it takes the unlabelled initializer.
  public init(_ body: @escaping @MainActor () async throws -> Void) {
    self.body = { _ in
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
    self.body = { _ in try await body() }
  }

  /// An action that returns how many new items it brought, or `nil` if it cannot tell:
  /// `RefreshAction(counting: { try await store.merge(fetch()) })`.
  @_disfavoredOverload
  public init(counting body: @escaping @MainActor () async throws -> Int?) {
    self.body = { _ in RefreshResult(newItems: try await body()) }
  }

  /// An action that reads what started it (a pull, or a request and its context) and returns
  /// how many new items it brought: `RefreshAction(countingFor: { request in … })`.
  public init(countingFor body: @escaping @MainActor (RefreshRequest) async throws -> Int?) {
    self.body = { request in RefreshResult(newItems: try await body(request)) }
  }

  /// The action with `request` as what started it, for a runner that knows nothing of requests.
  public func started(by request: RefreshRequest) -> RefreshAction {
    let body = self.body
    return RefreshAction(body: { _ in try await body(request) })
  }

  private init(body: @escaping @MainActor (RefreshRequest) async throws -> RefreshResult) {
    self.body = body
  }

  /// Runs the action as if code had asked for it with no context.
  @MainActor public func callAsFunction() async throws -> RefreshResult {
    try await body(RefreshRequest(trigger: .request(.program)))
  }
}
