import Observation
import Overshoot

/// What the timeline's empty state says now (see ``EmptyState``), and what its first-run
/// buttons do: all of it follows the kind shown.
@MainActor @Observable
final class EmptyStateContent {
  /// What the timeline has nothing of; nil until the first is shown.
  private(set) var kind: EmptyState.Kind?
  /// Runs one of the window's actions (`win.add-feed`, `win.import-opml`, `win.add-account`);
  /// set by the view that places the page.
  @ObservationIgnored var firstStep: @MainActor (String) -> Void = { _ in }

  /// The heading.
  var heading: String { kind.map { EmptyState.words(for: $0).heading } ?? "" }
  /// The explanation.
  var detail: String { kind.map { EmptyState.words(for: $0).detail } ?? "" }
  /// The icon's name.
  var icon: String { kind.map { EmptyState.words(for: $0).icon } ?? "" }
  /// Whether the page offers Add Feed…: with no feeds.
  var offersAddFeed: Bool { kind == .firstRun || kind == .noFeeds }
  /// Whether the page offers the other first steps (import, sign in): on a first run.
  var offersFirstSteps: Bool { kind == .firstRun }

  /// Shows `kind`.
  func show(_ kind: EmptyState.Kind) {
    self.kind = kind
  }
}
