import FeedCore
import Overshoot

/// What the reader does to one entry of the timeline: read or unread, starred or not, opened in
/// the browser, its link copied.
extension TimelineController: TimelineEntries {
  /// The entry `id` as the timeline shows it; nil when it is not among the pages shown.
  func storedEntry(_ id: Int64) -> StoredEntry? {
    guard let position = timeline.list.position(of: id) else { return nil }
    return timeline.list.item(at: position)
  }

  /// Marks the entry `id` read or unread, and shows the timeline again.
  func setEntryRead(_ id: Int64, _ read: Bool) {
    Task {
      await model.setRead([id], read)
      await reloadTimeline(isNewScope: false)
    }
  }

  /// Marks the entry read, or unread again. Marked read in Unread it stays in its place, shown
  /// read, until Unread is chosen again (the focus keeps its row); Undo is offered there.
  func toggleRead(_ id: Int64) {
    guard let entry = storedEntry(id) else { return }
    setEntryRead(id, !entry.isRead)
    if !entry.isRead, model.scope == .unread {
      timeline.notice.show(
        tr("Marked “%@” as read.", entry.entry.title ?? tr("Untitled")), isError: false,
        action: (tr("Undo"), { [weak self] in self?.setEntryRead(id, false) }))
    }
  }

  /// Stars the entry, or unstars it.
  func toggleStar(_ id: Int64) {
    guard let entry = storedEntry(id) else { return }
    Task {
      await model.setStarred(id, !entry.isStarred)
      await reloadTimeline(isNewScope: false)
    }
  }

  /// Opens the entry's link in the browser (http and https only) and marks it read; when the
  /// link cannot be opened, says why, leaves the entry unread and offers to copy the link. The
  /// reader's deliberate choice: `o`, the entry menu's and the article's Open in Browser.
  func open(entryID: Int64) {
    guard let entry = storedEntry(entryID) else { return }
    guard let link = entry.entry.link else {
      timeline.notice.show(tr("This entry has no link to open."), isError: true)
      return
    }
    guard openInBrowser(link) else { return }
    if !entry.isRead { setEntryRead(entryID, true) }
  }

  /// Hands `link` to the browser; when that fails, says why in the notice with the link to
  /// copy, and returns false.
  @discardableResult
  func openInBrowser(_ link: String) -> Bool {
    do throws(LinkOpener.Failure) {
      try openLink(link)
      return true
    } catch {
      timeline.notice.show(
        tr("Couldn’t open the link: %@.", error.message), isError: true,
        action: (tr("Copy Link"), { [weak self] in self?.copyLink(link) }))
      return false
    }
  }

  /// Puts `link` on the clipboard and says so.
  func copyLink(_ link: String) {
    window.copyToClipboard(link)
    timeline.notice.show(tr("Link copied."), isError: false)
  }
}
