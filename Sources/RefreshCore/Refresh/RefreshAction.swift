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

  private init(result body: @escaping @MainActor () async throws -> RefreshResult) {
    self.body = body
  }

  /// An action that reports its result, e.g. `.reporting { .newItems(try await fetch()) }`.
  /// A static function, not an initializer, so trailing closures stay unambiguous.
  public static func reporting(
    _ body: @escaping @MainActor () async throws -> RefreshResult
  ) -> RefreshAction {
    RefreshAction(result: body)
  }

  /// An action that returns how many new items it brought, or `nil` if it cannot tell:
  /// `.counting { try await store.merge(fetch()) }`.
  public static func counting(_ body: @escaping @MainActor () async throws -> Int?)
    -> RefreshAction
  {
    RefreshAction(result: { RefreshResult(newItems: try await body()) })
  }

  /// Runs the action.
  @MainActor public func callAsFunction() async throws -> RefreshResult {
    try await body()
  }
}
