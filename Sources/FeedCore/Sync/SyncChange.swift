import Foundation

/// One local change to a synced account, waiting in the outbox until the server has it. Item
/// ids are the server's (long form); streams are `feed/…` ids.
public enum SyncChange: Sendable, Hashable, Codable {
  /// Items read (true) or unread (false). Mark-all-read becomes this too, listing the items
  /// it marked, so it means the same on every server and never marks what arrived since.
  case setRead(items: [String], read: Bool)
  /// Items starred or unstarred.
  case setStarred(items: [String], starred: Bool)
  /// Subscribe to a feed address, optionally titled and filed in a folder.
  case subscribe(url: String, title: String?, folder: String?)
  /// Rename a subscription.
  case rename(stream: String, title: String)
  /// File a subscription in another folder.
  case move(stream: String, folder: String)
  /// Unsubscribe.
  case unsubscribe(stream: String)

  /// The items whose read or starred state this change sets.
  var items: [String] {
    switch self {
    case .setRead(let items, _), .setStarred(let items, _): return items
    case .subscribe, .rename, .move, .unsubscribe: return []
    }
  }

  /// Whether this change edits the subscriptions (the sync after it reads them back).
  var editsSubscriptions: Bool {
    switch self {
    case .setRead, .setStarred: return false
    case .subscribe, .rename, .move, .unsubscribe: return true
    }
  }
}
