import Observation
import Overshoot

/// What the timeline's empty state says now (see ``EmptyState``), and what its Add Feed…
/// button does.
@MainActor @Observable
final class EmptyStateContent {
  /// The heading.
  private(set) var heading = ""
  /// The explanation.
  private(set) var detail = ""
  /// The icon's name.
  private(set) var icon = ""
  /// The button's title, empty while the state has nothing to offer.
  private(set) var buttonTitle = ""
  /// What Add Feed… does; set by the view that places the page (it opens the window's dialog).
  @ObservationIgnored var addFeed: @MainActor () -> Void = {}

  /// Shows `kind`; with no feeds yet, the page offers Add Feed….
  func show(_ kind: EmptyState.Kind) {
    (icon, heading, detail) = EmptyState.words(for: kind)
    buttonTitle = kind == .noFeeds ? tr("Add Feed…") : ""
  }
}
