import Observation
import Overshoot

/// A dismissible one-line strip above the timeline naming the feeds whose refresh failed (the
/// sidebar marks each with its reason). Only refreshes use it (other errors go to the notice
/// bar, where they happened), and it follows `RefreshFailures`: a feed that refreshes fine
/// again leaves it, and a dismissed feed stays quiet through the periodic refreshes after.
@MainActor
final class FailureBanner {
  /// The words shown, observed by the strip's label.
  @MainActor @Observable
  final class Content {
    /// The one line shown (see ``FailureBanner/line(for:)``).
    var text = ""
    /// What the dismiss button does; set once the banner is whole.
    @ObservationIgnored var dismiss: @MainActor () -> Void = {}
  }

  private let content = Content()
  private let revealer: Revealer
  private var shown: [RefreshFailures.Failure] = []
  /// The feeds whose failures the reader dismissed: they stay quiet, whatever reason a later
  /// refresh gives, until they refresh fine again.
  private var dismissedFeeds: Set<RefreshFailures.Source> = []

  /// The revealer holding the strip.
  var widget: GtkWidgetPointer { revealer.gtkWidget }

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

  /// Shows the failures in one line (a feed and why; several feeds by name, each marked in the
  /// sidebar with its reason), or hides the banner when there are none. Feeds the reader
  /// dismissed stay quiet through every later refresh until another feed fails.
  func show(_ failures: RefreshFailures) {
    shown = failures.failures
    dismissedFeeds.formIntersection(shown.map(\.source))
    guard shown.contains(where: { !dismissedFeeds.contains($0.source) }) else { return hide() }
    dismissedFeeds = []
    content.text = Self.line(for: shown)
    revealer.isRevealed = true
  }

  /// "Couldn’t refresh Alpha: not found." for one feed ("Couldn’t sync …" for an account);
  /// "3 feeds could not be refreshed: Alpha, Beta, Gamma" (the first three, then "and N more")
  /// for several, "2 accounts could not be synced: …" or "1 feed and 1 account could not be
  /// refreshed: …" when accounts failed, each counted as what it is.
  static func line(for failures: [RefreshFailures.Failure]) -> String {
    guard failures.count > 1 else {
      guard let failure = failures.first else { return "" }
      switch failure.source {
      case .feed: return tr("Couldn’t refresh %@: %@", failure.title, failure.reason)
      case .account: return tr("Couldn’t sync %@: %@", failure.title, failure.reason)
      }
    }
    let names = failures.prefix(3).map(\.title).joined(separator: ", ")
    let more =
      failures.count > 3
      ? " " + trn("and %@ more", "and %@ more", failures.count - 3, failures.count - 3) : ""
    return "\(heading(for: failures)) \(names)\(more)"
  }

  /// "3 feeds could not be refreshed:", "2 accounts could not be synced:", "2 feeds and 1
  /// account could not be refreshed:".
  private static func heading(for failures: [RefreshFailures.Failure]) -> String {
    let feeds = failures.count(where: { $0.feedID != nil })
    let accounts = failures.count - feeds
    guard accounts > 0 else {
      return trn(
        "%@ feed could not be refreshed:", "%@ feeds could not be refreshed:", feeds, feeds)
    }
    guard feeds > 0 else {
      return trn(
        "%@ account could not be synced:", "%@ accounts could not be synced:", accounts, accounts)
    }
    return tr(
      "%@ and %@ could not be refreshed:", trn("%@ feed", "%@ feeds", feeds, feeds),
      trn("%@ account", "%@ accounts", accounts, accounts))
  }

  /// Hides the banner until a feed not dismissed fails (as its Dismiss button does).
  func dismiss() {
    dismissedFeeds = Set(shown.map(\.source))
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
