import FeedCore
import Foundation
import Observation
import Overshoot
import OvershootLocalization

/// One showing of "Sync Accounts…": each Google Reader API account with its server, user and
/// last sync, and a Remove button that asks first, then forgets the account with its feeds and
/// entries and deletes its password from the keyring (as `overshoot-cli account remove` does).
/// `SyncAccountsSheet` shows it; `ReaderSheets` presents it.
@MainActor @Observable
final class SyncAccountsSession: SheetSession {
  /// The accounts shown and the last failure.
  @ObservationIgnored let list = SyncAccountsList()
  /// The account whose removal is asked about; nil when none.
  var accountToRemove: SyncAccount?
  /// Whether the question before a removal shows.
  var isAskingRemoval = false
  @ObservationIgnored private let model: ReaderModel
  @ObservationIgnored private let onRemoved: @MainActor (SyncAccount) -> Void
  /// Closes the sheet showing this session; `ReaderSheets` sets it when it shows the sheet.
  @ObservationIgnored var dismiss: @MainActor () -> Void = {}
  /// The sheet that shows this session.
  var sheet: any Widget { SyncAccountsSheet(session: self) }
  /// Shows Add Sync Account… in place of this sheet (the empty page's button); the window sets
  /// it.
  @ObservationIgnored var addAccount: @MainActor () -> Void = {}

  /// The accounts of `model`; `onRemoved` runs after an account is gone.
  init(model: ReaderModel, onRemoved: @escaping @MainActor (SyncAccount) -> Void) {
    self.model = model
    self.onRemoved = onRemoved
    reload()
  }

  /// The outbox rows set aside, by account, as last read from the store.
  @ObservationIgnored private var parked: [Int64: [Int64]] = [:]

  /// Shows the accounts as the model has them now, then the changes set aside once read.
  func reload() {
    list.show(model.accounts, results: model.lastSyncResults, parked: parked)
    Task { await reloadParked() }
  }

  /// Reads each account's changes set aside and shows them.
  func reloadParked() async {
    guard let store = model.store else { return }
    var found: [Int64: [Int64]] = [:]
    for account in model.accounts {
      // Unreadable now: the row shows none, and the next showing reads again.
      let rows = (try? await store.pendingChanges(account: account.id)) ?? []
      found[account.id] = rows.filter(\.isParked).map(\.id)
    }
    parked = found
    list.show(model.accounts, results: model.lastSyncResults, parked: found)
  }

  /// Sends `row`'s changes set aside again at the next sync, their attempts counted afresh.
  func retryParked(_ row: SyncAccountsList.Row) async {
    await changeParked(row) { store, id throws(StoreError) in
      _ = try await store.retryPendingChange(id)
    }
  }

  /// Forgets `row`'s changes set aside; the server's state shows at the next sync.
  func dropParked(_ row: SyncAccountsList.Row) async {
    await changeParked(row) { store, id throws(StoreError) in
      _ = try await store.removePendingChange(id)
    }
  }

  private func changeParked(
    _ row: SyncAccountsList.Row,
    _ body: (FeedStore, Int64) async throws(StoreError) -> Void
  ) async {
    guard let store = model.store else { return }
    do throws(StoreError) {
      for id in row.parked { try await body(store, id) }
      list.message = ""
    } catch {
      list.message = tr("Couldn’t change the outbox: %@", error.description)
    }
    await reloadParked()
  }

  /// Asks before removing `account` (its row's Remove… button).
  func confirmRemoval(of account: SyncAccount) {
    accountToRemove = account
    isAskingRemoval = true
  }

  /// Removes `account` without asking.
  func remove(_ account: SyncAccount) async {
    do throws(StoreError) {
      let keyringProblem = try await model.removeAccount(account)
      list.message = keyringProblem.map { tr("Removed %@, but %@.", account.displayName, $0) } ?? ""
    } catch {
      list.message = tr("Couldn’t remove %@: %@", account.displayName, error.description)
    }
    reload()
    onRemoved(account)
  }

  #if DEBUG
    /// The rows shown (tests; debug builds only).
    var rows: [SyncAccountsList.Row] { list.rows }

    /// The message under the rows (tests; debug builds only).
    var message: String { list.message }
  #endif
}

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
