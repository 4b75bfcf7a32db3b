import Foundation
import Observation

/// The Playground's stand-in for a network refresh: waits a moment, then says when it last
/// refreshed, failing every third time with `SimulatedRefreshFailure`.
@MainActor @Observable
final class DemoRefresh {
  /// How long each refresh takes; long enough to watch the spinner and try the policies.
  let duration: Duration
  /// How many refreshes have started.
  private(set) var count = 0
  /// The status line: "Last refreshed at 10:42:07 (refresh 2)." or why the last one failed.
  private(set) var status = "Last refreshed: never."

  /// A refresh taking `duration`.
  init(duration: Duration = .milliseconds(1500)) {
    self.duration = duration
  }

  /// One refresh: the action to hand to `RefreshableScrolledWindow.onRefresh`.
  func run() async throws {
    count += 1
    let number = count
    try await Task.sleep(for: duration)
    let time = Date().formatted(date: .omitted, time: .standard)
    if SimulatedRefreshFailure.fails(number) {
      status = "Refresh \(number) failed at \(time); pull again."
      throw SimulatedRefreshFailure(refreshNumber: number)
    }
    status = "Last refreshed at \(time) (refresh \(number))."
  }
}
