import FeedCore
import Foundation
import Overshoot

/// The actions of a feed's sidebar menu, each on the feed named by its id (`win.NAME(42)`):
/// Refresh Feed, Mark Feed as Read, Copy Address, Rename…, Edit Address… (the menu itself is
/// `FeedMenu`; Move to and Remove Feed… live beside it).
extension MainWindow {
  func installFeedMenuActions() {
    addEntryAction(FeedMenu.refresh) { [weak self] id in self?.refreshFeed(id) }
    addEntryAction(FeedMenu.markRead) { [weak self] id in self?.timelineController.markFeedRead(id)
    }
    addEntryAction(FeedMenu.copyAddress) { [weak self] id in self?.copyAddress(of: id) }
    addEntryAction(FeedMenu.rename) { [weak self] id in self?.presentRename(of: id) }
    addEntryAction(FeedMenu.editAddress) { [weak self] id in self?.presentEditAddress(of: id) }
  }

  private func feed(_ id: Int64) -> Subscription? {
    model.subscriptions.first { $0.id == id }
  }

  /// Refreshes the feed `feedID` alone, through the same one-at-a-time refresh as the button;
  /// while another refresh runs, says so instead.
  func refreshFeed(_ feedID: Int64) {
    guard feed(feedID) != nil else { return }
    if !refresh.startRefresh(because: .oneFeed(feedID)) {
      timeline.notice.show(
        tr("A refresh is under way; refresh the feed again when it ends."), isError: false)
    }
  }

  /// Puts the feed's address (a URL, or a local file's path) on the clipboard and says so.
  func copyAddress(of feedID: Int64) {
    guard let feed = feed(feedID) else { return }
    window.copyToClipboard(SidebarRows.address(of: feed))
    timeline.notice.show(tr("Address copied."), isError: false)
  }

  /// Asks for the feed's new name, its name now filled in; a blank name is refused there.
  @discardableResult
  func presentRename(of feedID: Int64) -> FeedTextSession? {
    guard let feed = feed(feedID) else { return nil }
    return presentFeedText(
      title: tr("Rename Feed"), label: tr("Name"), text: feed.title,
      action: tr("Rename")
    ) { [weak self] (name: String) async throws(FeedEditRefusal) in
      guard let self else { return }
      try await self.model.rename(feedID, to: name)
      // Timeline rows show the feed's name too.
      await self.timelineController.reloadTimeline(isNewScope: false)
    }
  }

  /// Asks for the feed's new address, its address now filled in; the feed is refreshed from
  /// the new one. What Add Feed would not read, or another subscription's address, is refused
  /// there.
  @discardableResult
  func presentEditAddress(of feedID: Int64) -> FeedTextSession? {
    guard let feed = feed(feedID) else { return nil }
    return presentFeedText(
      title: tr("Edit Feed Address"),
      label: tr("Feed address (https://…, or a file path)"), text: SidebarRows.address(of: feed),
      action: tr("Save")
    ) { [weak self] (text: String) async throws(FeedEditRefusal) in
      guard let self else { return }
      try await self.model.changeAddress(of: feedID, to: text)
      if !self.refresh.startRefresh(because: .oneFeed(feedID)) {
        self.timeline.notice.show(
          tr("The new address is saved; the next refresh fetches it."),
          isError: false)
      }
    }
  }

  /// Shows a one-line sheet about a feed (see `FeedTextSession`).
  private func presentFeedText(
    title: String, label: String, text: String, action: String,
    save: @escaping @MainActor (String) async throws(FeedEditRefusal) -> Void
  ) -> FeedTextSession {
    let session = FeedTextSession(
      title: title, label: label, text: text, action: action, save: save)
    sheets.show(.feedText(session))
    return session
  }
}
