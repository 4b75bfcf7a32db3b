import Foundation

/// An entry as the timeline shows it: the parsed fields plus the reader's state.
public struct StoredEntry: Sendable, Hashable, Identifiable {
  /// The store's id for the row; stable for the entry's lifetime (use it as a list key).
  public var id: Int64
  /// The feed the entry belongs to.
  public var feedID: Int64
  /// The feed's title, for the row's byline.
  public var feedTitle: String
  /// The parsed fields.
  public var entry: Entry
  /// The date the timeline sorts by (published, else updated, else first seen; never future).
  public var sortDate: Date
  /// Whether the reader has read it.
  public var isRead: Bool
  /// Whether the reader starred it (starred entries are never removed by retention).
  public var isStarred: Bool
}

/// Which entries a timeline shows.
public enum EntryScope: Sendable, Hashable {
  /// Every entry of every feed.
  case all
  /// Entries not yet read.
  case unread
  /// Starred entries.
  case starred
  /// One feed's entries.
  case feed(Int64)
}

/// Unread counts for the sidebar, all in one query.
public struct UnreadCounts: Sendable, Hashable {
  /// Unread entries across all feeds.
  public var all: Int
  /// Starred entries that are unread.
  public var starred: Int
  /// Unread entries per feed id (feeds with none are absent).
  public var byFeed: [Int64: Int]
}
