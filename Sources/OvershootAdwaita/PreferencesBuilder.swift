/// Collects a preferences window's pages, a page's groups or a group's rows from the statements
/// of a closure, `if` and `for` included, as SwiftUI's view builders do.
@resultBuilder
public enum PreferencesBuilder<Item> {
  /// One item.
  public static func buildExpression(_ item: Item) -> [Item] { [item] }
  /// The items of all statements, in order.
  public static func buildBlock(_ parts: [Item]...) -> [Item] { parts.flatMap { $0 } }
  /// An `if` without `else`.
  public static func buildOptional(_ part: [Item]?) -> [Item] { part ?? [] }
  /// The `if` branch.
  public static func buildEither(first part: [Item]) -> [Item] { part }
  /// The `else` branch.
  public static func buildEither(second part: [Item]) -> [Item] { part }
  /// A `for` loop.
  public static func buildArray(_ parts: [[Item]]) -> [Item] { parts.flatMap { $0 } }
}
