import Observation
import Overshoot

/// What the timeline's empty state says now (see ``EmptyState``), and what its first-run
/// buttons do.
@MainActor @Observable
final class EmptyStateContent {
  /// The heading.
  private(set) var heading = ""
  /// The explanation.
  private(set) var detail = ""
  /// The icon's name.
  private(set) var icon = ""
  /// Whether the page offers Add Feed…: with no feeds.
  private(set) var offersAddFeed = false
  /// Whether the page offers the other first steps (import, sign in): on a first run.
  private(set) var offersFirstSteps = false
  /// Runs one of the window's actions (`win.add-feed`, `win.import-opml`, `win.add-account`);
  /// set by the view that places the page.
  @ObservationIgnored var firstStep: @MainActor (String) -> Void = { _ in }

  /// Shows `kind`; with no feeds yet, the page offers Add Feed…, and on a first run the other
  /// first steps too.
  func show(_ kind: EmptyState.Kind) {
    (icon, heading, detail) = EmptyState.words(for: kind)
    offersAddFeed = kind == .firstRun || kind == .noFeeds
    offersFirstSteps = kind == .firstRun
  }
}
