/// What one sync changed, for a summary line.
public struct SyncReport: Sendable, Hashable {
  /// Local changes sent from the outbox.
  public var sent = 0
  /// The queued changes the server refused in this sync, and why, with what becomes of each:
  /// tried again at a later sync, or set aside (they never block the changes behind them).
  public var refused: [RefusedChange] = []
  /// Subscriptions added locally because the server has them.
  public var feedsAdded = 0
  /// Subscriptions removed locally because the server no longer has them.
  public var feedsRemoved = 0
  /// Subscriptions renamed or moved to another folder.
  public var feedsChanged = 0
  /// Entries stored for the first time.
  public var entriesAdded = 0
  /// Entries whose read or starred state the server changed.
  public var statesChanged = 0
  /// Requests sent to the server (the login included).
  public var requests = 0
  /// Bytes the server answered with.
  public var bytes = 0

  /// Creates an empty report.
  public init() {}

  /// One line for the terminal.
  public var summaryLine: String {
    "sent \(sent) changes; feeds +\(feedsAdded) -\(feedsRemoved) ~\(feedsChanged); "
      + "entries +\(entriesAdded); states changed \(statesChanged); "
      + "\(requests) requests, \(bytes) bytes"
  }
}
