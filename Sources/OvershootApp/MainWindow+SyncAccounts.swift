import FeedCore
import Foundation

extension MainWindow {
  /// Shows the Sync Accounts sheet; a removed account's feeds leave the sidebar and the
  /// timeline, and its failure leaves the banner.
  @discardableResult
  func presentSyncAccounts() -> SyncAccountsSession {
    let session = SyncAccountsSession(model: model) { [weak self] account in
      guard let self else { return }
      self.store.refreshFailures.forget(account: account.id)
      self.timeline.banner.show(self.store.refreshFailures)
      Task { await self.timelineController.reloadTimeline(isNewScope: true) }
    }
    sheets.show(.syncAccounts(session))
    return session
  }
}
