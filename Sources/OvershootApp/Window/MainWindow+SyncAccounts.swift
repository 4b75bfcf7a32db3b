import FeedCore
import Foundation
import Overshoot

extension MainWindow {
  /// Shows the Sync Accounts sheet; a removed account's feeds leave the sidebar and the
  /// timeline, and its failure leaves the banner.
  @discardableResult
  func presentSyncAccounts() -> SyncAccountsSession {
    let session = SyncAccountsSession(model: model) { [weak self] account in
      guard let self else { return }
      self.state.refreshFailures.forget(account: account.id)
      self.timeline.banner.show(self.state.refreshFailures)
      Task { await self.timelineController.reloadTimeline(isNewScope: true) }
    }
    session.addAccount = { [weak self] in
      guard let self else { return }
      WidgetActions.activate("win.add-account", from: self.root)
    }
    sheets.show(.syncAccounts(session))
    return session
  }
}
