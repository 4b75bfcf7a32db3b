import FeedCore
import Overshoot

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
