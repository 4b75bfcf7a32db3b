import FeedCore
import Foundation
import OvershootLocalization
import OvershootSecrets

extension ReaderModel {
  /// Syncs the accounts `accountIDs` (nil: every account) one after the other: the password
  /// from the keeper (the Secret Service) and the sync itself run away from the main thread.
  /// A failure is that account's result; nothing stored is lost (the outbox keeps what was not
  /// sent). Reloads the subscriptions after, and looks for the icons of synced feeds that are
  /// due (beside everything else, as after a refresh).
  func sync(accountIDs: [Int64]?) async -> [AccountSyncResult] {
    guard let store else { return [] }
    let accounts: [SyncAccount]
    do {
      accounts = try await store.accounts().filter { accountIDs?.contains($0.id) ?? true }
    } catch {
      printError("overshoot: \(error.description)")
      return []
    }
    guard !accounts.isEmpty else { return [] }
    var results: [AccountSyncResult] = []
    for account in accounts {
      if Task.isCancelled { break }
      guard let outcome = await syncInTurn(account, store: store) else { break }
      var result = AccountSyncResult(account: account, outcome: outcome)
      result.lastRefused =
        result.refused.isEmpty ? lastSyncResults[account.id]?.lastRefused ?? [] : result.refused
      lastSyncResults[account.id] = result
      results.append(result)
    }
    await reloadSubscriptions()
    let synced = results.filter { if case .synced = $0.outcome { true } else { false } }
    if !synced.isEmpty {
      let ids = Set(synced.map(\.account.id))
      updateFeedIcons(subscriptions.filter { $0.accountID.map(ids.contains) ?? false }.map(\.id))
    }
    let refusing = results.filter { !$0.refused.isEmpty }
    if !refusing.isEmpty { onRefusedChanges?(refusing) }
    return results
  }

  /// Syncs `account` once the sync of it asked for before (a refresh's, Add Feed's) has ended,
  /// so that two never send the same outbox or log in side by side; a sync asked for during
  /// another still runs after it, since it may have a change to send that the running one read
  /// the outbox too early to see. Nil when cancelled before its turn came.
  private func syncInTurn(_ account: SyncAccount, store: FeedStore) async
    -> AccountSyncResult.Outcome?
  {
    let previous = accountSyncs[account.id]
    let turn = Task { @MainActor [previous] () -> AccountSyncResult.Outcome? in
      _ = await previous?.value
      if Task.isCancelled { return nil }
      return await self.sync(account, store: store)
    }
    accountSyncs[account.id] = turn
    let outcome = await withTaskCancellationHandler {
      await turn.value
    } onCancel: {
      turn.cancel()
    }
    if accountSyncs[account.id] == turn { accountSyncs[account.id] = nil }
    return outcome
  }

  private func sync(_ account: SyncAccount, store: FeedStore) async -> AccountSyncResult.Outcome {
    let password: String
    switch await Self.password(of: account, keeper: keeper) {
    case .success(let found?): password = found
    case .success(nil):
      return .failed(
        tr("no password for it is in the keyring; remove the account and add it again"))
    case .failure(let error):
      return .failed(tr("no keyring is available to read its password (%@)", error.reason))
    }
    let client = syncClient(for: account, password: password)
    do throws(SyncError) {
      let report = try await SyncEngine(store: store).sync(account.id, client: client)
      return .synced(report)
    } catch {
      // A refused password must be asked for again, not resent from a client logged in.
      syncClients[account.id] = nil
      return .failed(error.description)
    }
  }

  /// The client of the last sync while the password is the same: it stays logged in, so a sync
  /// with nothing new costs the two small id requests.
  private func syncClient(for account: SyncAccount, password: String) -> GReaderClient {
    if let kept = syncClients[account.id], kept.password == password, kept.server == account.server
    {
      return kept.client
    }
    let client = GReaderClient(server: account.server, user: account.user, password: password)
    syncClients[account.id] = (password, account.server, client)
    return client
  }

  /// The account's password; the keeper's call blocks on D-Bus, so it runs off the main thread.
  private static func password(of account: SyncAccount, keeper: any PasswordKeeper) async
    -> Result<String?, SecretStoreError>
  {
    await Task.detached { () -> Result<String?, SecretStoreError> in
      do throws(SecretStoreError) {
        return .success(
          try keeper.lookup(server: account.server.absoluteString, user: account.user))
      } catch {
        return .failure(error)
      }
    }.value
  }

  /// Removes an account with its feeds and entries and its password from the keeper (as
  /// `overshoot-cli account remove` does); returns why the password stayed, if it did.
  func removeAccount(_ account: SyncAccount) async throws(StoreError) -> String? {
    guard let store else { return nil }
    try await store.removeAccount(account.id)
    syncClients[account.id] = nil
    lastSyncResults[account.id] = nil
    if selectedFeed?.accountID == account.id { scope = .all }
    await reloadSubscriptions()
    let keeper = self.keeper
    let deleted = await Task.detached { () -> SecretStoreError? in
      do throws(SecretStoreError) {
        try keeper.delete(server: account.server.absoluteString, user: account.user)
        return nil
      } catch {
        return error
      }
    }.value
    return deleted.map { tr("its password could not be deleted from the keyring (%@)", $0.reason) }
  }
}
