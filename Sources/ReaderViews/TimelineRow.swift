import CGtk
import FeedCore
import Foundation
import GtkGlue
import Overshoot

/// One entry in the timeline: a dot while unread, the title (bold while unread), the feed's
/// name and a relative time, two lines of plain summary, and a star button at the trailing edge.
/// All text is set as text, never as Pango markup; while a search is on, its matches in the
/// title and the summary are highlighted (``searchHighlight``).
///
/// The entry's actions (open in the browser, mark read or unread, star, copy link) live on the
/// list item GTK wraps around the row, where the keyboard focus is: the context menu (right
/// click, Shift+F10, Menu) offers them, and a screen reader finds them among the item's actions.
///
/// In a target of its own so the benchmarks measure this row, not a copy of it.
@MainActor
public final class TimelineRow: ListRow {
  /// The row's root widget.
  public let gtkWidget: UnsafeMutablePointer<GtkWidget>
  private let title = WidgetHandle(TimelineRow.label(lines: 2, cssClass: "timeline-title"))
  private let meta = WidgetHandle(TimelineRow.label(lines: 1, cssClass: "timeline-meta"))
  private let summary = WidgetHandle(TimelineRow.label(lines: 2, cssClass: "timeline-summary"))
  /// The unread dot; its column stays when the entry is read, so titles line up.
  private let unreadDot = WidgetHandle(
    EmbeddedWidget(Gtk.Box(orientation: GTK_ORIENTATION_HORIZONTAL, spacing: 0).widget)
      .cssClass("timeline-unread-dot")
      .aligned(vertically: .start).accessibilityHidden())
  /// Stars or unstars the entry without selecting or opening it.
  private let starButton = WidgetHandle(gtkWidget: TimelineRow.makeStarButton())
  /// What the star button shows now, so a rebind of the same state changes nothing.
  private var showsStarred: Bool?
  /// The entry bound now, for the context menu and the actions.
  public private(set) var entry: StoredEntry?
  /// The entry's actions on the list item; made at the first bind, once GTK has wrapped the row.
  public private(set) var actions: WidgetActions?
  /// Every row alive, to say their relative times again.
  private static var live: [WeakRow] = []
  /// The live rows in a window now: a row whose list (or window) is gone is not shown, and its
  /// list item may be gone with it.
  private static var shownRows: [TimelineRow] {
    live.compactMap(\.row).filter { $0.gtkWidget.root != nil }
  }
  /// The search whose matches every row highlights in its title and summary; nil (no search)
  /// highlights nothing. Setting it shows the change in every bound row at once.
  public static var searchHighlight: SearchQuery? {
    didSet {
      guard searchHighlight != oldValue else { return }
      for row in shownRows {
        if let entry = row.entry { row.showTexts(of: entry) }
      }
    }
  }
  /// The key that opens the focused entry in the browser (NewsFlash's `o`), which the app binds
  /// as one of the timeline's own keys; the menu shows it beside Open in Browser.
  public nonisolated static let openInBrowserKey = "o"
  /// Whether a row's context menu is open now (for tests).
  public private(set) static var isMenuOpen = false

  /// The actions each row offers, by name (`entry.open-in-browser`), and the window action each
  /// runs. A screen reader reads a GTK widget's actions by these names (GTK has no other name for
  /// them), and lists only the enabled ones: each says what it does, so only one of a pair
  /// (`mark-read` or `mark-unread`, `star` or `unstar`) is enabled for the bound entry.
  public static let actionNames = [
    "open-in-browser": "win.open-entry", "mark-read": "win.toggle-read",
    "mark-unread": "win.toggle-read", "star": "win.toggle-star", "unstar": "win.toggle-star",
    "copy-link": "win.copy-link",
  ]

  /// Makes the row's labels, its star button, its menu and its place among the live rows.
  public init() {
    let (title, meta, summary) = (self.title, self.meta, self.summary)
    let (unreadDot, starButton) = (self.unreadDot, self.starButton)
    // Named before it is in the row: a tooltip set on a widget in a window costs GTK a pointer
    // query (see `WidgetHandle.help`), and binding an entry without a star then changes nothing.
    starButton.help = tr("Star")
    gtkWidget = HStack(spacing: Int(TimelineRowLayout.spacing)) {
      unreadDot
      VStack(spacing: 3) {
        title
        meta
        summary
      }.expanding()
      starButton
    }.cssClass("timeline-row").makeGtkWidget()
    // The row holds its widget as long as it lives, so a row its list has let go of (a closed
    // window's) never points at a freed widget.
    g_object_ref_sink(gtkWidget.gpointer)
    // Width first, as the box would not: its labels are never asked their width for a height.
    TimelineRowLayout.install(on: gtkWidget)
    starButton.onClicked { [weak self] in self?.run("win.toggle-star") }
    ContextMenu.attach(
      to: gtkWidget, onClose: { Self.isMenuOpen = false },
      items: { [weak self] in self?.menuItems() ?? [] })
    Self.live.removeAll { $0.row == nil }
    Self.live.append(WeakRow(row: self))
  }

  isolated deinit {
    g_object_unref(gtkWidget.gpointer)
  }

  /// Shows `item` and points the row's actions at it.
  public func bind(_ item: StoredEntry) {
    entry = item
    installActions()
    showTexts(of: item)
    // One class on the row styles both the title (bold) and the dot (shown).
    setCSSClass("unread", applied: !item.isRead)
    showStar(item.isStarred)
    showTimes(of: item)
    actions?.setEnabled("mark-read", !item.isRead)
    actions?.setEnabled("mark-unread", item.isRead)
    actions?.setEnabled("star", !item.isStarred)
    actions?.setEnabled("unstar", item.isStarred)
    actions?.setEnabled("copy-link", item.entry.link != nil)
  }

  /// The title and the summary, the search's matches highlighted while there is one.
  private func showTexts(of item: StoredEntry) {
    let (titleText, summaryText) = (item.entry.displayTitle, item.entry.summary ?? "")
    let query = Self.searchHighlight
    title.setText(titleText, highlighting: query?.matchedRanges(in: titleText) ?? [])
    summary.setText(summaryText, highlighting: query?.matchedRanges(in: summaryText) ?? [])
    summary.isVisible = !summaryText.isEmpty
  }

  /// Forgets the entry, so no action runs on an entry no longer shown.
  public func unbind() {
    entry = nil
  }

  /// A flat star button that never takes the focus from the row (`s` stars the focused entry).
  private static func makeStarButton() -> UnsafeMutablePointer<GtkWidget> {
    let button = Gtk.Button(iconName: "non-starred-symbolic").widget
    button.addCSSClass("flat")
    button.addCSSClass("timeline-star")
    button.valign = GTK_ALIGN_START
    button.isFocusable = false
    return button
  }

  /// Shows the star filled or not, named "Unstar" or "Star" (what a click does); only when it
  /// changed, as GTK 4.8 rebinds every row on each update.
  private func showStar(_ starred: Bool) {
    guard starred != showsStarred else { return }
    showsStarred = starred
    Gtk.Button(starButton.gtkWidget).setIconName(
      starred ? "starred-symbolic" : "non-starred-symbolic")
    let name = starred ? tr("Unstar") : tr("Star")
    starButton.help = name
    starButton.setAccessibilityLabel(name)
  }

  /// Adds or removes the CSS class `name` on the row.
  private func setCSSClass(_ name: String, applied: Bool) {
    if applied {
      gtkWidget.addCSSClass(name)
    } else {
      gtkWidget.removeCSSClass(name)
    }
  }

  /// A line of plain text at the leading edge, cut with "…" after `lines` lines.
  private static func label(lines: Int, cssClass: String) -> some Widget {
    Text("").multilineTextAlignment(.leading).truncationMode(.tail).lineLimit(lines)
      .cssClass(cssClass)
  }

  /// Gives the list item around the row the entry's actions and the context-menu keys.
  private func installActions() {
    guard actions == nil, let item = listItemWidget else { return }
    let actions = WidgetActions(prefix: "entry", on: item)
    for (name, windowAction) in Self.actionNames {
      actions.add(name) { [weak self] in self?.run(windowAction) }
    }
    self.actions = actions
    KeyboardShortcuts.add(KeyboardShortcuts.contextMenu, to: item) { [weak self] in
      guard let self, self.entry != nil else { return false }
      self.showMenu()
      return true
    }
  }

  /// Runs the window's action for the bound entry.
  private func run(_ windowAction: String) {
    guard let entry else { return }
    WidgetActions.activate(windowAction, from: gtkWidget, argument: entry.id)
  }

  /// The meta line and the accessible name, both of which say how long ago the entry came.
  private func showTimes(of item: StoredEntry) {
    // Said once for both: each saying formats a date and looks up a translation, and GTK 4.8
    // rebinds every one of its ~200 rows when a search replaces them.
    let when = RelativeTime.describe(item.sortDate)
    // Unread and starred show as the dot and the star; the screen reader's name says them.
    meta.text = item.feedTitle + " · " + when
    // A screen reader reads the list item GTK wraps around this row, which has no name of its
    // own: give both the row's one line.
    let name = Self.accessibleName(of: item, title: title.text, when: when)
    Accessibility.setLabel(name, of: gtkWidget)
    setListItemAccessibilityLabel(name)
  }

  /// Says the relative times again on every bound row, so "just now" does not stay for minutes.
  public static func refreshRelativeTimes() {
    for row in shownRows {
      if let entry = row.entry { row.showTimes(of: entry) }
    }
  }

  /// What a screen reader says for `item`: "title, feed, time", then "unread" and "starred".
  public static func accessibleName(of item: StoredEntry) -> String {
    accessibleName(
      of: item, title: item.entry.displayTitle, when: RelativeTime.describe(item.sortDate))
  }

  /// The accessible name with the shown title and the relative time `when` already said.
  private static func accessibleName(of item: StoredEntry, title: String, when: String) -> String {
    var parts = [title, item.feedTitle, when]
    if !item.isRead { parts.append(tr("unread")) }
    if item.isStarred { parts.append(tr("starred")) }
    return parts.joined(separator: ", ")
  }

  /// The context menu's lines for the bound entry, each running one of the row's actions.
  private func menuItems() -> [ContextMenu.Item] {
    guard let entry else { return [] }
    Self.isMenuOpen = true
    var items = [
      // Enter and a double click read the entry in the app; the menu's Open is the browser.
      ContextMenu.Item(tr("Open in Browser"), shortcut: Self.openInBrowserKey) { [weak self] in
        self?.run("win.open-entry")
      },
      ContextMenu.Item(entry.isRead ? tr("Mark as Unread") : tr("Mark as Read")) { [weak self] in
        self?.run("win.toggle-read")
      },
      ContextMenu.Item(entry.isStarred ? tr("Unstar") : tr("Star")) { [weak self] in
        self?.run("win.toggle-star")
      },
    ]
    if entry.entry.link != nil {
      items.append(ContextMenu.Item(tr("Copy Link")) { [weak self] in self?.run("win.copy-link") })
    }
    return items
  }

  /// Opens the context menu at the row (Shift+F10 and the Menu key).
  private func showMenu() {
    let items = menuItems()
    guard !items.isEmpty else { return }
    ContextMenu.show(items, on: gtkWidget) { Self.isMenuOpen = false }
  }
}

/// A row held weakly: the list owns its rows.
private struct WeakRow {
  weak var row: TimelineRow?
}
