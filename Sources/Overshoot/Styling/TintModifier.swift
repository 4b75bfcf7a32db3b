import CGtk

extension Widget {
  /// The accent colour of the controls in this widget, like SwiftUI's `tint(_:)`: what GNOME
  /// draws in its accent colour takes `tint` instead: the fill of a suggested button, a switch
  /// or check box that is on, a progress bar and a slider's filled part; other buttons take it
  /// as the colour of their title and icon. `nil` gives the theme's accent back.
  ///
  /// A tint is one generated CSS class per colour, shared by every widget tinted with it.
  public func tint(_ tint: Color?) -> ModifiedWidget {
    ModifiedWidget(self, name: "tint") { widget in
      let name = tint.flatMap(Tint.cssClass(for:))
      GeneratedStyles.replaceClass(prefix: Tint.prefix, with: name, on: widget)
    }
  }
}

/// The CSS behind `.tint`: GTK 4.8's theme has no accent colour to redefine per widget, so
/// each accent-coloured part is painted again.
@MainActor
enum Tint {
  /// The start of every tint class.
  static let prefix = "overshoot-tint-"

  /// The class tinting with `color`; nil without a display.
  static func cssClass(for color: Color) -> String? {
    let name = prefix + color.cssName
    return GeneratedStyles.cssClass(name, rules: rules(for: name, color: color.cssValue))
  }

  /// The rules for the class `name` painting `color`, each applied to the tinted widget itself
  /// and to the controls inside it.
  static func rules(for name: String, color: String) -> String {
    let fill = "background-image: none; background-color: \(color); border-color: \(color);"
    let plainButton = "button:not(.suggested-action):not(.destructive-action)"
    let parts: [(selectors: [String], declarations: String)] = [
      ([plainButton], "color: \(color);"),
      (["button.suggested-action"], fill),
      (["switch:checked"], fill),
      (["switch:checked > slider"], "border-color: \(color);"),
      (["checkbutton check:checked", "checkbutton radio:checked"], fill),
      (["progressbar > trough > progress", "scale > trough > highlight"], fill),
      (["spinner"], "color: \(color);"),
    ]
    return parts.map { part in
      let selectors = part.selectors.flatMap { selector in
        [".\(name) \(selector)", Self.attach(name, to: selector)]
      }
      return selectors.joined(separator: ", ") + " { \(part.declarations) }"
    }.joined(separator: "\n")
  }

  /// `selector` with the class on its first node: `switch.name:checked`.
  private static func attach(_ name: String, to selector: String) -> String {
    let end = selector.firstIndex { $0 == " " || $0 == ":" } ?? selector.endIndex
    return selector[..<end] + ".\(name)" + selector[end...]
  }
}
