import FeedCore

/// Hands a refresh's progress to the window without holding the refresh up: a fetch slot sends
/// its feed's report and goes on to its next feed at once, where waiting for the main thread
/// (drawing a frame, tens of milliseconds on a software renderer) kept the slot idle meanwhile.
/// A report overtaken by a later one, or arriving after the refresh ended, is dropped.
@MainActor
final class RefreshProgressRelay {
  private let show: @MainActor (RefreshProgress) -> Void
  private var shownCompleted = -1
  private var isEnded = false

  /// A relay to `show`, which runs on the main thread.
  init(to show: @escaping @MainActor (RefreshProgress) -> Void) {
    self.show = show
  }

  /// Queues `report` for the main thread and returns at once.
  nonisolated func send(_ report: RefreshProgress) {
    Task { @MainActor in self.deliver(report) }
  }

  /// Shows no report after this.
  func end() {
    isEnded = true
  }

  private func deliver(_ report: RefreshProgress) {
    guard !isEnded, report.completed > shownCompleted else { return }
    shownCompleted = report.completed
    show(report)
  }
}
