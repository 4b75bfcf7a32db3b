import Foundation

/// A font, like SwiftUI's `Font`: one of the theme's text styles (`.title`, `.headline`,
/// `.caption`), GNOME's typography classes underneath, or a system font of a given size, weight
/// and design (`.system(size: 17, weight: .semibold)`, `.system(.body, design: .monospaced)`),
/// set as a generated CSS rule. Applied with `.font(_:)`.
public struct Font: Hashable, Sendable {
  /// The theme's text style, nil for a font given by size only.
  let style: TextStyle?
  /// The size in points, nil for the style's own.
  let size: CGFloat?
  /// The weight, nil for the style's own.
  var weight: Weight?
  /// The family, nil for the theme's.
  var design: Design?
  /// Whether the text is slanted.
  var isItalic = false
  /// Whether the text takes the theme's dimmed colour (`.secondary`, a library spelling).
  var isDimmed = false

  init(style: TextStyle?, size: CGFloat? = nil, weight: Weight? = nil, design: Design? = nil) {
    self.style = style
    self.size = size
    self.weight = weight
    self.design = design
  }

  /// The page's own big title (`title-1`).
  public static let largeTitle = Font(style: .largeTitle)
  /// A title (`title-2`).
  public static let title = Font(style: .title)
  /// A smaller title (`title-3`).
  public static let title2 = Font(style: .title2)
  /// The smallest title (`title-4`).
  public static let title3 = Font(style: .title3)
  /// A bold line (`heading`).
  public static let headline = Font(style: .headline)
  /// A small bold line under a heading (`caption-heading`).
  public static let subheadline = Font(style: .subheadline)
  /// Body text (`body`).
  public static let body = Font(style: .body)
  /// Body text set apart, as in a callout (`body`).
  public static let callout = Font(style: .callout)
  /// Small text under content (`caption`).
  public static let footnote = Font(style: .footnote)
  /// Small text (`caption`).
  public static let caption = Font(style: .caption)
  /// The smallest text (`caption`).
  public static let caption2 = Font(style: .caption2)
  /// Body text in the theme's dimmed colour (`dim-label`); SwiftUI writes
  /// `.foregroundStyle(.secondary)`, which does the same.
  public static let secondary: Font = {
    var font = Font(style: nil)
    font.isDimmed = true
    return font
  }()

  /// The system font at `size` points, like SwiftUI's `Font.system(size:weight:design:)`.
  public static func system(
    size: CGFloat, weight: Weight? = nil, design: Design? = nil
  ) -> Font {
    Font(style: nil, size: size, weight: weight, design: design)
  }

  /// The text style `style` in `design` (and `weight`), like SwiftUI's
  /// `Font.system(_:design:weight:)`: `.system(.body, design: .monospaced)`.
  public static func system(
    _ style: TextStyle, design: Design? = nil, weight: Weight? = nil
  ) -> Font {
    Font(style: style, weight: weight, design: design)
  }

  /// This font at `weight`, like SwiftUI's `Font.weight(_:)`: `.font(.body.weight(.semibold))`.
  public func weight(_ weight: Weight) -> Font {
    var font = self
    font.weight = weight
    return font
  }

  /// This font in bold, like SwiftUI's `Font.bold()`.
  public func bold() -> Font { weight(.bold) }

  /// This font slanted, like SwiftUI's `Font.italic()`.
  public func italic() -> Font {
    var font = self
    font.isItalic = true
    return font
  }

  /// This font in the theme's fixed-width family, like SwiftUI's `Font.monospaced()`.
  public func monospaced() -> Font {
    var font = self
    font.design = .monospaced
    return font
  }
}
