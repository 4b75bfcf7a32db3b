import CGtk
import GtkGlue

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
    cssClass(name, rules: ".\(name) { \(declarations) }")
  }

  /// The class `name` whose rules (selectors that name it) are `css`, added the first time;
  /// nil, with a warning, when GTK has no display yet.
  static func cssClass(_ name: String, rules css: @autoclosure () -> String) -> String? {
    if rules[name] != nil { return name }
    if provider == nil { provider = StyleSheet.addProvider() }
    guard let provider else {
      Diagnostics.warn("the style .\(name) needs a display: apply it after GTK has started")
      return nil
    }
    rules[name] = css()
    let sheet = rules.sorted { $0.key < $1.key }.map(\.value).joined(separator: "\n")
    overshoot_css_provider_load(provider, sheet)
    return name
  }

  /// Takes every class starting with `prefix` off `widget` but `name`, and adds `name` (if any):
  /// a modifier applied again with a new value replaces the class it added before.
  static func replaceClass(
    prefix: String, with name: String?, on widget: UnsafeMutablePointer<GtkWidget>
  ) {
    if let classes = gtk_widget_get_css_classes(widget) {
      var index = 0
      var stale: [String] = []
      while let pointer = classes[index] {
        let shown = String(cString: pointer)
        if shown.hasPrefix(prefix) && shown != name { stale.append(shown) }
        index += 1
      }
      g_strfreev(classes)
      for shown in stale { widget.removeCSSClass(shown) }
    }
    if let name { widget.addCSSClass(name) }
  }
}
