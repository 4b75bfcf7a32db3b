/// How one feed's refresh ended.
public struct FeedRefreshResult: Sendable, Hashable {
  /// The feed's store id.
  public var feedID: Int64
  /// The feed's title at the time of the refresh.
  public var title: String
  /// What happened.
  public var outcome: Outcome
  /// What the refresh did about a permanent redirect; nil when the address did not move. After
  /// `.mergedInto`, `feedID` and `title` are the surviving subscription's.
  public var relocation: FeedRelocation?

  /// The possible endings of one feed's refresh.
  public enum Outcome: Sendable, Hashable {
    /// New content was merged; warnings are recoverable parse problems.
    case updated(MergeResult, warnings: [String])
    /// The server said nothing changed.
    case notModified
    /// The fetch, parse or save failed; the message is for the user. Stored entries are intact.
    case failed(String)
    /// The refresh was cancelled before this feed finished; nothing was recorded for it.
    case cancelled
  }

  /// Whether the refresh failed.
  public var failed: Bool {
    if case .failed = outcome { return true }
    return false
  }

  /// Entries stored for the first time.
  public var newEntries: Int {
    if case .updated(let merge, _) = outcome { return merge.inserted }
    return 0
  }

  /// One line for a summary: "Example: 3 new, 1 updated", "Example: HTTP 404 Not Found".
  public var summaryLine: String {
    guard let relocation else { return outcomeLine }
    return outcomeLine + " (\(relocation.message))"
  }

  private var outcomeLine: String {
    switch outcome {
    case .updated(let merge, let warnings):
      var parts = ["\(merge.inserted) new", "\(merge.updated) updated"]
      if merge.removed > 0 { parts.append("\(merge.removed) removed by retention") }
      if !warnings.isEmpty { parts.append("\(warnings.count) warning(s)") }
      return "\(title): " + parts.joined(separator: ", ")
    case .notModified: return "\(title): not modified"
    case .cancelled: return "\(title): cancelled"
    case .failed(let message): return "\(title): failed: \(message)"
    }
  }
}

/// Progress of a multi-feed refresh, reported after each feed ("3 of 12").
public struct RefreshProgress: Sendable, Hashable {
  /// Feeds finished so far.
  public var completed: Int
  /// Feeds in this refresh.
  public var total: Int
  /// The feed that just finished.
  public var latest: FeedRefreshResult
}
