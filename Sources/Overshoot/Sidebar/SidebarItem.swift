/// One row of a ``NavigationSidebar``: what it shows and what picking it means.
public struct SidebarItem<Key: Hashable>: Equatable {
  /// What the row stands for; ``NavigationSidebar/onActivate`` hands it back when picked.
  public var key: Key
  /// The row's name.
  public var title: String
  /// A freedesktop icon name shown before the name (decorative: the name says what it is).
  public var iconName: String
  /// An image shown instead of `iconName` (a feed's favicon), 16 points square; `iconName`
  /// stays when it is nil or cannot be shown (see ``SidebarImage``).
  public var icon: SidebarImage?
  /// A count shown at the row's end ("unread"); hidden when 0.
  public var count: Int
  /// What the count counts, for screen readers ("Tech News, 3 unread").
  public var countNoun: String
  /// A problem to mark with a warning icon; its tooltip and accessible name say it.
  public var warning: String?
  /// Extra words for the tooltip and the accessible description (e.g. a feed's address, which
  /// tells apart rows with the same name).
  public var detail: String?
  /// A second line under the name, smaller and dimmed (e.g. the address of feeds with the same
  /// name, which the name alone cannot tell apart); nil shows one line.
  public var subtitle: String?
  /// The row's context menu (right click, Shift+F10, Menu); none when empty.
  public var menu: [SidebarMenuItem]

  /// A row named `title`, with an icon (an image when `icon` shows) and optionally a count, a
  /// warning, a detail, a subtitle and a menu.
  public init(
    key: Key, title: String, iconName: String, icon: SidebarImage? = nil, count: Int = 0,
    countNoun: String? = nil,
    warning: String? = nil, detail: String? = nil, subtitle: String? = nil,
    menu: [SidebarMenuItem] = []
  ) {
    self.key = key
    self.title = title
    self.iconName = iconName
    self.icon = icon
    self.count = count
    self.countNoun = countNoun ?? tr("unread")
    self.warning = warning
    self.detail = detail
    self.subtitle = subtitle
    self.menu = menu
  }

  /// The name a screen reader reads: the title, then the count when there is one.
  public var accessibleLabel: String {
    count > 0 ? "\(title), \(count) \(countNoun)" : title
  }
}
