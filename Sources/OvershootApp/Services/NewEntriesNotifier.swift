import Overshoot

/// Sends the "new entries" notification for the main window and withdraws it once the reader
/// comes back to the window, as GNOME apps do: the news is on screen then.
@MainActor
final class NewEntriesNotifier {
  private weak var application: Application?
  /// Whether the window has the focus, read when a refresh ends. Tests replace it: under Xvfb
  /// without a window manager, focus is not the reader's.
  var isWindowActive: @MainActor () -> Bool
  /// The notice sent last and not withdrawn since, for tests and to withdraw only what is shown.
  private(set) var shown: NewEntriesNotice?

  /// Notifies through `application`, about news `window` shows.
  init(application: Application, window: Window) {
    self.application = application
    isWindowActive = { [weak window] in window?.isActive ?? false }
    window.onActiveChange { [weak self] isActive in
      if isActive { self?.withdraw() }
    }
  }

  /// Sends the notice due after a refresh for `reason` that brought `news`, if one is due
  /// (see `NewEntriesNotice.due`); it replaces the one shown. `isEnabled` is the setting now.
  func refreshFinished(
    _ reason: RefreshReason, news: [NewEntriesNotice.FeedNews], isEnabled: Bool
  ) {
    guard
      let notice = NewEntriesNotice.due(
        after: reason, news: news, windowIsActive: isWindowActive(), isEnabled: isEnabled),
      application?.send(notice.notification, id: NewEntriesNotice.id) == true
    else { return }
    shown = notice
  }

  /// Removes the notification, if one is shown.
  func withdraw() {
    guard shown != nil else { return }
    application?.withdrawNotification(id: NewEntriesNotice.id)
    shown = nil
  }
}
