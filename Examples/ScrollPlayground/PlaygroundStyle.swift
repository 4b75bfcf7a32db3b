import Overshoot

/// The Playground's few CSS rules, all under `playground-` classes so they touch nothing else.
@MainActor
enum PlaygroundStyle {
  private static var installed = false

  private static let css = """
    .playground-title { font-size: 1.4em; font-weight: bold; }
    .playground-card {
      border-radius: 12px;
      border: 1px solid alpha(currentColor, 0.15);
      background-color: alpha(currentColor, 0.04);
      padding: 14px;
    }
    .playground-readout { font-family: monospace; }
    .playground-swatch-label { font-family: monospace; }
    """

  /// Adds the rules to the default display once; later calls do nothing.
  static func install() {
    guard !installed else { return }
    installed = StyleSheet.add(css)
  }
}
