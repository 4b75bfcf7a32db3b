import Overshoot

/// A sheet of the main window, with the session that runs it; its identity is the session's,
/// so showing Add Feed again makes a new sheet.
@MainActor
enum ReaderSheet: Identifiable {
  /// Add Feed (Ctrl+L).
  case addFeed(AddFeedSession)
  /// Rename… or Edit Address… of a feed.
  case feedText(FeedTextSession)
  /// Add Sync Account….
  case account(AccountSession)
  /// Sync Accounts….
  case syncAccounts(SyncAccountsSession)

  /// The session's identity.
  nonisolated var id: ObjectIdentifier {
    switch self {
    case .addFeed(let session): ObjectIdentifier(session)
    case .feedText(let session): ObjectIdentifier(session)
    case .account(let session): ObjectIdentifier(session)
    case .syncAccounts(let session): ObjectIdentifier(session)
    }
  }

  /// What the sheet shows.
  var content: [any Widget] {
    switch self {
    case .addFeed(let session): [AddFeedSheet(session: session)]
    case .feedText(let session): [FeedTextSheet(session: session)]
    case .account(let session): [AccountSheet(session: session)]
    case .syncAccounts(let session): [SyncAccountsSheet(session: session)]
    }
  }

  /// Gives the session the way to close its sheet.
  func setDismiss(_ dismiss: @escaping @MainActor () -> Void) {
    switch self {
    case .addFeed(let session): session.dismiss = dismiss
    case .feedText(let session): session.dismiss = dismiss
    case .account(let session): session.dismiss = dismiss
    case .syncAccounts(let session): session.dismiss = dismiss
    }
  }

  /// Tells the session its sheet closed, however it closed.
  func ended() {
    switch self {
    case .addFeed(let session): session.ended()
    case .feedText(let session): session.ended()
    case .account(let session): session.ended()
    case .syncAccounts(let session): session.ended()
    }
  }
}
