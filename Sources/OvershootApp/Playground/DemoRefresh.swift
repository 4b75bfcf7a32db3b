import CGtk
import Foundation

/// The Playground's stand-in for a network refresh: waits a moment, then writes "Last refreshed"
/// into a label, failing every third time with `SimulatedRefreshFailure`.
@MainActor
final class DemoRefresh {
  /// How long each refresh takes; long enough to watch the spinner and try the policies.
  let duration: Duration
  /// How many refreshes have started.
  private(set) var count = 0
  private let status: UnsafeMutablePointer<GtkWidget>

  /// A refresh that reports into the label `status`.
  init(status: UnsafeMutablePointer<GtkWidget>, duration: Duration = .milliseconds(1500)) {
    self.status = status
    self.duration = duration
  }

  /// One refresh: the action to hand to `RefreshableScrolledWindow.onRefresh`.
  func run() async throws {
    count += 1
    let number = count
    try await Task.sleep(for: duration)
    let time = Date().formatted(date: .omitted, time: .standard)
    if SimulatedRefreshFailure.fails(number) {
      PlaygroundWidgets.setText(status, "Refresh \(number) failed at \(time); pull again.")
      throw SimulatedRefreshFailure(refreshNumber: number)
    }
    PlaygroundWidgets.setText(status, "Last refreshed at \(time) (refresh \(number)).")
  }
}
