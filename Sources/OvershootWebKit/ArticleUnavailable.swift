import Overshoot
import OvershootLocalization

/// What an article view shows instead of the article when WebKitGTK could not be loaded: a
/// status that says so and why, centred in the view; the rest of the app goes on without it.
@MainActor
enum ArticleUnavailable {
  /// The status for `reason` (the dynamic loader's message, which names the library).
  static func status(reason: String) -> some Widget {
    VStack(spacing: 12) {
      Image(systemName: "exclamationmark.triangle", pixelSize: 64).font(.secondary)
      Text(tr("Articles Cannot Be Shown")).font(.title2)
      Text(
        tr(
          "The article view needs WebKitGTK 6.0, which could not be loaded. Install it to read articles here; everything else works without it."
        )
      )
      .multilineTextAlignment(.center)
      Text(reason).font(.caption).multilineTextAlignment(.center)
    }
    .padding(24)
    .aligned(horizontally: .center, vertically: .center)
  }
}
