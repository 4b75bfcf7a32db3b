import Foundation

/// Liferea as the `readers` bench drives it, through its own interfaces: the subscription list
/// is the profile's `~/.config/liferea/feedlist.opml` (the OPML file Liferea reads its feeds
/// from at start-up), its "update all subscriptions at start-up" setting does the refresh, and
/// its D-Bus interface (`org.gnome.feed.Reader.GetUnreadItems`) says how many entries it holds
/// unread, which reaches every entry once all are stored.
struct LifereaUnderBench: ComparedReader {
  let name = "liferea"
  let hasWindow = true
  let quitKey = "ctrl+q"

  var version: String {
    let run = try? ChildRun.run("/usr/bin/env", ["liferea", "--version"], deadline: 30)
    return run?.output.trimmingCharacters(in: .whitespacesAndNewlines) ?? "unknown"
  }

  var howDriven: [String] {
    [
      "import: the OPML as ~/.config/liferea/feedlist.opml in the fresh profile (Liferea's own "
        + "subscription list), settings startup-feed-action=0 (update all at start-up)",
      "refreshed: D-Bus org.gnome.feed.Reader.GetUnreadItems reaches every entry (gdbus, every "
        + "100 ms)",
      "articles: `ctrl+n` for each (Next Unread Item: shown in its WebKit view, marked read), "
        + "checked by the unread count over D-Bus",
      "restart: `liferea` with startup-feed-action=1 (no update at start-up)",
      "search: a third launch with accessibility on; Search All Feeds (D-Bus org.gtk.Actions "
        + "Activate search-feeds), the word typed, Return; done when its item list (AT-SPI) "
        + "holds a row per match",
    ]
  }

  let search = (mode: ReaderSearchProbe.Mode.liferea, application: "liferea")

  func openSearch(in reader: LaunchedReader, profile: ReaderProfile) throws {
    let run = try ChildRun.run(
      "/usr/bin/env",
      [
        "gdbus", "call", "--session", "--dest", "net.sourceforge.liferea", "--object-path",
        "/net/sourceforge/liferea", "--method", "org.gtk.Actions.Activate", "search-feeds", "[]",
        "{}",
      ], environment: profile.environment, deadline: 30)
    guard run.status == 0 else { throw BenchFailure("readers: Liferea's search-feeds failed") }
  }

  func startRefresh(in profile: ReaderProfile, feeds: ComparisonFeeds) throws -> LaunchedReader {
    try profile.write(feeds.opml, to: "config/liferea/feedlist.opml")
    try profile.setSettings("org/gnome/liferea", ["startup-feed-action": "0"])
    return try LaunchedReader("/usr/bin/liferea", [], in: profile)
  }

  func storedEntries(in profile: ReaderProfile, feeds: ComparisonFeeds) -> Int? {
    unread(profile)
  }

  func readEntries(in profile: ReaderProfile, feeds: ComparisonFeeds) -> Int? {
    unread(profile).map { feeds.totalEntries - $0 }
  }

  func openArticles(
    _ count: Int, in reader: LaunchedReader, profile: ReaderProfile, feeds: ComparisonFeeds
  ) throws {
    try reader.press(Array(repeating: "ctrl+n", count: count))
  }

  func restart(in profile: ReaderProfile) throws -> LaunchedReader {
    try profile.setSettings("org/gnome/liferea", ["startup-feed-action": "1"])
    return try LaunchedReader("/usr/bin/liferea", [], in: profile)
  }

  /// `GetUnreadItems` over the profile's session bus; nil until Liferea answers.
  private func unread(_ profile: ReaderProfile) -> Int? {
    guard
      let run = try? ChildRun.run(
        "/usr/bin/env",
        [
          "sh", "-c", "exec \"$@\" 2>/dev/null", "gdbus-quiet", "gdbus", "call", "--session",
          "--dest", "org.gnome.feed.Reader", "--object-path",
          "/org/gnome/feed/Reader", "--method", "org.gnome.feed.Reader.GetUnreadItems",
        ], environment: profile.environment, deadline: 10),
      run.status == 0
    else { return nil }
    // "(20000,)"
    return Int(run.output.filter(\.isNumber))
  }
}
