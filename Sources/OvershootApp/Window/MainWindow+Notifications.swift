import FeedCore
import Foundation
import Overshoot

extension MainWindow {
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
    if model.scope == .unread {
      timeline.scrollToTop()
      // The scope stays, so the sidebar, which follows it, does not move: put its highlight
      // back on Unread, where the keyboard may have moved it away.
      sidebar.highlight(.unread)
    } else {
      positions.forget(.unread)
      // The sidebar follows the scope chosen to Unread.
      timelineController.select(.unread)
    }
  }
}
