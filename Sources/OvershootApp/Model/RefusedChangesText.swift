import FeedCore
import OvershootLocalization

/// The reader's words for queued changes a server refused (tried again later, then set aside,
/// never blocking the outbox): which changes, of what, why, and what becomes of them.
enum RefusedChangesText {
  /// How many refused changes a line names; the rest are counted.
  static let named = 3

  /// "The server at example.org refused 2 changes: star “Alpha”: it rejected the request as
  /// invalid (HTTP 400); mark “Beta” read: …", nil when it refused none.
  static func line(for result: AccountSyncResult) -> String? {
    line(result.refused, server: result.account.server.host ?? result.account.server.absoluteString)
  }

  /// The line for `refused` by the server at `server`, nil for none.
  static func line(_ refused: [RefusedChange], server: String) -> String? {
    guard !refused.isEmpty else { return nil }
    return trn(
      "The server at %@ refused %@ change: %@", "The server at %@ refused %@ changes: %@",
      refused.count, server, refused.count, list(refused))
  }

  /// "star “Alpha”: …; mark “Beta” read: …", the first ``named`` then "and N more".
  static func list(_ refused: [RefusedChange]) -> String {
    let names = refused.prefix(named).map(\.description).joined(separator: "; ")
    guard refused.count > named else { return names }
    let more = refused.count - named
    return names + "; " + trn("and %@ more", "and %@ more", more, more)
  }
}
