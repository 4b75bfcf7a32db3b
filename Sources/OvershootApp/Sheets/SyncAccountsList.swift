import FeedCore
import Foundation
import Observation
import OvershootLocalization

/// What the Sync Accounts sheet lists, observed by its rows.
@MainActor @Observable
final class SyncAccountsList {
  /// One account's row: its name and how its last sync went.
  struct Row: Identifiable, Equatable {
    /// The account.
    let account: SyncAccount
    /// "Last synced …", with why the last sync of this run failed, if it did.
    let status: String
    /// The outbox rows of its changes the server refused until they were set aside.
    var parked: [Int64] = []
    /// The account's store id.
    var id: Int64 { account.id }
  }

  /// The rows, in the order the accounts were added.
  var rows: [Row] = []
  /// The line under the rows: why a removal did not go through, or nothing.
  var message = ""

  /// Rows for `accounts`, with the last results `results` of this run and the changes set
  /// aside, by account.
  func show(
    _ accounts: [SyncAccount], results: [Int64: AccountSyncResult],
    parked: [Int64: [Int64]] = [:], now: Date = Date()
  ) {
    rows = accounts.map {
      Row(
        account: $0, status: Self.status(of: $0, result: results[$0.id]),
        parked: parked[$0.id] ?? [])
    }
  }

  /// "Last synced 5 minutes ago", "Never synced", then the last failure of this run, then
  /// the last changes the server refused in this run.
  static func status(of account: SyncAccount, result: AccountSyncResult?) -> String {
    var status =
      account.lastSync.map {
        tr("Last synced %@", $0.formatted(date: .abbreviated, time: .shortened))
      } ?? tr("Never synced")
    if case .failed(let reason)? = result?.outcome {
      status = tr("%@; the last sync failed: %@", status, reason)
    }
    if let refused = result?.lastRefused, !refused.isEmpty {
      status = trn(
        "%@; the server refused %@ change: %@", "%@; the server refused %@ changes: %@",
        refused.count, status, refused.count, RefusedChangesText.list(refused))
    }
    return status
  }
}
