import Foundation

/// The error the Playground's refreshes throw every third time, so the indicator's error line
/// can be seen (and screenshotted) without breaking a network connection.
struct SimulatedRefreshFailure: LocalizedError, Equatable {
  /// Which refresh failed, counted from 1.
  let refreshNumber: Int

  /// Short enough for the indicator's one line.
  var errorDescription: String? {
    "Refresh \(refreshNumber) failed on purpose (every third one does)"
  }

  /// Whether the `refreshNumber`-th refresh (counted from 1) is one that fails.
  static func fails(_ refreshNumber: Int) -> Bool { refreshNumber % 3 == 0 }
}
