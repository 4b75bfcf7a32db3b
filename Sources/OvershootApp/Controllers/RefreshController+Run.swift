import FeedCore
import Foundation
import Overshoot

extension RefreshController {
  /// Refreshes the feeds the refresh's reason covers (see ``RefreshReason/feedIDs(shownFeed:)``);
  /// returns the count of new entries. Throws when every feed failed,
  /// so the indicator shows the reason.
  func refreshFeeds(because reason: RefreshReason) async throws -> Int? {
    state.progress = nil
    let feedIDs = reason.feedIDs(shownFeed: model.selectedFeed?.id)
    let accountIDs = reason.accountIDs(shownFeed: model.selectedFeed, feeds: model.subscriptions)
    let startedAt = Date()
    // Synced feeds come from their accounts' sync (ReaderModel+Sync), the others from their
    // own addresses.
    let syncs = await model.sync(accountIDs: accountIDs)
    let results = await model.refresh(feedIDs: feedIDs) { [weak self] progress in
      self?.state.progress = progress
    }
    state.progress = nil
    // Cancelled (Escape, the window closing): the feeds did not fail, so say nothing of them.
    try Task.checkCancellation()
    state.refreshFailures.record(results)
    state.refreshFailures.record(syncs)
    timeline.banner.show(state.refreshFailures)
    await reloadTimeline()
    var failed = syncs.compactMap { sync -> String? in
      guard case .failed(let reason) = sync.outcome else { return nil }
      return tr("Couldn’t sync %@: %@", sync.accountName, reason)
    }
    failed += results.compactMap { result -> String? in
      guard case .failed(let reason) = result.outcome else { return nil }
      return reason
    }
    if results.count + syncs.count > 0, failed.count == results.count + syncs.count {
      throw FeedsUnreachable(reason: failed.first ?? tr("no feed answered"))
    }
    await noticeNewEntries(after: reason, since: startedAt)
    return results.reduce(0) { $0 + $1.newEntries } + syncs.reduce(0) { $0 + $1.entriesAdded }
  }

  /// After a refresh for `reason` that began at `start`: counts, per feed, the entries it stored
  /// for the first time that are still unread, and lets the notifier tell the reader.
  /// Nothing is counted when no notice can follow (the setting off, the window in front).
  func noticeNewEntries(after reason: RefreshReason, since start: Date) async {
    guard NewEntriesNotice.mayFollow(reason), notifiesNewEntries(),
      !newEntries.isWindowActive(), let store = model.store
    else { return }
    let counts: [Int64: Int]
    do {
      counts = try await store.unreadEntriesFirstStored(since: start)
    } catch {
      // The refresh itself went well; a notification is not worth an error on screen.
      printError("overshoot: \(error.description)")
      return
    }
    let news = model.subscriptions.compactMap { feed in
      counts[feed.id].map { NewEntriesNotice.FeedNews(title: feed.title, count: $0) }
    }
    newEntries.refreshFinished(reason, news: news, isEnabled: notifiesNewEntries())
  }
}

/// Every feed failed to refresh; the message is the first reason.
struct FeedsUnreachable: Error, CustomStringConvertible {
  let reason: String
  var description: String { tr("no feed could be reached (%@)", reason) }
}
