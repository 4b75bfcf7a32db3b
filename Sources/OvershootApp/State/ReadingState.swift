import FeedCore
import Foundation
import Observation

/// The window's reading state, observed by the views that show it: what the window has loaded,
/// what the last refreshes left failing and how far the one running has come, the settings the
/// start-up and the periodic refresh follow, what the timeline searches for, which entry the
/// article pane is reading and when the timeline's entries were read. The window keeps one
/// (`MainWindow.state`).
@MainActor @Observable
final class ReadingState {
  /// Becomes true once the first load has finished (tests and `--screenshot` wait for it).
  var isLoaded = false
  /// The feeds and accounts whose last refresh failed, for the banner.
  var refreshFailures = RefreshFailures()
  /// The scope setting read at start, applied once subscriptions are loaded.
  var startScopeKey = ""
  /// Whether start-up may refresh feeds fetched before, as the settings ask; a `--screenshot`
  /// run shows the stored entries as they are.
  var refreshesFetchedFeedsAtStartUp = true
  /// How far the refresh under way has come; nil when none runs (or it has not said yet).
  var progress: RefreshProgress?
  /// Minutes between the periodic refreshes now scheduled; 0 when there are none.
  var periodicRefreshMinutes = 0
  /// What the search bar searches for; empty while the timeline shows the scope's entries.
  var searchQuery = ""
  /// The entry whose content is being read for the article pane, so a slower earlier read
  /// does not replace a later selection.
  var articleRequested: Int64?
  /// Set while the shown entry's row is selected again after a reload replaced it.
  var isReselecting = false
  /// When the entries the timeline shows were read from the store: Mark All as Read leaves
  /// what arrived after it unread, since the reader has not seen it.
  var timelineReadAt: Date?
}
