import Overshoot

/// A sheet of the main window, with the session that runs it; its identity is the session's,
/// so showing Add Feed again makes a new sheet.
@MainActor
struct ReaderSheet: Identifiable {
  /// The showing the sheet is for.
  let session: any SheetSession
  /// The session's identity.
  nonisolated let id: ObjectIdentifier

  /// The sheet of `session`.
  init(_ session: any SheetSession) {
    self.session = session
    id = ObjectIdentifier(session)
  }

  /// Add Feed (Ctrl+L).
  static func addFeed(_ session: AddFeedSession) -> ReaderSheet { ReaderSheet(session) }
  /// Rename… or Edit Address… of a feed.
  static func feedText(_ session: FeedTextSession) -> ReaderSheet { ReaderSheet(session) }
  /// Add Sync Account….
  static func account(_ session: AccountSession) -> ReaderSheet { ReaderSheet(session) }
  /// Sync Accounts….
  static func syncAccounts(_ session: SyncAccountsSession) -> ReaderSheet { ReaderSheet(session) }

  /// What the sheet shows.
  var content: [any Widget] { [session.sheet] }
}
