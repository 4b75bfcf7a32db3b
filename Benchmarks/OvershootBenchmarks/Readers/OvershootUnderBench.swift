import Foundation

/// Overshoot as the `readers` bench drives it: the subscription list imported with its own
/// `overshoot-cli add --opml` into the profile's store, then `overshoot` started, which fetches
/// every feed never fetched as its window opens (the same one-at-a-time refresh as F5). It has
/// no completion signal of its own outside the window, so the bench counts the entries in its
/// store (read-only) until all are there.
struct OvershootUnderBench: ComparedReader {
  let app: String
  let cli: String
  /// The compiled settings schema, as an installed app has it.
  let schemas: String

  let name = "overshoot"
  let hasWindow = true
  let quitKey = "ctrl+q"

  var version: String {
    let run = try? ChildRun.run(app, ["--version"], deadline: 30)
    return run?.output.trimmingCharacters(in: .whitespacesAndNewlines) ?? "unknown"
  }

  var howDriven: [String] {
    [
      "import: overshoot-cli add --opml FILE (its store in the fresh XDG_DATA_HOME), then "
        + "`overshoot`, which fetches every never-fetched feed at start-up",
      "refreshed: its store holds every entry (SELECT count(*) FROM entries, read-only, every 50 ms)",
      "articles: a click on the timeline's first row, then `j` (next entry) for each next one, "
        + "each `j` once the last is read: each shown in the article pane (WebKit) and marked "
        + "read once shown, checked by the read count in its store",
      "restart: `overshoot` on the filled store with refresh-at-start-up=false (no update at "
        + "start-up, as Liferea's startup-feed-action=1)",
      "search: a third launch with accessibility on; Ctrl+F, the word typed (it searches every "
        + "feed as the reader types); done when the bar says \"N matches in all feeds\", "
        + "which it does once the matching rows are shown",
    ]
  }

  let search = (mode: ReaderSearchProbe.Mode.overshoot, application: "overshoot")

  func openSearch(in reader: LaunchedReader, profile: ReaderProfile) throws {
    try reader.press(["ctrl+f"])
  }

  private func store(_ profile: ReaderProfile) -> String {
    profile.path("data/overshoot/feeds.sqlite").path
  }

  func startRefresh(in profile: ReaderProfile, feeds: ComparisonFeeds) throws -> LaunchedReader {
    try profile.write(feeds.opml, to: "subscriptions.opml")
    let imported = try ChildRun.run(
      cli, ["add", "--opml", profile.path("subscriptions.opml").path],
      environment: profile.environment, deadline: 120)
    guard imported.status == 0, !imported.timedOut else {
      throw BenchFailure("readers: overshoot-cli add --opml exited \(imported.status)")
    }
    return try LaunchedReader(app, [], in: profile)
  }

  func storedEntries(in profile: ReaderProfile, feeds: ComparisonFeeds) -> Int? {
    DatabaseCount.read("SELECT count(*) FROM entries", in: store(profile))
  }

  func readEntries(in profile: ReaderProfile, feeds: ComparisonFeeds) -> Int? {
    DatabaseCount.read("SELECT count(*) FROM entries WHERE is_read = 1", in: store(profile))
  }

  func openArticles(
    _ count: Int, in reader: LaunchedReader, profile: ReaderProfile, feeds: ComparisonFeeds
  ) throws {
    // The first row of the timeline in the default 900×640 window (the sidebar is 235 px
    // wide): the focus starts in the sidebar, and Tab there moves between its rows. A click
    // within a second or two of the last entry stored selects nothing (measured: the window is
    // still finishing its refresh), so it is repeated until the entry is shown and read.
    let before = readEntries(in: profile, feeds: feeds) ?? 0
    for _ in 0..<20 {
      try reader.click(x: 420, y: 100)
      if waitUntil(seconds: 1, { (readEntries(in: profile, feeds: feeds) ?? 0) > before }) { break }
    }
    // One `j` at a time, each once the last entry is read: an entry is marked read once its
    // article is shown, so a `j` pressed before that skips it unread (what a reader flicking
    // through wants), and on a loaded machine 0.3 s is not always enough to show one.
    for shown in 1..<max(count, 1) {
      try reader.press(["j"])
      _ = waitUntil(seconds: 5) { (readEntries(in: profile, feeds: feeds) ?? 0) > before + shown }
    }
  }

  func restart(in profile: ReaderProfile) throws -> LaunchedReader {
    // Its default refreshes every feed once the window shows: off, the launch is measured alone.
    try profile.setSettings("io/github/overshoot/Overshoot", ["refresh-at-start-up": "false"])
    return try LaunchedReader(app, [], in: profile)
  }
}
