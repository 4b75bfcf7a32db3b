import FeedCore
import Foundation
import Overshoot
import RefreshCore

/// The window's refreshes: what starts one (the button, F5, the pull, the menu, the periodic
/// timer, start-up, an import), the reason each request carries to the one-at-a-time
/// coordinator of the timeline's refresh control, and what a finished one leaves in the
/// ``ReadingState`` (failures, progress). The window owns one and wires it.
@MainActor
final class RefreshController {
  /// The window's reading state, where the failures, progress and schedule are kept.
  let state: ReadingState
  /// The feeds refreshed.
  let model: ReaderModel
  /// The timeline, whose refresh control runs each refresh and whose notice tells of failures.
  let timeline: TimelineView
  /// The "new entries" notification a periodic refresh sends while the window is not active.
  let newEntries: NewEntriesNotifier
  /// Reads the timeline again after a refresh (the window's reload of the pages shown).
  var reloadTimeline: @MainActor () async -> Void = {}
  /// Whether new entries send a notification now (the setting, else the menu's toggle).
  var notifiesNewEntries: @MainActor () -> Bool = { true }
  /// The periodic refresh's timer, waiting between refreshes; nil when none is scheduled.
  private var periodicRefresh: Task<Void, Never>?

  isolated deinit {
    periodicRefresh?.cancel()
  }

  /// A controller refreshing `model`'s feeds through `timeline`'s refresh control and `button`
  /// (whose tooltip and name, `refreshTooltip` and `refreshLabel`, its toolbar shows).
  init(
    state: ReadingState, model: ReaderModel, timeline: TimelineView, button: WidgetHandle,
    newEntries: NewEntriesNotifier
  ) {
    self.state = state
    self.model = model
    self.timeline = timeline
    self.newEntries = newEntries
    button.onClicked { [weak self] in self?.refreshShown(source: .button) }
    // Refreshes the reader did not ask for (periodic, start-up, after an import) say why with
    // their request, and cover every feed; F5, the button and the pull cover what is shown.
    timeline.refreshable.onRefreshReportingNewItems { [weak self] request in
      try await self?.refreshFeeds(because: request.context(as: RefreshReason.self) ?? .reader)
    }
    showSyncRefusals()
  }

  /// The reader's own refresh (the button, the menu): what is shown. With no feed there is
  /// nothing to fetch, so nothing spins; the notice says what to do instead.
  func refreshShown(source: RefreshRequestSource) {
    guard !model.subscriptions.isEmpty || !model.accounts.isEmpty else {
      timeline.notice.show(tr("No feeds to refresh yet: add one with Ctrl+L."), isError: false)
      return
    }
    timeline.refreshable.beginRefreshing(source: source)
  }

  /// Starts a refresh of every feed whatever is shown: the periodic, start-up and post-import
  /// refreshes, which the reader did not ask for while looking at one feed.
  func refreshEveryFeed(because reason: RefreshReason) {
    startRefresh(because: reason)
  }

  /// Starts a refresh for `reason` through the one-at-a-time coordinator, as the button's
  /// does; false when a refresh was running already (the request is then dropped).
  @discardableResult
  func startRefresh(because reason: RefreshReason) -> Bool {
    let controller = timeline.refreshable.controller
    let started = controller.state.refreshCount
    // A request while a refresh runs is ignored, its reason with it.
    timeline.refreshable.beginRefreshing(source: .program, context: reason)
    return controller.state.refreshCount != started
  }

  /// Offline first: the stored entries are on screen already; then every feed is fetched once
  /// (when `everyFeedAsked`, the `refresh-at-start-up` setting), or only those never fetched (feeds
  /// subscribed elsewhere, such as with `overshoot-cli add --opml`, or a new subscription list), through the same one-at-a-time refresh. A refresh of
  /// every feed starts once `firstFramePainted` returns: it must not slow the first frame down.
  func refreshAtStartUp(
    everyFeedAsked: Bool, firstFramePainted: @MainActor () async -> Void
  ) async {
    let everyFeed = state.refreshesFetchedFeedsAtStartUp && everyFeedAsked
    guard
      everyFeed
        || model.subscriptions.contains(where: {
          $0.lastAttempt == nil && $0.accountID == nil
        })
    else {
      return
    }
    if everyFeed { await firstFramePainted() }
    refreshEveryFeed(because: .startUp)
  }

  /// Refreshes every `minutes` through the same one-at-a-time coordinator; 0 turns it off.
  func setPeriodicRefresh(minutes: Int) {
    periodicRefresh?.cancel()
    periodicRefresh = nil
    state.periodicRefreshMinutes = max(minutes, 0)
    guard minutes > 0 else { return }
    periodicRefresh = Task { @MainActor [weak self] in
      while !Task.isCancelled {
        try? await Task.sleep(for: .seconds(minutes * 60))
        guard !Task.isCancelled, let self else { return }
        self.refreshEveryFeed(because: .periodic)
      }
    }
  }

  /// Tells the reader of queued changes a server refused, whichever sync met them (a refresh's,
  /// Add Feed's): an error notice that stays until dismissed. Not the failure banner: that
  /// names what keeps failing until it refreshes fine, while a refused change is dropped from
  /// the outbox and never comes back, and its account synced. The Sync Accounts dialog keeps
  /// the last refusal of each account for this run.
  private func showSyncRefusals() {
    model.onRefusedChanges = { [weak self] results in
      let lines = results.compactMap(RefusedChangesText.line(for:))
      guard let self, !lines.isEmpty else { return }
      self.timeline.notice.show(lines.joined(separator: "\n"), isError: true)
    }
  }
}
