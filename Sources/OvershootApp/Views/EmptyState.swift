import Overshoot
import OvershootAdwaita

/// A status page (icon, title, explanation) for a timeline with nothing to show; with no feeds
/// and no sync account it is the first run's welcome, offering what NewsFlash's does: add a
/// feed, import a list of subscriptions, or sign in to a server that keeps them.
struct EmptyState: Widget {
  /// What the timeline has nothing of, and why.
  enum Kind: Equatable {
    /// The feed database could not be opened.
    case storeUnavailable(String)
    /// No subscriptions and no sync account: a first run, or every feed removed.
    case firstRun
    /// No subscriptions, with a sync account whose server has none yet.
    case noFeeds
    /// Every entry is read.
    case noUnread
    /// The scope has no entries.
    case noEntries(scopeName: String)
    /// Nothing is starred yet: refreshing will not change that, starring will.
    case noStarred
    /// A search found nothing in the scope.
    case noMatches(query: String)
    /// Every feed of the scope failed to refresh and nothing is stored: why, and the feed's
    /// name when the scope has one feed (the page then speaks of it, not of "your feeds").
    case offline(String, feed: String? = nil)
  }

  /// What the page says.
  let content: EmptyStateContent

  /// The status page, to put where the list would be.
  var body: some Widget {
    StatusPage(content.heading, systemImage: content.icon, description: content.detail)
      .button(content.offersAddFeed ? tr("Add Feed…") : "") { content.firstStep("win.add-feed") }
      .button(content.offersFirstSteps ? tr("Import Subscriptions…") : "") {
        content.firstStep("win.import-opml")
      }
      .button(content.offersFirstSteps ? tr("Sign In to a Server…") : "") {
        content.firstStep("win.add-account")
      }
      .expanding(horizontally: false, vertically: true)
  }

  /// The icon name, heading and explanation for `kind`.
  static func words(for kind: Kind) -> (icon: String, heading: String, detail: String) {
    switch kind {
    case .storeUnavailable(let reason):
      ("dialog-error-symbolic", tr("Can’t open your feeds"), reason)
    case .noFeeds:
      (
        "application-rss+xml-symbolic", tr("No feeds yet"),
        tr("Add a feed with Ctrl+L, or import an OPML file from the menu.")
      )
    case .firstRun:
      (
        "application-rss+xml-symbolic", tr("Welcome to Overshoot"),
        tr(
          "Follow feeds on this computer, bring your subscriptions from another reader as an OPML file, or read the feeds a Miniflux or FreshRSS server keeps for you."
        )
      )
    case .noUnread:
      (
        "object-select-symbolic", tr("No unread entries"),
        tr("Press F5, or pull down on a touchpad or touchscreen, to look for new entries.")
      )
    case .noEntries(let scope):
      (
        "object-select-symbolic", tr("Nothing in %@", scope),
        tr("Press F5, or pull down on a touchpad or touchscreen, to look for new entries.")
      )
    case .noStarred:
      (
        "starred-symbolic", tr("No starred entries"),
        tr("Star an entry from its menu (right-click or Shift+F10) to keep it here.")
      )
    case .noMatches(let query):
      (
        "edit-find-symbolic", tr("No entries match “%@”", query),
        tr("Try fewer or shorter words, or another feed; Escape shows every entry again.")
      )
    case .offline(let reason, let feed) where reachedNothing(reason):
      (
        "network-offline-symbolic",
        feed.map { tr("Couldn’t reach “%@”", $0) } ?? tr("Couldn’t reach your feeds"),
        reason + "\n" + tr("Press F5, or pull down on a touchpad or touchscreen, to try again.")
      )
    case .offline(let reason, let feed):
      // The server answered (an error status, a web page, a broken feed): not a network
      // problem, so do not send the reader to check their connection.
      (
        "dialog-warning-symbolic",
        feed.map { tr("Couldn’t read “%@”", $0) } ?? tr("Couldn’t read your feeds"),
        reason + "\n" + tr("Press F5, or pull down on a touchpad or touchscreen, to try again.")
      )
    }
  }

  /// Whether a refresh failure means nothing answered: no network, no server, a timeout.
  private static func reachedNothing(_ reason: String) -> Bool {
    // FeedCore's messages in the user's language: the text before each one's placeholder.
    [tr("Cannot reach the server: %@"), tr("Timed out after %@ s"), tr("Network error: %@")]
      .map { String($0.prefix { $0 != "%" }) }.contains { reason.hasPrefix($0) }
  }
}
