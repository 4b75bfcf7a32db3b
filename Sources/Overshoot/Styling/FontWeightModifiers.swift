import CGtk
import GtkGlue

extension Widget {
  /// Draws the text of this widget in bold, like SwiftUI's `bold()`, over the weight of its
  /// font (`.font(.system(size: 12, weight: .light)).bold()` is bold); `bold(false)` undoes it.
  public func bold(_ isActive: Bool = true) -> ModifiedWidget {
    ModifiedWidget(self, name: "bold") { widget in
      // Named after the font's classes, so its rule comes later in the sheet and wins.
      guard
        let name = GeneratedStyles.cssClass(
          "\(Font.weightPrefix)bold", declarations: "font-weight: bold;")
      else { return }
      if isActive {
        widget.addCSSClass(name)
      } else {
        widget.removeCSSClass(name)
      }
    }
  }

  /// Draws the text of this widget in italics, like SwiftUI's `italic()`.
  public func italic(_ isActive: Bool = true) -> ModifiedWidget {
    ModifiedWidget(self, name: "italic") { widget in
      guard
        let name = GeneratedStyles.cssClass("overshoot-italic", declarations: "font-style: italic;")
      else { return }
      if isActive {
        widget.addCSSClass(name)
      } else {
        widget.removeCSSClass(name)
      }
    }
  }

  /// How opaque the widget is drawn, from 0 (invisible, still taking its space and clicks) to
  /// 1, like SwiftUI's `opacity(_:)`.
  public func opacity(_ opacity: Double) -> ModifiedWidget {
    ModifiedWidget(self, name: "opacity") { widget in
      widget.opacity = min(max(opacity, 0), 1)
    }
  }
}
