import CGtk
import Foundation
import GtkGlue

extension Widget {
  /// The font of the text in this widget, like SwiftUI's `font(_:)`: a text style of the theme
  /// (`.headline`, GNOME's `heading`), or a system font (`.system(size: 17, weight: .semibold)`,
  /// `.system(.body, design: .monospaced)`) as a generated CSS rule inherited by the text inside.
  /// `nil` takes the font off.
  public func font(_ font: Font?) -> ModifiedWidget {
    ModifiedWidget(self, name: "font") { widget in
      // `dim-label` stays: `.foregroundStyle(.secondary)` may have set it.
      for style in Font.TextStyle.allCases {
        widget.removeCSSClass(style.cssClass)
      }
      let rule = font?.customRule
      let custom = rule.flatMap { GeneratedStyles.cssClass($0.name, declarations: $0.declarations) }
      GeneratedStyles.replaceClass(prefix: Font.customPrefix, with: custom, on: widget)
      if let style = font?.style { widget.addCSSClass(style.cssClass) }
      if font?.isDimmed == true { widget.addCSSClass("dim-label") }
    }
  }

  /// The weight of the text in this widget, like SwiftUI's `fontWeight(_:)`: over the font's
  /// own (`Text("Total").font(.title).fontWeight(.heavy)`); `nil` takes it off.
  public func fontWeight(_ weight: Font.Weight?) -> ModifiedWidget {
    ModifiedWidget(self, name: "font-weight") { widget in
      let name = weight.flatMap {
        GeneratedStyles.cssClass(
          "\(Font.weightPrefix)\($0.value)", declarations: "font-weight: \($0.value);")
      }
      GeneratedStyles.replaceClass(prefix: Font.weightPrefix, with: name, on: widget)
    }
  }

  /// Sets the text of this widget in the fixed-width family, like SwiftUI's `monospaced()`;
  /// `monospaced(false)` undoes it.
  public func monospaced(_ isActive: Bool = true) -> ModifiedWidget {
    ModifiedWidget(self, name: "monospaced") { widget in
      guard
        let name = GeneratedStyles.cssClass(
          "overshoot-monospaced", declarations: "font-family: monospace;")
      else { return }
      if isActive {
        widget.addCSSClass(name)
      } else {
        widget.removeCSSClass(name)
      }
    }
  }
}

extension Font {
  /// The start of every class `.font` generates.
  static let customPrefix = "overshoot-font-"
  /// The start of every class `.fontWeight` generates; sorted after the font's, so its rule wins.
  static let weightPrefix = "overshoot-weight-"

  /// The class and CSS for what the theme's text style does not say (size, weight, family,
  /// slant); nil when the style says it all.
  var customRule: (name: String, declarations: String)? {
    var name: [String] = []
    var declarations: [String] = []
    if let size, size.isFinite, size > 0 {
      let points = String(format: "%g", Double(size))
      name.append("s" + points.replacingOccurrences(of: ".", with: "_"))
      declarations.append("font-size: \(points)px;")
    }
    if let weight {
      name.append("w\(weight.value)")
      declarations.append("font-weight: \(weight.value);")
    }
    if let family = design?.cssFamily {
      name.append(family)
      declarations.append("font-family: \(family);")
    }
    if isItalic {
      name.append("italic")
      declarations.append("font-style: italic;")
    }
    guard !name.isEmpty else { return nil }
    return (Self.customPrefix + name.joined(separator: "-"), declarations.joined(separator: " "))
  }
}
