import Overshoot

/// Seed 002: a `ScrollView` with a `LazyVStack` that refreshes past 145 points, showing a
/// circular progress view while it runs.
@MainActor
public enum Seed002LazyColumn {
  /// The page.
  public static func window(_ model: Headlines) -> Window {
    Window("Lazy column") {
      LazyVStack(model.items, id: \.id) { headline in
        Text(headline.title).leadingAligned().padding(10)
      }
      .refreshable(threshold: .points(145)) {
        await model.refresh()
      } indicator: { phase, fraction in
        if phase == .refreshing {
          ProgressView()
        } else {
          Image(systemName: "go-down-symbolic").rotationEffect(degrees: fraction >= 1 ? 180 : 0)
        }
      }
    }
  }
}
