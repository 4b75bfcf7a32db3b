import FeedCore
import Overshoot
import OvershootAdwaita

/// The Sync Accounts sheet: the session's accounts under a header bar with the window's own
/// close button, as GNOME's dialogs that confirm nothing have (no suggested Close: there is
/// nothing to confirm), and Escape closes it too; an account's Remove… asks in an alert over
/// the sheet before it goes.
struct SyncAccountsSheet: Widget {
  /// The showing of Sync Accounts this sheet is for.
  let session: SyncAccountsSession

  /// The rows, 480 points wide with their padding, titled, with the question.
  var body: some Widget {
    SyncAccountsView(
      list: session.list, addAccount: { session.addAccount() },
      remove: { session.confirmRemoval(of: $0) },
      retry: { row in Task { await session.retryParked(row) } },
      drop: { row in Task { await session.dropParked(row) } }
    )
    // 480 points with SyncAccountsView's padding, which GTK puts outside the frame.
    .frame(width: 444)
    .navigationTitle(tr("Sync Accounts"))
    .alert(
      tr("Remove “%@”?", session.accountToRemove?.displayName ?? ""),
      isPresented: Binding(session, \.isAskingRemoval),
      presenting: session.accountToRemove
    ) { account in
      Button(tr("Remove"), role: .destructive) {
        Task { await session.remove(account) }
      }
    } message: { _ in
      Text(
        tr(
          "Its feeds and entries are deleted from this computer and its password from the keyring; the server keeps them."
        ))
    }
  }
}

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
