import Foundation

/// Subscriptions grouped as the sidebar and `overshoot-cli list` show them: feeds outside any
/// folder first, then each folder alphabetically, feeds keeping the order they were given in.
public struct FolderGroup: Sendable, Hashable {
  /// The folder's name; nil for the feeds at the top level.
  public var folder: String?
  /// The feeds in the folder.
  public var feeds: [Subscription]

  /// `subscriptions` grouped by folder; no group is empty.
  public static func grouping(_ subscriptions: [Subscription]) -> [FolderGroup] {
    var byFolder: [String: [Subscription]] = [:]
    var topLevel: [Subscription] = []
    for feed in subscriptions {
      if let folder = feed.folder {
        byFolder[folder, default: []].append(feed)
      } else {
        topLevel.append(feed)
      }
    }
    let folders = byFolder.keys.sorted {
      let order = $0.localizedCaseInsensitiveCompare($1)
      return order == .orderedSame ? $0 < $1 : order == .orderedAscending
    }
    let top = topLevel.isEmpty ? [] : [FolderGroup(folder: nil, feeds: topLevel)]
    return top + folders.map { FolderGroup(folder: $0, feeds: byFolder[$0] ?? []) }
  }
}
