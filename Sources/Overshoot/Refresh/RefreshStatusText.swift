import RefreshCore

/// The words the default indicator shows (and reads to assistive technology) for a state.
public enum RefreshStatusText {
  /// The label for `phase`, given how the last refresh ended.
  public static func label(for phase: PullPhase, outcome: RefreshOutcome?) -> String {
    switch phase {
    case .idle, .pulling: tr("Pull to refresh")
    case .armed: tr("Release to refresh")
    case .refreshing: tr("Refreshing…")
    case .finishing: finished(outcome)
    }
  }

  /// "Updated just now", a count of new items, or a short error.
  public static func finished(_ outcome: RefreshOutcome?) -> String {
    switch outcome {
    case .success(let count?) where count > 0:
      trn("Updated just now · %@ new", "Updated just now · %@ new", count, count)
    case .success, nil: tr("Updated just now")
    case .failure(let failure): tr("Couldn’t refresh: %@", shortened(failure.message))
    case .cancelled: tr("Refresh cancelled")
    }
  }

  /// Keeps an error to one short line: the first line, at most 80 characters.
  static func shortened(_ message: String) -> String {
    let firstLine = message.split(whereSeparator: \.isNewline).first.map(String.init) ?? message
    return firstLine.count > 80 ? String(firstLine.prefix(79)) + "…" : firstLine
  }
}
