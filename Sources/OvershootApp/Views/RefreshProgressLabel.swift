import FeedCore
import Overshoot

/// How far the refresh under way has come ("3 of 12 feeds"), beside the Refresh button; shown
/// while a refresh of several feeds runs, hidden otherwise (an empty label reads as "GtkLabel"
/// to a screen reader).
struct RefreshProgressLabel: Widget {
  /// The state whose `progress` is shown.
  let state: ReadingState

  /// The label, following `state.progress`.
  var body: some Widget {
    Text(Self.text(state.progress)).truncationMode(.tail).cssClass("refresh-progress")
      .hidden(Self.text(state.progress).isEmpty)
  }

  /// What the label says of `progress`: nothing for a single feed, or once all are done.
  static func text(_ progress: RefreshProgress?) -> String {
    guard let progress, progress.total > 1, progress.completed < progress.total else { return "" }
    return trn(
      "%@ of %@ feed", "%@ of %@ feeds", progress.total, progress.completed, progress.total)
  }
}
