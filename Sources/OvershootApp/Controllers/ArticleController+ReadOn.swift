import Overshoot

/// Space reads on, as in Liferea, NewsFlash and Thunderbird: in the entry list or the article,
/// it pages the article down; once the article is at its end (or fits whole), the next unread
/// entry below the one shown is selected and its article shown from the top, reading the pages
/// of the timeline down to it when it lies below those shown
/// (`ArticleController+ReadOnPages.swift`).
/// Shift+Space pages up, and at the article's top shows the entry above (Google Reader's way).
///
/// Space in the entry list hands the keyboard focus to the article (WebKit can only say that
/// its page had nothing left to scroll for a key pressed in it), so the next Space goes on
/// reading there; j, k, s, m and o work in the article too, on the entry it shows.
extension ArticleController {
  /// The timeline's single keys in the article pane, after the web view (which hands back the
  /// letters its page does not use).
  func installKeys() {
    let pane = article.view.gtkWidget
    KeyboardShortcuts.add(TimelineKeys.next, to: pane) { [weak self] in
      self?.showAdjacentEntry(forward: true) ?? false
    }
    KeyboardShortcuts.add(TimelineKeys.previous, to: pane) { [weak self] in
      self?.showAdjacentEntry(forward: false) ?? false
    }
    KeyboardShortcuts.add(TimelineKeys.star, to: pane) { [weak self] in
      guard let self, let id = self.article.content.entryID else { return false }
      self.entries.toggleStar(id)
      return true
    }
    KeyboardShortcuts.add(TimelineKeys.read, to: pane) { [weak self] in
      guard let self, let id = self.article.content.entryID else { return false }
      self.entries.toggleRead(id)
      return true
    }
    KeyboardShortcuts.add(TimelineKeys.openInBrowser, to: pane) { [weak self] in
      guard let self, let id = self.article.content.entryID else { return false }
      self.entries.open(entryID: id)
      return true
    }
  }

  /// Shows the next unread entry after the one shown, in the timeline as it is (a feed, All,
  /// Unread, a search), reading further pages when the pages shown have none; with none left in
  /// the timeline, a short notice says so, so a Space that seems to do nothing is not taken for
  /// a broken key.
  func showNextUnread() {
    let list = timeline.list
    let start = article.content.entryID.flatMap { list.position(of: $0) }.map { $0 + 1 } ?? 0
    if let next = (start..<list.count).first(where: { !list.item(at: $0).isRead }) {
      return select(at: next)
    }
    guard timeline.hasMorePages, let last = timeline.lastEntry else {
      return sayNoMoreUnread()
    }
    showNextUnread(after: last)
  }

  /// Says that no unread entry follows the one shown.
  func sayNoMoreUnread() {
    timeline.notice.show(tr("No more unread entries"), isError: false)
  }

  /// Shift+Space at the article's top (or on one that fits whole): the entry above the one
  /// shown, read or not, from its top. Going back is for reading again what was just read, so,
  /// as with `k`, the read entries count; Space then reads on as before.
  func showPreviousEntry() {
    _ = showAdjacentEntry(forward: false)
  }

  /// Shows the entry after (or before) the one shown; false at either end of the timeline.
  /// After the last entry shown, the next page is read and its first entry shown.
  private func showAdjacentEntry(forward: Bool) -> Bool {
    let list = timeline.list
    guard let shown = article.content.entryID, let position = list.position(of: shown) else {
      return false
    }
    let target = position + (forward ? 1 : -1)
    guard target >= 0 else { return false }
    guard target < list.count else {
      guard forward, timeline.hasMorePages else { return false }
      entries.readNextPage(whileShowing: shown) { [weak self] in
        guard let position = list.position(of: shown), position + 1 < list.count else { return }
        self?.select(at: position + 1)
      }
      return true
    }
    select(at: target)
    return true
  }

  /// Selects the entry at `position` (the article pane shows it) and scrolls it into view,
  /// leaving the keyboard focus where it is.
  func select(at position: Int) {
    let list = timeline.list
    list.select([list.id(at: position)])
    list.scroll(toPosition: position, anchor: nil)
  }
}
