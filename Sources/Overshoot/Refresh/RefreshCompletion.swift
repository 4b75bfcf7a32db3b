import Synchronization

/// The `done` a completion-handler refresh is given (`onRefresh(withCompletion:)`,
/// `.refreshable(onRefresh:)`): call it once, from any thread, when the work has ended.
///
/// The refresh ends exactly once whatever the caller does: calls after the first are ignored;
/// a completion dropped without being called ends the refresh when it is released; and the
/// coordinator's timeout or a cancel (Esc) ends it too.
public final class RefreshCompletion: Sendable {
  private let continuation: Mutex<CheckedContinuation<Void, Never>?>

  private init(_ continuation: CheckedContinuation<Void, Never>) {
    self.continuation = Mutex(continuation)
  }

  /// Ends the refresh (the first call only).
  public func callAsFunction() { finish() }

  deinit { finish() }

  private func finish() {
    continuation.withLock { $0.take() }?.resume()
  }

  /// Runs `action` with a new completion and returns once it is called, dropped or cancelled;
  /// throws `CancellationError` when the refresh was cancelled.
  @MainActor
  static func run(_ action: @escaping @MainActor (RefreshCompletion) -> Void) async throws {
    let pending = WeakCompletion()
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let completion = RefreshCompletion(continuation)
        pending.set(completion)
        action(completion)
      }
    } onCancel: {
      pending.finish()
    }
    try Task.checkCancellation()
  }
}

/// The completion as cancellation sees it: weakly, so that dropping it still ends the refresh.
private final class WeakCompletion: Sendable {
  private struct Reference { weak var completion: RefreshCompletion? }
  private let reference = Mutex(Reference())

  func set(_ completion: RefreshCompletion) {
    reference.withLock { $0.completion = completion }
  }

  func finish() {
    reference.withLock { $0.completion }?()
  }
}
