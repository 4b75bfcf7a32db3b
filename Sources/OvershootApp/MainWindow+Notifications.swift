import FeedCore
import Foundation
import Overshoot

extension MainWindow {
  /// After a refresh for `reason` that began at `start`: counts, per feed, the entries it stored
  /// for the first time that are still unread, and lets the notifier tell the reader.
  /// Nothing is counted when no notice can follow (the setting off, the window in front).
  func noticeNewEntries(after reason: RefreshReason, since start: Date) async {
    guard NewEntriesNotice.mayFollow(reason), notifiesNewEntries,
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
    newEntries.refreshFinished(reason, news: news, isEnabled: notifiesNewEntries)
  }

  /// The `notify-new-entries` setting now; without settings (tests), the menu toggle's state.
  var notifiesNewEntries: Bool {
    settings?.notifyNewEntries ?? notifyNewEntriesAction?.isOn ?? true
  }

  /// `app.show-unread`, what clicking the notification runs: the window `window()` returns
  /// (made if need be), forward, showing Unread.
  static func showUnreadAction(window: @escaping @MainActor () -> MainWindow?) -> Action {
    Action(NewEntriesNotice.actionName) { window()?.showUnread() }
  }

  /// Brings the window forward showing Unread at its top, where the new entries the
  /// notification told of are (not at the place the reader last left Unread).
  func showUnread() {
    window.present()
    pages.selection = "feeds"
    if model.scope == .unread {
      timeline.scrollToTop()
    } else {
      positions.forget(.unread)
      timelineController.select(.unread)
    }
    sidebar.highlight(model.scope)
  }
}
