import FeedCore
import Foundation
import OvershootLocalization

/// How one sync account's sync ended, for the failure banner and the Sync Accounts dialog.
struct AccountSyncResult: Equatable {
  /// How it ended.
  enum Outcome: Equatable {
    /// The sync completed; what it changed.
    case synced(SyncReport)
    /// It failed, for this reason in plain words; nothing stored was lost.
    case failed(String)
  }

  /// The account synced.
  let account: SyncAccount
  /// How it ended.
  let outcome: Outcome
  /// When it ended.
  var finished = Date()
  /// The changes the server refused at the latest sync of this run that had any (this one's
  /// when it had), for the Sync Accounts dialog: a refused change is dropped from the outbox,
  /// so the reader would otherwise learn of it only from the notice.
  var lastRefused: [RefusedChange] = []

  /// "user at host", the account's name for the reader.
  var accountName: String { account.displayName }

  /// The queued changes the server refused in this sync.
  var refused: [RefusedChange] {
    guard case .synced(let report) = outcome else { return [] }
    return report.refused
  }

  /// The entries the sync stored for the first time.
  var entriesAdded: Int {
    guard case .synced(let report) = outcome else { return 0 }
    return report.entriesAdded
  }
}

extension SyncAccount {
  /// "user at host", the account's name for the reader.
  var displayName: String {
    tr("%@ at %@", user, server.host ?? server.absoluteString)
  }
}
