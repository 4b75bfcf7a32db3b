import Foundation

/// A subscribed feed as the sidebar shows it: name, unread count, and the last refresh's fate.
public struct Subscription: Sendable, Hashable, Identifiable {
  /// The store's id for the feed.
  public var id: Int64
  /// The feed's address.
  public var url: URL
  /// The feed's title, or its address until the first successful refresh.
  public var title: String
  /// The feed's website.
  public var siteLink: String?
  /// The folder the reader filed the feed in (an OPML outline's name); nil at the top level.
  /// Nested outlines are one name joined with " / " (see ``OPML``).
  public var folder: String?
  /// The last refresh's error message; nil when it succeeded.
  public var lastError: String?
  /// When the feed was last fetched successfully (changed or not).
  public var lastSuccess: Date?
  /// When a refresh was last attempted.
  public var lastAttempt: Date?
  /// Unread entries in this feed.
  public var unreadCount: Int
  /// The validators for the next conditional GET.
  public var etag: String?
  /// The `Last-Modified` for the next conditional GET.
  public var lastModified: String?
  /// The sync account the feed belongs to; nil for a feed this machine fetches itself. A
  /// synced feed is refreshed by syncing its account, never fetched directly.
  public var accountID: Int64? = nil

  /// The request that refreshes this feed.
  public var fetchRequest: FetchRequest {
    FetchRequest(url: url, etag: etag, lastModified: lastModified)
  }
}
