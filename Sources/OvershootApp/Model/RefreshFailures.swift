import FeedCore

/// The feeds whose last refresh failed and the sync accounts whose last sync failed, in the
/// order they failed, kept across refreshes of some feeds: refreshing one feed clears its own
/// failure and leaves the others' standing.
struct RefreshFailures: Equatable {
  /// What failed: a feed fetched from its own address, or a sync account.
  enum Source: Hashable {
    /// A feed, by its store id.
    case feed(Int64)
    /// A sync account, by its store id.
    case account(Int64)
  }

  /// One failed feed or account: its name and why.
  struct Failure: Equatable {
    /// What failed.
    let source: Source
    /// The feed's name, or the account's (user at server).
    let title: String
    /// Why its refresh or sync failed, for the reader.
    let reason: String

    /// The feed's store id, nil for an account.
    var feedID: Int64? {
      guard case .feed(let id) = source else { return nil }
      return id
    }
  }

  /// The failures, oldest first.
  private(set) var failures: [Failure] = []

  /// Takes in a refresh's results: a feed that failed is listed (once), a feed that was
  /// refreshed or unchanged is cleared, a cancelled feed keeps what it had.
  mutating func record(_ results: [FeedRefreshResult]) {
    for result in results {
      switch result.outcome {
      case .failed(let reason):
        note(Failure(source: .feed(result.feedID), title: result.title, reason: reason))
      case .updated, .notModified:
        failures.removeAll { $0.source == .feed(result.feedID) }
      case .cancelled:
        break
      }
    }
  }

  /// Takes in the syncs' results: an account that failed is listed (once), one that synced is
  /// cleared.
  mutating func record(_ syncs: [AccountSyncResult]) {
    for sync in syncs {
      switch sync.outcome {
      case .failed(let reason):
        note(Failure(source: .account(sync.account.id), title: sync.accountName, reason: reason))
      case .synced:
        failures.removeAll { $0.source == .account(sync.account.id) }
      }
    }
  }

  private mutating func note(_ failure: Failure) {
    if let index = failures.firstIndex(where: { $0.source == failure.source }) {
      failures[index] = failure
    } else {
      failures.append(failure)
    }
  }

  /// Forgets a feed that is no longer followed.
  mutating func forget(_ feedID: Int64) {
    failures.removeAll { $0.source == .feed(feedID) }
  }

  /// Forgets an account that was removed.
  mutating func forget(account: Int64) {
    failures.removeAll { $0.source == .account(account) }
  }
}
