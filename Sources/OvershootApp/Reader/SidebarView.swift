import CGtk
import FeedCore
import Overshoot

/// The sidebar: "All", "Unread", "Starred", then each feed, feeds filed in a folder grouped
/// under its heading, with unread counts and a warning mark on feeds whose last refresh failed
/// (its tooltip says why).
@MainActor
final class SidebarView {
  private let sidebar = NavigationSidebar<EntryScope>(accessibleLabel: "Feeds")
  /// Called when the reader picks a scope.
  var onSelect: (@MainActor (EntryScope) -> Void)? {
    get { sidebar.onActivate }
    set { sidebar.onActivate = newValue }
  }

  /// The sidebar's widget, for the window's layout.
  var widget: UnsafeMutablePointer<GtkWidget> { sidebar.widget }

  /// Rebuilds the rows for `model`, keeping `selected` selected.
  func update(_ model: ReaderModel, selected: EntryScope) {
    sidebar.show(Self.sections(model), selected: selected)
  }

  /// The rows for `model`: the three fixed scopes, then feeds by folder (see ``FolderGroup``).
  static func sections(_ model: ReaderModel) -> [SidebarSection<EntryScope>] {
    let fixed = SidebarSection<EntryScope>(items: [
      SidebarItem(
        key: .all, title: "All", iconName: "view-list-symbolic", count: model.unreadTotal),
      SidebarItem(
        key: .unread, title: "Unread", iconName: "mail-unread-symbolic", count: model.unreadTotal),
      SidebarItem(
        key: .starred, title: "Starred", iconName: "starred-symbolic", count: model.starredTotal),
    ])
    let folders = FolderGroup.grouping(model.subscriptions).map { group in
      SidebarSection(heading: group.folder, items: group.feeds.map(item), itemNoun: "feed")
    }
    return [fixed] + folders
  }

  /// A feed's row: its name, unread count, failure mark, address and menu.
  private static func item(_ feed: Subscription) -> SidebarItem<EntryScope> {
    SidebarItem(
      key: .feed(feed.id), title: feed.title,
      iconName: feed.isDemo ? "applications-science-symbolic" : "application-rss+xml-symbolic",
      count: feed.unreadCount, warning: feed.lastError.map { "Last refresh failed: \($0)" },
      // Feeds with the same title are told apart by their address.
      detail: address(of: feed),
      menu: [SidebarMenuItem("Remove Feed…", action: "win.remove-feed", target: feed.id)])
  }

  /// Puts the keyboard focus on the row of the scope shown (for F9 and tests).
  func focusShown() {
    sidebar.focusShown()
  }

  /// The address a feed row shows in its tooltip: the URL, or the path of a local file.
  static func address(of feed: Subscription) -> String {
    feed.url.isFileURL ? feed.url.path : feed.url.absoluteString
  }

  /// The tooltip of the row showing `scope` (tests).
  func tooltip(of scope: EntryScope) -> String? { sidebar.tooltip(of: scope) }

  /// The scope whose row is highlighted (tests).
  var highlightedScope: EntryScope? { sidebar.selectedKey }

  /// The sidebar itself, for tests that fold folders and read headings.
  var navigation: NavigationSidebar<EntryScope> { sidebar }
}
