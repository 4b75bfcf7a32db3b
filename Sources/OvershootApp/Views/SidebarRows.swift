import FeedCore
import Foundation
import Overshoot

/// The sidebar's rows: "All", "Unread", "Starred", then each feed, feeds filed in a folder
/// grouped under its heading, with unread counts, a warning mark on feeds whose last refresh
/// failed (its tooltip says why), the address under the name of feeds that share one, each
/// feed's icon (its favicon, else the generic feed icon; docs/favicons.md) and each feed's menu
/// (``FeedMenu``). What the ``Sidebar`` view keeps between its rebuilds: the list, the icons
/// already decoded, and the folder moves of the feeds' menus.
@MainActor
final class SidebarRows {
  /// The list the rows are shown in.
  let sidebar = NavigationSidebar<EntryScope>(accessibleLabel: tr("Feeds"))
  /// Called when the reader picks a scope.
  var onSelect: (@MainActor (EntryScope) -> Void)? {
    get { sidebar.onActivate }
    set { sidebar.onActivate = newValue }
  }

  /// The model last shown, which a feed's "Move to" menu files the feed through.
  private weak var model: ReaderModel?
  /// Each feed's icon as the sidebar shows it, kept while its bytes are the same, so an icon is
  /// decoded (and a broken one reported) once, not at every rebuild.
  private var images: [Int64: (fetched: Date, image: SidebarImage)] = [:]

  /// The sidebar's widget, for the window's layout.
  var widget: GtkWidgetPointer { sidebar.gtkWidget }

  /// The pane Tab goes to from the sidebar (the timeline), past the header bar.
  func tabLeads(to pane: WidgetHandle) { sidebar.tabDestination = pane }

  init() {
    sidebar.addMenuAction(FolderMove.actionName) { [weak self] parameter in
      guard let move = FolderMove(parameter: parameter) else { return }
      Task { await self?.file(move) }
    }
  }

  /// The rows for `model`, with the feeds' icons (those of the last rows reused); `model` is
  /// then the one a feed's "Move to" menu files the feed through.
  func sections(for model: ReaderModel) -> [SidebarSection<EntryScope>] {
    self.model = model
    return Self.sections(model, images: currentImages(model))
  }

  /// Highlights the row of `scope`, chosen elsewhere than in the sidebar; the rows stay.
  func highlight(_ scope: EntryScope) {
    sidebar.highlight(scope)
  }

  /// The icon of every feed that has one, reusing the images already made.
  private func currentImages(_ model: ReaderModel) -> [Int64: SidebarImage] {
    var current: [Int64: (fetched: Date, image: SidebarImage)] = [:]
    for feed in model.subscriptions {
      guard let icon = model.feedIcons[feed.id] else { continue }
      if let kept = images[feed.id], kept.fetched == icon.fetched {
        current[feed.id] = kept
      } else {
        current[feed.id] = (icon.fetched, SidebarImage(bytes: [UInt8](icon.data), of: feed.title))
      }
    }
    images = current
    return current.mapValues(\.image)
  }

  /// Files a feed in another folder; the rows, which observe the model, show it there.
  func file(_ move: FolderMove) async {
    guard let model, let store = model.store else { return }
    do {
      try await store.moveFeed(move.feedID, toFolder: move.folder)
    } catch {
      printError("overshoot: \(error.description)")
    }
    await model.reloadSubscriptions()
  }

  /// The rows for `model`: the three fixed scopes, then feeds by folder (see ``FolderGroup``).
  static func sections(
    _ model: ReaderModel, images: [Int64: SidebarImage]
  ) -> [SidebarSection<EntryScope>] {
    let folders = Set(model.subscriptions.compactMap(\.folder)).sorted {
      $0.localizedCaseInsensitiveCompare($1) == .orderedAscending
    }
    let fixed = SidebarSection<EntryScope>(items: [
      SidebarItem(
        key: .all, title: tr("All"), iconName: "view-list-symbolic", count: model.unreadTotal),
      SidebarItem(
        key: .unread, title: tr("Unread"), iconName: "mail-unread-symbolic",
        count: model.unreadTotal),
      SidebarItem(
        key: .starred, title: tr("Starred"), iconName: "starred-symbolic", count: model.starredTotal
      ),
    ])
    let subtitles = FeedSubtitles.of(model.subscriptions)
    let groups = FolderGroup.grouping(model.subscriptions).map { group in
      SidebarSection(
        heading: group.folder,
        items: group.feeds.map {
          item($0, folders: folders, subtitle: subtitles[$0.id], image: images[$0.id])
        },
        itemCount: trn("%@ feed", "%@ feeds", group.feeds.count, group.feeds.count))
    }
    return [fixed] + groups
  }

  /// A feed's row: its icon, name (over `subtitle`, which tells feeds of the same name apart),
  /// unread count, failure mark, address and menu (see ``FeedMenu``).
  private static func item(
    _ feed: Subscription, folders: [String], subtitle: String?, image: SidebarImage?
  ) -> SidebarItem<EntryScope> {
    SidebarItem(
      key: .feed(feed.id), title: feed.title,
      iconName: "application-rss+xml-symbolic",
      icon: image,
      count: feed.unreadCount, warning: feed.lastError.map { tr("Last refresh failed: %@", $0) },
      detail: address(of: feed), subtitle: subtitle,
      menu: FeedMenu.items(for: feed, folders: folders))
  }

  /// Puts the keyboard focus on the row of the scope shown (for F9 and tests).
  func focusShown() {
    sidebar.focusShown()
  }

  /// The address a feed row shows in its tooltip: the URL, or the path of a local file.
  nonisolated static func address(of feed: Subscription) -> String {
    feed.url.isFileURL ? feed.url.path : feed.url.absoluteString
  }

  #if DEBUG
    /// The scope whose row is highlighted (tests; debug builds only).
    var highlightedScope: EntryScope? { sidebar.selectedKey }

    /// The sidebar itself, for tests that fold folders and read headings (debug builds only).
    var navigation: NavigationSidebar<EntryScope> { sidebar }
  #endif
}
