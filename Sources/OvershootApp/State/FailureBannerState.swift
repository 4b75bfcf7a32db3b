import Observation

/// What the failure banner says and whether it shows. It follows `RefreshFailures`: a feed that
/// refreshes fine again leaves it, and a dismissed feed stays quiet through the periodic
/// refreshes after.
@MainActor @Observable
final class FailureBannerState {
  /// The one line the strip shows (see ``FailureBanner/line(for:)``), kept while it slides out.
  private(set) var line = ""
  /// Whether the strip is shown.
  private(set) var isShown = false
  @ObservationIgnored private var shown: [RefreshFailures.Failure] = []
  /// The feeds whose failures the reader dismissed: they stay quiet, whatever reason a later
  /// refresh gives, until they refresh fine again.
  @ObservationIgnored private var dismissedFeeds: Set<RefreshFailures.Source> = []

  /// Shows the failures in one line (a feed and why; several feeds by name, each marked in the
  /// sidebar with its reason), or hides the banner when there are none. Feeds the reader
  /// dismissed stay quiet through every later refresh until another feed fails.
  func show(_ failures: RefreshFailures) {
    shown = failures.failures
    dismissedFeeds.formIntersection(shown.map(\.source))
    guard shown.contains(where: { !dismissedFeeds.contains($0.source) }) else {
      isShown = false
      return
    }
    dismissedFeeds = []
    line = FailureBanner.line(for: shown)
    isShown = true
  }

  /// Hides the banner until a feed not dismissed fails (as its Dismiss button does).
  func dismiss() {
    dismissedFeeds = Set(shown.map(\.source))
    isShown = false
  }

  /// The banner's text, or "" when hidden.
  var text: String { isShown ? line : "" }
}
