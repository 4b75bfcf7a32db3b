/// Builds a list of widgets from a closure's statements, like SwiftUI's `@ViewBuilder`:
/// `if`, `if let`, `switch` and `for … in` work as expected.
@resultBuilder
@MainActor
public enum WidgetBuilder {
  /// One widget.
  public static func buildExpression(_ widget: any Widget) -> [any Widget] { [widget] }
  /// Several widgets made elsewhere.
  public static func buildExpression(_ widgets: [any Widget]) -> [any Widget] { widgets }
  /// The statements of a block, in order.
  public static func buildBlock(_ parts: [any Widget]...) -> [any Widget] { parts.flatMap { $0 } }
  /// An `if` without `else`.
  public static func buildOptional(_ part: [any Widget]?) -> [any Widget] { part ?? [] }
  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [any Widget]) -> [any Widget] { part }
  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [any Widget]) -> [any Widget] { part }
  /// A `for … in` loop.
  public static func buildArray(_ parts: [[any Widget]]) -> [any Widget] { parts.flatMap { $0 } }
}
