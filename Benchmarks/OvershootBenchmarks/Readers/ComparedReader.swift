import Foundation

/// A feed reader the `readers` bench runs: how it is given the feeds and refreshes them, how
/// the bench learns that it has finished, and how it is driven afterwards. Every method works
/// in the fresh profile of one round.
protocol ComparedReader {
  /// The name in the figures.
  var name: String { get }
  /// Its version, as the program prints it.
  var version: String { get }
  /// How the bench drives it, a line per step, printed before the figures.
  var howDriven: [String] { get }
  /// Whether it has a window (rows 2–4); newsboat runs in a terminal and exits.
  var hasWindow: Bool { get }
  /// The key that quits it.
  var quitKey: String { get }

  /// Gives the reader the feeds in the fresh `profile` and starts it importing and refreshing.
  func startRefresh(in profile: ReaderProfile, feeds: ComparisonFeeds) throws -> LaunchedReader
  /// How many entries the reader has stored so far; nil while it cannot tell.
  func storedEntries(in profile: ReaderProfile, feeds: ComparisonFeeds) -> Int?
  /// How many entries are marked read.
  func readEntries(in profile: ReaderProfile, feeds: ComparisonFeeds) -> Int?
  /// Opens `count` articles one after the other with real input, as a reader reads on.
  func openArticles(
    _ count: Int, in reader: LaunchedReader, profile: ReaderProfile, feeds: ComparisonFeeds
  ) throws
  /// Starts it again on the profile it filled, without refreshing.
  func restart(in profile: ReaderProfile) throws -> LaunchedReader
  /// How the search probe drives it, and its name on the accessibility bus.
  var search: (mode: ReaderSearchProbe.Mode, application: String) { get }
  /// Opens its search across all entries (the field the probe types into).
  func openSearch(in reader: LaunchedReader, profile: ReaderProfile) throws
}
