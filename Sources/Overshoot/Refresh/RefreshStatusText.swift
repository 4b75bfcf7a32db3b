import RefreshCore

/// The words the default indicator shows (and reads to assistive technology) for a state.
public enum RefreshStatusText {
  /// The label for `phase`, given how the last refresh ended.
  public static func label(for phase: PullPhase, outcome: RefreshOutcome?) -> String {
    switch phase {
    case .idle, .pulling: "Pull to refresh"
    case .armed: "Release to refresh"
    case .refreshing: "Refreshing…"
    case .finishing: finished(outcome)
    }
  }

  /// "Updated just now", a count of new items, or a short error.
  public static func finished(_ outcome: RefreshOutcome?) -> String {
    switch outcome {
    case .success(let count?) where count > 0: "Updated just now · \(count) new"
    case .success, nil: "Updated just now"
    case .failure(let failure): "Couldn’t refresh: \(shortened(failure.message))"
    case .cancelled: "Refresh cancelled"
    }
  }

  /// Keeps an error to one short line: the first line, at most 80 characters.
  static func shortened(_ message: String) -> String {
    let firstLine = message.split(whereSeparator: \.isNewline).first.map(String.init) ?? message
    return firstLine.count > 80 ? String(firstLine.prefix(79)) + "…" : firstLine
  }
}
