import CGtk
import Observation
import Overshoot

/// A dismissible strip above the timeline naming the feeds whose refresh failed, and why. Only
/// refreshes use it (other errors go to the notice bar, where they happened), and it follows
/// `RefreshFailures`: a feed that refreshes fine again leaves it.
@MainActor
final class FailureBanner {
  /// The words shown, observed by the strip's label.
  @MainActor @Observable
  final class Content {
    /// The heading and one "Feed: reason" line per failed feed.
    var text = ""
    /// What the dismiss button does; set once the banner is whole.
    @ObservationIgnored var dismiss: @MainActor () -> Void = {}
  }

  private let content = Content()
  private let revealer: Revealer
  private var shown: [RefreshFailures.Failure] = []
  private var dismissed: [RefreshFailures.Failure] = []

  /// The revealer holding the strip.
  var widget: UnsafeMutablePointer<GtkWidget> { revealer.gtkWidget }

  init() {
    let content = self.content
    revealer = Revealer {
      HStack(spacing: 8) {
        // Decorative: the text says it all.
        Image(systemName: "dialog-warning-symbolic").cssClass("error").accessibilityHidden()
        Text(content.text).leadingAligned().expanding()
        Button(tr("Dismiss"), systemImage: "window-close-symbolic") { content.dismiss() }
          .cssClass("flat")
      }.cssClass("failure-banner")
    }
    content.dismiss = { [weak self] in self?.dismiss() }
  }

  /// Shows the failures ("Feed: reason" lines), or hides the banner when there are none. The
  /// failures the reader dismissed stay hidden until another one joins them.
  func show(_ failures: RefreshFailures) {
    shown = failures.failures
    guard !shown.isEmpty, shown != dismissed else { return hide() }
    dismissed = []
    let heading = trn(
      "%@ feed could not be refreshed:", "%@ feeds could not be refreshed:", shown.count,
      shown.count)
    let lines = shown.prefix(6).map { "\($0.title): \($0.reason)" }
    let more =
      shown.count > 6 ? [trn("and %@ more", "and %@ more", shown.count - 6, shown.count - 6)] : []
    content.text = ([heading] + lines + more).joined(separator: "\n")
    revealer.isRevealed = true
  }

  private func dismiss() {
    dismissed = shown
    hide()
  }

  private func hide() {
    revealer.isRevealed = false
  }

  /// The banner's text, or "" when hidden.
  var text: String { isShown ? content.text : "" }

  /// Whether the banner is shown.
  var isShown: Bool { revealer.isRevealed }
}
