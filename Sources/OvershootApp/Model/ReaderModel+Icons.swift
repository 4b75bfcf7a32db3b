import FeedCore
import Foundation

extension ReaderModel {
  /// Reads every stored feed icon (start-up shows them with no network).
  func reloadFeedIcons() async {
    guard let store else { return }
    do {
      feedIcons = try await store.feedIcons()
    } catch {
      printError("overshoot: \(error.description)")
    }
  }

  /// Looks for the icons of `feedIDs` (nil: every feed) that are due, after a refresh and
  /// beside everything else: the timeline never waits for it. Feeds that get a new icon show it
  /// at once (the sidebar observes `feedIcons`).
  func updateFeedIcons(_ feedIDs: [Int64]?) {
    guard let store, iconUpdate == nil else { return }
    let updater = FeedIconUpdater(store: store, fetcher: fetcher)
    iconUpdate = Task { [weak self] in
      let updated = await updater.update(feedIDs: feedIDs)
      guard let self else { return }
      iconUpdate = nil
      guard !updated.isEmpty, !Task.isCancelled else { return }
      await reloadFeedIcons()
    }
  }
}
