import Overshoot
import ReaderViews

extension TimelineController {
  /// The timeline's single keys, as Liferea and NewsFlash readers expect: j and k move to the
  /// next and previous entry, s stars the focused entry, m marks it read or unread, o opens it
  /// in the browser (NewsFlash's key; Enter reads it in the app).
  ///
  /// They act only while an entry row holds the focus: typed into a text field (a search
  /// entry, a dialog), the letters are text. So they are the timeline's own keys, not
  /// application accelerators, which would fire wherever the focus is.
  func installKeys() {
    let (list, root) = (timeline.list, window.gtkWindow)
    // Before the focused widget sees it (capture): GtkListView binds Shift+Ctrl+A to "unselect
    // all", so with the focus on an entry the list took the key and nothing was marked. In a text
    // field the handler declines and the key goes on to the field.
    KeyboardShortcuts.add(TimelineKeys.markAllRead, to: root, capture: true) { [weak self] in
      guard let self, !Focus.isInTextField(of: root) else { return false }
      self.markAllRead()
      return true
    }
    // j and k read on: the entry they move to is selected, so the article pane shows it.
    KeyboardShortcuts.add(TimelineKeys.next, to: timeline.widget) { [weak self] in
      if list.moveFocus(forward: true) {
        self?.selectFocusedEntry()
        return true
      }
      // On the last entry read so far, the next page is read and the focus moves on to it.
      return self?.loadPageThenFocusNext() ?? false
    }
    KeyboardShortcuts.add(TimelineKeys.previous, to: timeline.widget) { [weak self] in
      guard list.moveFocus(forward: false) else { return false }
      self?.selectFocusedEntry()
      return true
    }
    KeyboardShortcuts.add(TimelineKeys.star, to: timeline.widget) { [weak self] in
      guard let self, let id = list.focusedID else { return false }
      self.toggleStar(id)
      return true
    }
    KeyboardShortcuts.add(TimelineKeys.read, to: timeline.widget) { [weak self] in
      guard let self, let id = list.focusedID else { return false }
      self.toggleRead(id)
      return true
    }
    KeyboardShortcuts.add(TimelineKeys.openInBrowser, to: timeline.widget) { [weak self] in
      guard let self, let id = list.focusedID else { return false }
      self.open(entryID: id)
      return true
    }
  }
}

extension TimelineController {
  /// Selects the entry holding the focus (the arrow keys select as they move; j and k only
  /// move the focus).
  func selectFocusedEntry() {
    guard let id = timeline.list.focusedID else { return }
    timeline.list.select([id])
  }
}

/// The timeline's single keys, shared by the handlers and the accelerator table.
enum TimelineKeys {
  /// Next entry.
  static let next = ["j"]
  /// Previous entry.
  static let previous = ["k"]
  /// Star or unstar the focused entry.
  static let star = ["s"]
  /// Mark the focused entry read or unread.
  static let read = ["m"]
  /// Open the focused entry in the browser.
  static let openInBrowser = [TimelineRow.openInBrowserKey]
  /// Mark all as read. The window's key rather than an application accelerator: GTK runs those
  /// before a focused text field sees the key (measured), and there it is the field's.
  static let markAllRead = ["<Control><Shift>a"]
}
