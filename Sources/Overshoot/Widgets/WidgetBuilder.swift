/// Builds a list of widgets from a closure's statements, like SwiftUI's `@ViewBuilder`:
/// `if`, `if let`, `switch` and `for … in` work as expected.
///
/// As in SwiftUI, the structure is part of each widget's identity: an `if`, a `switch` or a
/// `for` always takes one place among its siblings, however many widgets it shows, so a sibling
/// after it keeps its widget and its `@State` when the condition changes, and the branch taken
/// is remembered, so that flipping it makes the other branch's widgets anew.
@resultBuilder
@MainActor
public enum WidgetBuilder {
  /// One widget.
  public static func buildExpression(_ widget: any Widget) -> [any Widget] { [widget] }
  /// Several widgets made elsewhere.
  public static func buildExpression(_ widgets: [any Widget]) -> [any Widget] { widgets }
  /// The statements of a block, in order.
  public static func buildBlock(_ parts: [any Widget]...) -> [any Widget] { parts.flatMap { $0 } }
  /// An `if` without `else`: one place, empty while the condition is false.
  public static func buildOptional(_ part: [any Widget]?) -> [any Widget] {
    [BuilderBranch(part == nil ? .absent : .present, part ?? [])]
  }
  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [any Widget]) -> [any Widget] {
    [BuilderBranch(.first, part)]
  }
  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [any Widget]) -> [any Widget] {
    [BuilderBranch(.second, part)]
  }
  /// A `for … in` loop: one place, its widgets matched by position.
  public static func buildArray(_ parts: [[any Widget]]) -> [any Widget] {
    [BuilderBranch(.loop, parts.flatMap { $0 })]
  }
  /// An `if #available` block.
  public static func buildLimitedAvailability(_ part: [any Widget]) -> [any Widget] { part }

  /// `parts` with every `if`, `switch` and `for` replaced by the widgets it shows: what a
  /// container that reads its content's kinds (a list's sections, a menu's buttons, a picker's
  /// options) looks through.
  static func flatten(_ parts: [any Widget]) -> [any Widget] {
    guard parts.contains(where: { $0 is BuilderBranch }) else { return parts }
    return parts.flatMap { part in
      (part as? BuilderBranch).map { flatten($0.parts) } ?? [part]
    }
  }
}
