import FeedCore
import Overshoot

/// Filing a feed in another folder from its sidebar menu: the menu item and the action's
/// parameter ("ID", a line break, then the folder; no folder is the top level).
struct FolderMove: Equatable {
  /// The sidebar action that files a feed.
  static let actionName = "move-feed"

  /// The feed to move.
  var feedID: Int64
  /// The folder to file it in; nil for the top level.
  var folder: String?

  /// Reads the action's parameter; nil when it is not one this menu made.
  init?(parameter: String) {
    let parts = parameter.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    guard let first = parts.first, let id = Int64(first) else { return nil }
    feedID = id
    folder = parts.count > 1 && !parts[1].isEmpty ? String(parts[1]) : nil
  }

  /// A move of `feedID` into `folder`.
  init(feedID: Int64, folder: String?) {
    self.feedID = feedID
    self.folder = folder
  }

  /// The moves a feed's menu offers: into each folder it is not in, and out of its own.
  static func choices(for feed: Subscription, folders: [String]) -> [FolderMove] {
    let into = folders.filter { $0 != feed.folder }.map { FolderMove(feedID: feed.id, folder: $0) }
    let out = feed.folder == nil ? [] : [FolderMove(feedID: feed.id, folder: nil)]
    return into + out
  }

  /// The action's parameter.
  var parameter: String { "\(feedID)\n\(folder ?? "")" }

  /// The menu item: "Move to “Tech”", or "Move Out of Folder" for the top level.
  var menuItem: SidebarMenuItem {
    SidebarMenuItem(
      folder.map { tr("Move to “%@”", $0) } ?? tr("Move Out of Folder"),
      action: "\(NavigationSidebar<EntryScope>.actionPrefix).\(Self.actionName)", text: parameter)
  }
}
