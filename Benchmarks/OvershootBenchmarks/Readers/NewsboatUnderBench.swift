import Foundation

/// newsboat as the `readers` bench drives it: `newsboat -x reload` with the feeds' addresses in
/// a urls file of the fresh profile and its default settings; finished when it exits. It runs
/// in a terminal, so only the refresh row applies; its peak memory comes from
/// `/usr/bin/time -f %M` (the process is gone by the time /proc could be read).
struct NewsboatUnderBench {
  let name = "newsboat"

  var version: String {
    let run = try? ChildRun.run("/usr/bin/env", ["newsboat", "-v"], deadline: 30)
    return run?.output.split(separator: "\n").first.map(String.init) ?? "unknown"
  }

  var howDriven: [String] {
    [
      "import and refresh: /usr/bin/time newsboat -x reload -u URLS -c CACHE -C CONFIG (urls "
        + "file of the same feeds, empty config: its defaults); refreshed = exit, checked by "
        + "the items in its cache"
    ]
  }

  /// One reload in `profile`: seconds to exit, peak resident bytes and the items it stored.
  func reload(in profile: ReaderProfile, feeds: ComparisonFeeds) throws -> (
    seconds: Double, peak: Double, stored: Int?
  ) {
    try profile.write(feeds.feedURLs.joined(separator: "\n") + "\n", to: "urls")
    try profile.write("", to: "newsboat-config")
    let cache = profile.path("cache.db").path
    let peakFile = profile.path("peak").path
    let started = monotonicNanoseconds()
    let run = try ChildRun.run(
      "/usr/bin/time",
      [
        "-o", peakFile, "-f", "%M", "newsboat", "-x", "reload", "-u", profile.path("urls").path,
        "-c", cache, "-C", profile.path("newsboat-config").path,
      ], environment: profile.environment, deadline: 1800)
    let seconds = Double(monotonicNanoseconds() - started) / 1e9
    guard run.status == 0, !run.timedOut else {
      throw BenchFailure("readers: newsboat -x reload exited \(run.status)")
    }
    let kilobytes =
      (try? String(contentsOfFile: peakFile, encoding: .utf8))
      .flatMap { Double($0.split(separator: "\n").last ?? "") } ?? 0
    return (
      seconds, kilobytes * 1024, DatabaseCount.read("SELECT count(*) FROM rss_item", in: cache)
    )
  }
}
