import Overshoot

/// Seed 001: a `RefreshableScrollView` whose threshold is 15 % of its height and whose icon turns
/// with the pull; a refresh that ends while the finger is down cannot start again until the
/// content is back at rest (Overshoot's pull state machine does that for every pull).
@MainActor
public enum Seed001TurningIcon {
  /// The page.
  public static func window(_ model: Headlines) -> Window {
    Window("Turning icon") {
      List(model.items, id: \.id) { headline in Text(headline.title).leadingAligned().padding(12) }
        .refreshable(threshold: .fractionOfViewport(0.15)) {
          await model.refresh()
        } indicator: { phase, fraction in
          Image(systemName: "view-refresh-symbolic", pixelSize: 24)
            .rotationEffect(degrees: phase == .refreshing ? 0 : min(fraction, 1) * 360)
        }
    }
  }
}
