import Observation
import Overshoot
import ScrollCore

/// What the timeline's floating buttons show and do: the "N new" pill counting the new entries
/// above the first row in view, and Back to top once the reader has scrolled a way down.
@MainActor @Observable
final class FloatingButtonsState {
  /// The pill's words, e.g. "↑ 3 new".
  private(set) var pillLabel = ""
  /// Whether the pill is shown.
  private(set) var showsPill = false
  /// Whether the Back-to-top button is shown.
  private(set) var showsBackToTop = false
  /// Scrolls the timeline to its top, animated; set by the timeline.
  @ObservationIgnored var scrollToTop: @MainActor () -> Void = {}
  /// Forgets the entries the pill counted; set by the timeline, run as the pill is taken.
  @ObservationIgnored var pillTaken: @MainActor () -> Void = {}
  @ObservationIgnored private var pill = NewItemsPill()
  @ObservationIgnored private var backToTop = BackToTopVisibility()

  /// The number of new entries the pill counts (0 while hidden).
  var newCount: Int { pill.count }

  /// Counts `unseen` new entries above the first row in view; returns whether that is more
  /// than before (the scroll indicators flash for it).
  func count(_ unseen: Int) -> Bool {
    let previous = pill.count
    pill.handle(.dismissed)
    pill.handle(.inserted(count: unseen))
    updatePill()
    return pill.count > previous
  }

  /// Hides the pill: a new scope starts afresh.
  func dismissPill() {
    pill.handle(.dismissed)
    updatePill()
  }

  /// Shows or hides Back to top for where the timeline is scrolled.
  func follow(_ geometry: ScrollGeometry) {
    _ = backToTop.update(geometry)
    showsBackToTop = backToTop.isVisible
  }

  /// What the pill does when clicked: forgets what it counted and scrolls to the top.
  func pillClicked() {
    guard pill.handle(.clicked) == .scrollToTop else { return }
    pillTaken()
    updatePill()
    scrollToTop()
  }

  /// What Back to top does when clicked.
  func backToTopClicked() {
    guard backToTop.clicked() == .scrollToTop else { return }
    scrollToTop()
  }

  private func updatePill() {
    showsPill = pill.isVisible
    if pill.isVisible { pillLabel = "↑ " + trn("%@ new", "%@ new", pill.count, pill.count) }
  }
}
