import OvershootLocalization

/// A queued change the server refused with an HTTP error: dropped from the outbox so that it
/// cannot block the queue, and reported in the reader's words (which change, of what, and why).
public struct RefusedChange: Sendable, Hashable, CustomStringConvertible {
  /// The change refused.
  public var change: SyncChange
  /// What it was about as the store names it: the titles of a read or star change's entries,
  /// the title of a subscription change's feed; empty when the store does not have them.
  public var titles: [String]
  /// The HTTP status the server answered with.
  public var status: Int

  /// Whether an answer with `status` refuses a change for good (dropped from the outbox and
  /// reported): a 4xx, except a refused password (401), a timeout (408) and "too many requests"
  /// (429). A 5xx is the server's trouble, not the change's: the change stays queued.
  public static func isRefusal(_ status: Int) -> Bool {
    (400..<500).contains(status) && ![401, 408, 429].contains(status)
  }

  /// Creates the report of `change`, refused with `status`.
  public init(change: SyncChange, titles: [String] = [], status: Int) {
    self.change = change
    self.titles = titles
    self.status = status
  }

  /// "star “Title”: it rejected the request as invalid (HTTP 400)".
  public var description: String {
    tr("%@: %@", action, reason)
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
