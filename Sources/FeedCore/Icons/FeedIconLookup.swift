import Foundation

/// What the store knows of a feed whose icon is due to be looked for (see
/// ``FeedStore/feedsNeedingIcons(before:feedIDs:)``).
public struct FeedIconLookup: Sendable, Hashable {
  /// The feed.
  public var feedID: Int64
  /// The feed's address.
  public var feedURL: URL
  /// The feed's website, whose page may link to an icon.
  public var siteLink: String?
  /// The icon the feed names for itself, if any.
  public var declaredIcon: String?

  /// Creates a lookup.
  public init(feedID: Int64, feedURL: URL, siteLink: String? = nil, declaredIcon: String? = nil) {
    self.feedID = feedID
    self.feedURL = feedURL
    self.siteLink = siteLink
    self.declaredIcon = declaredIcon
  }
}
