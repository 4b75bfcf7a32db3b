import FeedCore
import Overshoot

/// What the Sync Accounts sheet shows, observed from `list`: each account with its server and
/// last sync and a Remove… button, a status page offering to add one when there are none, and
/// what went wrong last.
struct SyncAccountsView: Widget {
  /// The accounts shown and the last failure.
  let list: SyncAccountsList
  /// Opens Add Sync Account… (the empty page's button).
  let addAccount: @MainActor () -> Void
  /// Asks before removing an account (its Remove… button).
  let remove: @MainActor (SyncAccount) -> Void
  /// Sends an account's changes set aside again at the next sync (their Retry button).
  let retry: @MainActor (SyncAccountsList.Row) -> Void
  /// Forgets an account's changes set aside (their Drop button).
  let drop: @MainActor (SyncAccountsList.Row) -> Void

  /// The empty page, the rows and the failure.
  var body: some Widget {
    VStack(spacing: 12) {
      SyncAccountsEmptyPage(addAccount: addAccount).hidden(!list.rows.isEmpty)
      ForEach(list.rows, id: \.id, spacing: 12) { row in
        HStack(spacing: 12) {
          VStack(spacing: 2) {
            Text(row.account.displayName).leadingAligned().cssClass("heading")
            Text(row.account.server.absoluteString).leadingAligned().cssClass("dim-label")
              .textSelection(.enabled)
            Text(row.status).leadingAligned().cssClass("dim-label")
              .wrapping(maxCharactersPerLine: 50)
          }.expanding()
          Button(tr("Remove…")) { remove(row.account) }
            .accessibilityLabel(tr("Remove %@", row.account.displayName))
        }
        HStack(spacing: 12) {
          Text(
            trn(
              "%@ change the server refused is set aside.",
              "%@ changes the server refused are set aside.", row.parked.count, row.parked.count)
          ).leadingAligned().expanding().wrapping(maxCharactersPerLine: 40)
          Button(tr("Retry")) { retry(row) }
          Button(tr("Drop")) { drop(row) }
        }.hidden(row.parked.isEmpty)
      }
      Text(list.message).leadingAligned().cssClass("error").hidden(list.message.isEmpty)
        .wrapping(maxCharactersPerLine: 60)
    }.padding(18)
  }
}
