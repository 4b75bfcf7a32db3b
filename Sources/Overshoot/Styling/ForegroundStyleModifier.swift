import CGtk
import GtkGlue

extension Widget {
  /// The colour of the text in this widget, like SwiftUI's `foregroundStyle(_:)`:
  /// `.foregroundStyle(.red)`, `.foregroundStyle(Color(rgb: 0x3584e4))`, or
  /// `.foregroundStyle(.secondary)` for GNOME's dimmed text (`dim-label`). Text inside a stack
  /// takes the colour too, as CSS colours are inherited; a widget that sets its own colour (a
  /// suggested button) keeps it.
  public func foregroundStyle(_ style: some ShapeStyle) -> ModifiedWidget {
    ModifiedWidget(self, name: "foreground-style") { widget in
      if let shown: String = WidgetData.get(from: widget, key: .foreground), !shown.isEmpty {
        widget.removeCSSClass(shown)
      }
      let applied = ForegroundStyle.cssClass(for: style) ?? ""
      WidgetData.set(applied, on: widget, key: .foreground)
      if !applied.isEmpty { widget.addCSSClass(applied) }
    }
  }
}

/// The CSS class behind each foreground style.
@MainActor
enum ForegroundStyle {
  /// The class painting `style`; nil for the theme's own colour.
  static func cssClass(for style: some ShapeStyle) -> String? {
    switch style {
    case let color as Color where color.semantic == .primary:
      return nil
    case let color as Color where color.semantic == .secondary:
      return "dim-label"
    case let color as Color:
      return GeneratedStyles.cssClass(
        "overshoot-foreground-\(color.cssName)", declarations: "color: \(color.cssValue);")
    case let level as HierarchicalShapeStyle:
      return level.level > 0 ? "dim-label" : nil
    default:
      return nil
    }
  }
}
