import Foundation

/// What Observation calls when something a body read is about to change: it may call from any
/// thread, once, so this only hands the host (held weakly: the widget owns it) to the scheduler
/// on the main actor.
final class BodyInvalidation: @unchecked Sendable {
  // Read and written on the main actor only (`report` hops there first).
  private weak var host: (any BodyHosting)?

  @MainActor
  init(_ host: any BodyHosting) {
    self.host = host
  }

  /// Marks the host dirty, on the main actor.
  func report() {
    if Thread.isMainThread {
      MainActor.assumeIsolated { self.invalidate() }
    } else {
      Task { @MainActor in self.invalidate() }
    }
  }

  @MainActor
  private func invalidate() {
    guard let host else { return }
    BodyScheduler.invalidate(host)
  }
}
