import FeedCore

/// Why a refresh runs, which decides what it covers and whether it may notify.
enum RefreshReason: Equatable, Sendable {
  /// The reader's own: the button, F5, the pull, the menu. Covers what is shown.
  case reader
  /// The first fetch of feeds never fetched, as the window opens.
  case startUp
  /// The timer of the `refresh-interval` setting.
  case periodic
  /// The fetch of feeds just added by an OPML import.
  case afterImport
  /// One feed, from its sidebar menu (Refresh Feed, or its address just edited).
  case oneFeed(Int64)
  /// The first sync of an account just added (Add Sync Account…).
  case accountAdded(Int64)

  /// The feeds it covers while `shownFeed` is the feed shown (nil: a scope of several feeds);
  /// nil is every feed. The reader's own covers what is shown; one feed's covers that feed;
  /// the others cover every feed: the reader did not ask for them while looking at one feed.
  func feedIDs(shownFeed: Int64?) -> [Int64]? {
    switch self {
    case .reader: shownFeed.map { [$0] }
    case .oneFeed(let id): [id]
    case .accountAdded: []
    case .startUp, .periodic, .afterImport: nil
    }
  }

  /// The sync accounts it syncs (nil: every account) while `shownFeed` is the feed shown, among
  /// `feeds`. A synced feed comes from its account's sync, so refreshing it (the reader's own on
  /// that feed, or its menu's) syncs its account; a scope of several feeds and the periodic and
  /// start-up refreshes sync every account; an import adds local feeds only.
  func accountIDs(shownFeed: Subscription?, feeds: [Subscription]) -> [Int64]? {
    switch self {
    case .reader:
      guard let shownFeed else { return nil }
      return shownFeed.accountID.map { [$0] } ?? []
    case .oneFeed(let id):
      return feeds.first { $0.id == id }?.accountID.map { [$0] } ?? []
    case .accountAdded(let id): return [id]
    case .startUp, .periodic: return nil
    case .afterImport: return []
    }
  }
}
