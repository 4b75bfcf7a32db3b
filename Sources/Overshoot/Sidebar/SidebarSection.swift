/// A group of sidebar rows, optionally under a heading the reader can fold away (a folder).
public struct SidebarSection<Key: Hashable>: Equatable {
  /// The heading; nil for rows shown without one (the sidebar's first, fixed rows).
  public var heading: String?
  /// The rows under the heading.
  public var items: [SidebarItem<Key>]
  /// How the heading's accessible name counts the rows ("3 feeds"), already in the user's
  /// language: only the caller knows its noun, and plurals differ between languages.
  public var itemCount: String

  /// A section of `items` under `heading`, counted as `itemCount` ("3 feeds"); by default
  /// "3 items" in the user's language.
  public init(heading: String? = nil, items: [SidebarItem<Key>], itemCount: String? = nil) {
    self.heading = heading
    self.items = items
    self.itemCount = itemCount ?? trn("%@ item", "%@ items", items.count, items.count)
  }

  /// The sum of the rows' counts, shown on the heading so a folded folder still says it has news.
  public var count: Int { items.reduce(0) { $0 + $1.count } }

  /// What a screen reader reads for the heading: "Tech, folder, 3 feeds, 5 unread, expanded".
  public func headingLabel(collapsed: Bool) -> String {
    let unread = count > 0 ? ", \(count) \(items.first?.countNoun ?? tr("unread"))" : ""
    let state = collapsed ? tr("collapsed") : tr("expanded")
    return tr("%@, folder, %@%@, %@", heading ?? "", itemCount, unread, state)
  }
}
