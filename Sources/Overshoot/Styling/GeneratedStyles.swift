import CGtk

/// CSS classes the styling modifiers make on demand (`.foregroundStyle(Color(…))`, `.bold()`),
/// one rule each in one style sheet of the display: GTK 4.10 deprecated per-widget style
/// providers, and a class per colour costs one rule however many widgets use it.
@MainActor
enum GeneratedStyles {
  private static var provider: UnsafeMutablePointer<GtkCssProvider>?
  private static var rules: [String: String] = [:]

  /// The class whose rule is `declarations` (`color: #e01b24;`), added the first time; nil,
  /// with a warning, when GTK has no display yet.
  static func cssClass(_ name: String, declarations: String) -> String? {
    if rules[name] != nil { return name }
    if provider == nil { provider = StyleSheet.addProvider() }
    guard let provider else {
      Diagnostics.warn("the style .\(name) needs a display: apply it after GTK has started")
      return nil
    }
    rules[name] = declarations
    let css = rules.sorted { $0.key < $1.key }.map { ".\($0.key) { \($0.value) }" }
      .joined(separator: "\n")
    overshoot_css_provider_load(provider, css)
    return name
  }
}
