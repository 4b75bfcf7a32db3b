/// A widget in the header bar of the page that declares it, like SwiftUI's `ToolbarItem`:
/// `ToolbarItem(placement: .primaryAction) { Button("Add") { … } }` inside `.toolbar { … }`.
@MainActor
public struct ToolbarItem {
  let placement: ToolbarItemPlacement
  let content: [any Widget]

  /// `content` at `placement` (the end of the header bar by default). A `Label` in it shows its
  /// icon only, with its title as the tooltip, as SwiftUI's toolbars show labels.
  public init(
    placement: ToolbarItemPlacement = .automatic, @WidgetBuilder content: () -> [any Widget]
  ) {
    self.placement = placement
    self.content = content().map { $0.labelStyle(.iconOnly) }
  }
}

/// Several widgets at one place in the header bar, like SwiftUI's `ToolbarItemGroup`.
@MainActor
public struct ToolbarItemGroup {
  let items: [ToolbarItem]

  /// Each widget of `content` at `placement`, in order.
  public init(
    placement: ToolbarItemPlacement = .automatic, @WidgetBuilder content: () -> [any Widget]
  ) {
    items = WidgetBuilder.flatten(content()).map { widget in
      ToolbarItem(placement: placement) { widget }
    }
  }
}

/// Builds the items of `.toolbar { … }`, like SwiftUI's `@ToolbarContentBuilder`: items, groups
/// and plain widgets (placed as `.automatic`), with `if` and `for`.
@resultBuilder
@MainActor
public enum ToolbarContentBuilder {
  /// One item.
  public static func buildExpression(_ item: ToolbarItem) -> [ToolbarItem] { [item] }
  /// A group's items.
  public static func buildExpression(_ group: ToolbarItemGroup) -> [ToolbarItem] { group.items }
  /// A plain widget, placed where `.automatic` puts it.
  public static func buildExpression(_ widget: any Widget) -> [ToolbarItem] {
    [ToolbarItem { widget }]
  }
  /// The statements of a block, in order.
  public static func buildBlock(_ parts: [ToolbarItem]...) -> [ToolbarItem] {
    parts.flatMap { $0 }
  }
  /// An `if` without `else`.
  public static func buildOptional(_ part: [ToolbarItem]?) -> [ToolbarItem] { part ?? [] }
  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [ToolbarItem]) -> [ToolbarItem] { part }
  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [ToolbarItem]) -> [ToolbarItem] { part }
  /// A `for … in` loop.
  public static func buildArray(_ parts: [[ToolbarItem]]) -> [ToolbarItem] {
    parts.flatMap { $0 }
  }
}
