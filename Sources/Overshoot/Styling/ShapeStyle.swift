/// What `.foregroundStyle(_:)` paints text with, like SwiftUI's `ShapeStyle`: a ``Color``
/// (`.red`, `Color(red:green:blue:)`) or a level of the theme's text colour (`.primary`,
/// `.secondary`).
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

/// The theme's text colour at a level of emphasis, like SwiftUI's `HierarchicalShapeStyle`:
/// `.primary` or `.secondary`.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
  /// 0 for the text colour, 1 for the dimmed one.
  let level: Int
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The theme's text colour: `.foregroundStyle(.primary)`.
  public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
  /// The theme's dimmed text colour (GNOME's `dim-label`): `.foregroundStyle(.secondary)`.
  public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
}
