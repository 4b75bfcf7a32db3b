import Overshoot

/// A dismissible strip (two lines at most) above the timeline naming the feeds whose refresh failed (the
/// sidebar marks each with its reason). Only refreshes use it (other errors go to the notice
/// bar, where they happened), and it follows `RefreshFailures`: a feed that refreshes fine
/// again leaves it, and a dismissed feed stays quiet through the periodic refreshes after.
struct FailureBanner: Widget {
  /// What it says and whether it shows.
  let banner: FailureBannerState

  /// The strip, slid in while the state shows it.
  var body: some Widget {
    HStack(spacing: 8) {
      // Decorative: the text says it all.
      Image(systemName: "dialog-warning-symbolic").cssClass("error").accessibilityHidden()
      // Up to two lines, then "…": the timeline's column keeps its width whatever the line.
      Text(banner.line).truncationMode(.tail).lineLimit(2).leadingAligned().expanding()
      Button(tr("Dismiss"), systemImage: "window-close-symbolic") { banner.dismiss() }
        .cssClass("flat")
    }.cssClass("failure-banner").revealed(banner.isShown)
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
}
