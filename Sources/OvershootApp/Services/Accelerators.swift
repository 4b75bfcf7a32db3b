import Overshoot

/// One keyboard shortcut as the reader meets it: what it does, its keys (GTK accelerators such
/// as `<Control>l`), and the action the keys trigger when an application accelerator binds them
/// (nil for keys a widget handles itself, such as the list's arrows or the refreshable's F5).
struct KeyboardShortcut: Equatable {
  /// What the keys do, in the shortcuts window and docs/reader.md.
  let title: String
  /// The keys, each a GTK accelerator.
  let keys: [String]
  /// The detailed action (`win.add-feed`) the application binds the keys to, if any.
  var action: String? = nil
}

/// Every keyboard shortcut of the app, in one place: the application's accelerators are set
/// from it, and the shortcuts window (and through it the list in docs/reader.md) shows it.
@MainActor
enum Accelerators {
  /// The shortcuts in groups, in the order a reader meets them.
  static let groups: [(title: String, shortcuts: [KeyboardShortcut])] = [
    (
      tr("Feeds"),
      [
        // F5, Ctrl+R and Escape are the refreshable view's own keys (RefreshShortcuts).
        KeyboardShortcut(
          title: tr("Refresh what is shown (All: every feed)"), keys: ["F5", "<Control>r"]),
        KeyboardShortcut(title: tr("Cancel the refresh"), keys: ["Escape"]),
        KeyboardShortcut(title: tr("Add a feed"), keys: ["<Control>l"], action: "win.add-feed"),
        KeyboardShortcut(
          title: tr("Show or hide the feeds"), keys: ["F9"], action: "win.toggle-sidebar"),
        KeyboardShortcut(title: tr("Move between feeds"), keys: ["Up", "Down"]),
        KeyboardShortcut(title: tr("Show the feed"), keys: ["Return", "space"]),
        KeyboardShortcut(
          title: tr(
            "Feed menu: refresh, rename, move, remove…"),
          keys: KeyboardShortcuts.contextMenu),
      ]
    ),
    // The timeline's keys in two groups, so the shortcuts window's two columns stay short
    // enough for a 1280 × 800 screen.
    (
      tr("Timeline"),
      [
        // The list's activation (ArticleController.read(entryID:)).
        KeyboardShortcut(
          title: tr("Read the entry in its article (Escape: back)"),
          keys: ["Return"]),
        // Single keys: the timeline's own (TimelineKeys), so they stay text in a text field.
        KeyboardShortcut(title: tr("Next entry"), keys: TimelineKeys.next),
        KeyboardShortcut(title: tr("Previous entry"), keys: TimelineKeys.previous),
        KeyboardShortcut(title: tr("Scroll to the top"), keys: ["Home"]),
        KeyboardShortcut(title: tr("Scroll to the bottom"), keys: ["End"]),
        // In the article, where Tab walks its links, Ctrl+Tab (ArticlePane).
        KeyboardShortcut(
          title: tr("Move between the feeds, the timeline and the article"),
          keys: ["Tab", "<Shift>Tab", "<Control>Tab"]),
        KeyboardShortcut(
          title: tr("Search titles, summaries and articles (Escape: back)"), keys: ["<Control>f"],
          action: "win.search"),
      ]
    ),
    (
      tr("Reading"),
      [
        // The article's (and, routed there, the entry list's): ArticleView.onSpaceAtEnd.
        KeyboardShortcut(
          title: tr("Read on: a page down, then the next unread entry"),
          keys: ["space"]),
        // ArticleView.onShiftSpaceAtStart.
        KeyboardShortcut(
          title: tr("A page up, then the entry above"),
          keys: ["<Shift>space"]),
        KeyboardShortcut(title: tr("Star or unstar the entry"), keys: TimelineKeys.star),
        KeyboardShortcut(title: tr("Mark the entry read or unread"), keys: TimelineKeys.read),
        KeyboardShortcut(
          title: tr("Open the entry in the browser"), keys: TimelineKeys.openInBrowser),
        KeyboardShortcut(title: tr("Mark all as read"), keys: TimelineKeys.markAllRead),
        KeyboardShortcut(
          title: tr("Entry menu: open, mark read, star, copy link"),
          keys: KeyboardShortcuts.contextMenu),
      ]
    ),
    (
      tr("General"),
      [
        KeyboardShortcut(title: tr("Main menu"), keys: ["F10"]),
        KeyboardShortcut(
          title: tr("Show or hide the scroll readout"), keys: ["<Control><Shift>g"],
          action: "win.show-readout"),
        KeyboardShortcut(
          title: tr("Keyboard shortcuts"), keys: ["<Control>question"], action: "app.shortcuts"),
        KeyboardShortcut(
          title: tr("Preferences"), keys: ["<Control>comma"], action: "win.preferences"),
        KeyboardShortcut(title: tr("Close a dialog"), keys: ["Escape"]),
        // GtkWindow's own action; the accelerator is the app's.
        KeyboardShortcut(
          title: tr("Close the window"), keys: ["<Control>w"], action: "window.close"),
        KeyboardShortcut(title: tr("Quit"), keys: ["<Control>q"], action: "app.quit"),
      ]
    ),
  ]

  /// The groups as the shortcuts window lists them: keys separated by spaces.
  static var shortcutsWindowGroups: [(title: String, shortcuts: [(title: String, keys: String)])] {
    groups.map { group in
      (group.title, group.shortcuts.map { ($0.title, $0.keys.joined(separator: " ")) })
    }
  }

  /// The shortcuts an application accelerator binds, by action.
  static var bound: [(action: String, keys: [String])] {
    groups.flatMap(\.shortcuts).compactMap { shortcut in
      shortcut.action.map { ($0, shortcut.keys) }
    }
  }

  /// Binds every action's keys in `application`.
  static func install(in application: Application) {
    for (action, keys) in bound { application.setKeyboardShortcuts(keys, for: action) }
  }
}
