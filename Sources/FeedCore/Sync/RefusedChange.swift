import Foundation
import OvershootLocalization

/// A queued change the server refused with an HTTP error, reported in the reader's words (which
/// change, of what, why, and what becomes of it). It stays in the outbox and is tried again
/// after a wait, a bounded number of times (``OutboxRetryPolicy``), then is set aside for the
/// reader to retry or drop; changes behind it go out meanwhile, so it never blocks the queue.
public struct RefusedChange: Sendable, Hashable, CustomStringConvertible {
  /// The change refused.
  public var change: SyncChange
  /// What it was about as the store names it: the titles of a read or star change's entries,
  /// the title of a subscription change's feed; empty when the store does not have them.
  public var titles: [String]
  /// The HTTP status the server answered with.
  public var status: Int
  /// Its outbox row (``PendingChange/id``), for retrying or dropping it; nil when it is gone.
  public var outboxID: Int64?
  /// How many times the server has refused it so far (0: not counted).
  public var attempts: Int
  /// When the next sync after this time tries it again; nil when set aside or not counted.
  public var nextAttempt: Date?
  /// Whether it is set aside: no sync sends it until the reader retries it.
  public var isParked: Bool

  /// Whether an answer with `status` to a queued change refuses it: any HTTP status but a
  /// refused password (401, which stops the sync instead). A 5xx counts too: Miniflux 2.2
  /// answers 500 to a subscribe it cannot make ("This feed already exists."), for ever.
  public static func isRefusal(_ status: Int) -> Bool {
    status != 401
  }

  /// Creates the report of `change`, refused with `status`, as its outbox row now stands.
  public init(
    change: SyncChange, titles: [String] = [], status: Int, outboxID: Int64? = nil,
    attempts: Int = 0, nextAttempt: Date? = nil, isParked: Bool = false
  ) {
    self.change = change
    self.titles = titles
    self.status = status
    self.outboxID = outboxID
    self.attempts = attempts
    self.nextAttempt = nextAttempt
    self.isParked = isParked
  }

  /// "star “Title”: it rejected the request as invalid (HTTP 400)".
  /// With its fate once counted: "…(HTTP 500); tried again later" or "…; set aside after 5
  /// tries".
  public var description: String {
    guard attempts > 0 else { return tr("%@: %@", action, reason) }
    return tr("%@: %@; %@", action, reason, fate)
  }

  /// What becomes of it: tried again later, or set aside after so many tries.
  public var fate: String {
    isParked
      ? trn("set aside after %@ try", "set aside after %@ tries", attempts, attempts)
      : tr("tried again later")
  }

  /// The change in the reader's words: "star “Title”", "mark 12 entries read",
  /// "subscribe to “Feed”".
  public var action: String {
    let one = titles.count == 1 ? titles[0] : nil
    switch change {
    case .setRead(let items, true):
      return one.map { tr("mark “%@” read", $0) }
        ?? trn("mark %@ entry read", "mark %@ entries read", items.count, items.count)
    case .setRead(let items, false):
      return one.map { tr("mark “%@” unread", $0) }
        ?? trn("mark %@ entry unread", "mark %@ entries unread", items.count, items.count)
    case .setStarred(let items, true):
      return one.map { tr("star “%@”", $0) }
        ?? trn("star %@ entry", "star %@ entries", items.count, items.count)
    case .setStarred(let items, false):
      return one.map { tr("unstar “%@”", $0) }
        ?? trn("unstar %@ entry", "unstar %@ entries", items.count, items.count)
    case .subscribe(let url, let title, _):
      return tr("subscribe to “%@”", title ?? one ?? url)
    case .rename(_, let title):
      return tr("rename a feed to “%@”", title)
    case .move(let stream, let folder):
      guard let feed = one ?? Self.address(of: stream) else {
        return tr("move a feed to the folder “%@”", folder)
      }
      return tr("move “%@” to the folder “%@”", feed, folder)
    case .unsubscribe(let stream):
      guard let feed = one ?? Self.address(of: stream) else { return tr("unsubscribe from a feed") }
      return tr("unsubscribe from “%@”", feed)
    }
  }

  /// Why, in plain words, with the status for whoever looks it up.
  public var reason: String {
    switch status {
    case 400, 422: return tr("it rejected the request as invalid (HTTP %@)", status)
    case 403: return tr("it does not allow it (HTTP %@)", status)
    case 500..<600: return tr("it failed on it (HTTP %@)", status)
    default: return tr("it answered HTTP %@", status)
    }
  }

  /// The feed address a `feed/…` stream holds (FreshRSS's streams), nil for a server's own
  /// number (Miniflux's `feed/12`), which says nothing to the reader.
  private static func address(of stream: String) -> String? {
    guard stream.hasPrefix("feed/"), stream.contains("://") else { return nil }
    return String(stream.dropFirst(5))
  }
}
