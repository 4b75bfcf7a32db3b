/// A group of sidebar rows, optionally under a heading the reader can fold away (a folder).
public struct SidebarSection<Key: Hashable>: Equatable {
  /// The heading; nil for rows shown without one (the sidebar's first, fixed rows).
  public var heading: String?
  /// The rows under the heading.
  public var items: [SidebarItem<Key>]
  /// What one row is, for the heading's accessible name ("feed": "3 feeds"); plural adds "s".
  public var itemNoun: String

  /// A section of `items` under `heading`.
  public init(heading: String? = nil, items: [SidebarItem<Key>], itemNoun: String = "item") {
    self.heading = heading
    self.items = items
    self.itemNoun = itemNoun
  }

  /// The sum of the rows' counts, shown on the heading so a folded folder still says it has news.
  public var count: Int { items.reduce(0) { $0 + $1.count } }

  /// What a screen reader reads for the heading: "Tech, folder, 3 feeds, 5 unread, expanded".
  public func headingLabel(collapsed: Bool) -> String {
    let feeds = "\(items.count) \(itemNoun)\(items.count == 1 ? "" : "s")"
    let unread = count > 0 ? ", \(count) \(items.first?.countNoun ?? "unread")" : ""
    return "\(heading ?? ""), folder, \(feeds)\(unread), \(collapsed ? "collapsed" : "expanded")"
  }
}
