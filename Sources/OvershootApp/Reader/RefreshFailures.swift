import FeedCore

/// The feeds whose last refresh failed, in the order they failed, kept across refreshes of
/// some feeds: refreshing one feed clears its own failure and leaves the others' standing.
struct RefreshFailures: Equatable {
  /// One failed feed: its title and why.
  struct Failure: Equatable {
    /// The feed's store id.
    let feedID: Int64
    /// The feed's name.
    let title: String
    /// Why its refresh failed, for the reader.
    let reason: String
  }

  /// The failures, oldest first.
  private(set) var failures: [Failure] = []

  /// Takes in a refresh's results: a feed that failed is listed (once), a feed that was
  /// refreshed or unchanged is cleared, a cancelled feed keeps what it had.
  mutating func record(_ results: [FeedRefreshResult]) {
    for result in results {
      switch result.outcome {
      case .failed(let reason):
        let failure = Failure(feedID: result.feedID, title: result.title, reason: reason)
        if let index = failures.firstIndex(where: { $0.feedID == result.feedID }) {
          failures[index] = failure
        } else {
          failures.append(failure)
        }
      case .updated, .notModified:
        failures.removeAll { $0.feedID == result.feedID }
      case .cancelled:
        break
      }
    }
  }

  /// Forgets a feed that is no longer followed.
  mutating func forget(_ feedID: Int64) {
    failures.removeAll { $0.feedID == feedID }
  }
}
