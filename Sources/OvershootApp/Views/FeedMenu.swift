import FeedCore
import Overshoot

/// A feed's sidebar menu: what can be done to that one feed, each item a `win.` action with the
/// feed's id as its target (the window's actions are in `MainWindow+FeedMenu.swift`).
enum FeedMenu {
  /// `win.refresh-feed(ID)`: fetches the feed now.
  static let refresh = "refresh-feed"
  /// `win.mark-feed-read(ID)`: marks its entries read, with an Undo.
  static let markRead = "mark-feed-read"
  /// `win.copy-feed-address(ID)`: puts its address on the clipboard.
  static let copyAddress = "copy-feed-address"
  /// `win.rename-feed(ID)`: asks for a new name.
  static let rename = "rename-feed"
  /// `win.edit-feed-address(ID)`: asks for a new address.
  static let editAddress = "edit-feed-address"
  /// `win.remove-feed(ID)`: asks before unsubscribing.
  static let remove = "remove-feed"

  /// The menu of `feed`, with a move into each of `folders` it is not in (and out of its own).
  /// A synced feed is fetched by its server, so it offers neither Refresh Feed nor Edit Address.
  static func items(for feed: Subscription, folders: [String]) -> [SidebarMenuItem] {
    let local = feed.accountID == nil
    let item = { (label: String, name: String) in
      SidebarMenuItem(label, action: "win.\(name)", target: feed.id)
    }
    return (local ? [item(tr("Refresh Feed"), refresh)] : [])
      + [
        item(tr("Mark Feed as Read"), markRead),
        item(tr("Copy Address"), copyAddress),
        item(tr("Rename…"), rename),
      ]
      + (local ? [item(tr("Edit Address…"), editAddress)] : [])
      + FolderMove.choices(for: feed, folders: folders).map(\.menuItem)
      + [item(tr("Remove Feed…"), remove)]
  }
}
