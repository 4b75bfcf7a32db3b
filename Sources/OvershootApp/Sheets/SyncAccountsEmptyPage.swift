import Overshoot
import OvershootAdwaita

/// What Sync Accounts shows with no account: a status page saying what an account is for, with
/// Add Sync Account… as its one button, as GNOME's empty lists offer the one thing to do.
struct SyncAccountsEmptyPage: Widget {
  /// Opens Add Sync Account….
  let addAccount: @MainActor () -> Void

  /// The icon, the heading, the explanation and the button.
  var body: some Widget {
    StatusPage(
      tr("No Sync Accounts"), systemImage: "emblem-synchronizing-symbolic",
      description: tr(
        "Sign in to a Miniflux or FreshRSS server to follow its feeds here and keep what you read in step."
      )
    ).button(tr("Add Sync Account…")) { addAccount() }
  }
}
