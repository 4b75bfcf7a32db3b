/// One entry of a menu: its label (an underscore marks the mnemonic, as in `"_Quit"`) and the
/// detailed name of the action it activates (`"app.quit"`, `"win.add-feed"`).
///
/// GTK menus run actions rather than closures: the action's enabled state greys the item out,
/// a stateful action shows a check mark, and its accelerator is shown beside the label.
public struct MenuItem: Sendable, Hashable {
  /// The label, with `_` before the mnemonic letter.
  public let title: String
  /// The detailed action name, such as `app.about`.
  public let action: String
  /// The keys shown beside the label (a GTK accelerator such as `<Control><Shift>a`), for keys
  /// a widget or window handles itself; nil shows the application accelerator of `action`, if
  /// any, as GTK does.
  public let shortcut: String?

  /// An item titled `title` that activates `action`; `shortcut` names keys that are not an
  /// application accelerator of `action` but run it all the same, so the menu shows them.
  public init(_ title: String, action: String, shortcut: String? = nil) {
    self.title = title
    self.action = action
    self.shortcut = shortcut
  }
}

/// Items shown together between separators, like SwiftUI's `Section` in a `Menu`.
public struct MenuSection: Sendable, Hashable {
  /// A heading above the items, or nil for a plain separator.
  public let title: String?
  /// The items, in order.
  public let items: [MenuItem]

  /// A section of `items`, under `title` when there is one.
  public init(_ title: String? = nil, @MenuItemBuilder items: () -> [MenuItem]) {
    self.title = title
    self.items = items()
  }
}

/// Builds a section's items from a closure's statements.
@resultBuilder
public enum MenuItemBuilder {
  /// The items, in order.
  public static func buildBlock(_ items: MenuItem...) -> [MenuItem] { items }
}

/// Builds a menu's sections from a closure's statements.
@resultBuilder
public enum MenuSectionBuilder {
  /// The sections, in order.
  public static func buildBlock(_ sections: MenuSection...) -> [MenuSection] { sections }
}
