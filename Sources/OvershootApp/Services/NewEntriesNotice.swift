import Overshoot

/// The desktop notification a periodic refresh sends when it brought entries the reader has not
/// read: "5 new entries in 2 feeds" over "Swift Blog and Planet GNOME". Decides when one is due
/// and words it; no GTK here, so the rules are tested without a display.
struct NewEntriesNotice: Equatable {
  /// One feed's new unread entries.
  struct FeedNews: Equatable {
    /// The feed's title, as the sidebar shows it.
    let title: String
    /// How many of its entries are new and still unread.
    let count: Int
  }

  /// The notification's id: sending under it again replaces the one shown, so periodic
  /// refreshes never pile notifications up.
  static let id = "new-entries"
  /// The app action clicking the notification runs: the window, on Unread.
  static let actionName = "show-unread"
  /// How many feed titles the body names before "and N more".
  static let namedFeeds = 3

  /// The feeds with news, most news first.
  let feeds: [FeedNews]

  /// Whether a refresh for `reason` may notify at all. Only the periodic one: the reader asked
  /// for their own and watches it, and at start-up or after an import every entry of a feed
  /// fetched for the first time is "new", which says nothing.
  static func mayFollow(_ reason: RefreshReason) -> Bool {
    reason == .periodic
  }

  /// The notice due after a refresh for `reason` that brought `news` (in sidebar order), or
  /// nil: none unless the refresh may notify, the window is not active (the reader would see
  /// the news there), the setting is on, and some feed brought new unread entries.
  static func due(
    after reason: RefreshReason, news: [FeedNews], windowIsActive: Bool, isEnabled: Bool
  ) -> NewEntriesNotice? {
    guard mayFollow(reason), !windowIsActive, isEnabled else { return nil }
    let feeds = news.enumerated().filter { $0.element.count > 0 }
      // Most news first; the sidebar's order among equals (a stable sort by hand).
      .sorted { ($0.element.count, -$0.offset) > ($1.element.count, -$1.offset) }
      .map(\.element)
    return feeds.isEmpty ? nil : NewEntriesNotice(feeds: feeds)
  }

  /// Every new unread entry, in every feed.
  var entryCount: Int { feeds.reduce(0) { $0 + $1.count } }

  /// "5 new entries in 2 feeds", "1 new entry in 1 feed".
  var title: String {
    let inFeeds = trn("%@ feed", "%@ feeds", feeds.count, feeds.count)
    return trn("%@ new entry in %@", "%@ new entries in %@", entryCount, entryCount, inFeeds)
  }

  /// The feeds by name, at most three: "Swift Blog", "Swift Blog and Planet GNOME",
  /// "Swift Blog, Planet GNOME and LWN", "Swift Blog, Planet GNOME, LWN and 2 more".
  var body: String {
    let names = feeds.prefix(Self.namedFeeds).map(\.title)
    let others = feeds.count - names.count
    switch (names.count, others) {
    case (1, _): return names[0]
    case (2, _): return tr("%@ and %@", names[0], names[1])
    case (3, 0): return tr("%@, %@ and %@", names[0], names[1], names[2])
    default:
      return trn(
        "%@, %@, %@ and %@ more", "%@, %@, %@ and %@ more", others, names[0], names[1],
        names[2], others)
    }
  }

  /// The notification to send: clicking it shows Unread.
  @MainActor
  var notification: DesktopNotification {
    DesktopNotification(title, body: body, defaultAction: .app(Self.actionName))
  }
}
