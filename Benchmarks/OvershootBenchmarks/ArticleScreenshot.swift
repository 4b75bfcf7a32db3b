import Foundation

/// `overshoot-benchmarks article-screenshot FILE.png`: the app's window with an article open,
/// for `data/screenshots`, drawn as `overshoot --screenshot` draws the window. The app itself has
/// no way to open an entry from its command line, so this drives it from outside as a user
/// would: a fresh first run opening `feeds` (`overshoot FEED…`, which shows the last), a click on
/// the timeline's first entry, the pointer moved away, and `libFirstFrameProbe.so`'s article
/// mode draws the window a second after that article is painted (`ARTICLE_PROBE_SCREENSHOT`),
/// then ends the app. Run it under `GSK_RENDERER=cairo` for the same pixels on every machine.
enum ArticleScreenshot {
  /// Writes the screenshot to `path`; `app` defaults to the one built next to this executable.
  /// `windowSize` is the saved window size the app opens with (`window-width`,
  /// `window-height`): the window it opens at 890×630 is drawn 880×620, the size of
  /// `data/screenshots`' other wide shots.
  static func run(
    path: String, app: String?, feeds: [String], windowSize: (width: Int, height: Int)
  ) throws -> Int32 {
    guard !feeds.isEmpty else {
      throw BenchFailure("article-screenshot: name the feed files to open with --feeds FEED…")
    }
    let build = ChildRun.buildDirectory
    let app = app ?? build.appendingPathComponent("overshoot").path
    let probe = build.appendingPathComponent("libFirstFrameProbe.so").path
    for file in [app, probe] where !FileManager.default.fileExists(atPath: file) {
      throw BenchFailure("\(file) is missing; build it first (see article-open)")
    }
    let target = URL(fileURLWithPath: path).standardizedFileURL.path
    try? FileManager.default.removeItem(atPath: target)
    let profile = try ReaderProfile(reader: "article-screenshot", round: 0)
    defer { profile.discard() }
    try profile.startBus()
    let schemas = try StartupBenchmark.compileSchema(into: profile.path("schemas"))
    // As `--screenshot` runs: the feeds opened, no refresh after it.
    try profile.setSettings(
      "io/github/overshoot/Overshoot",
      [
        "refresh-at-start-up": "false", "window-width": String(windowSize.width),
        "window-height": String(windowSize.height),
      ])
    let reader = try LaunchedReader(
      app, feeds.map { URL(fileURLWithPath: $0).standardizedFileURL.path }, in: profile,
      extra: [
        "GSETTINGS_SCHEMA_DIR": schemas, "LD_PRELOAD": probe,
        "ARTICLE_PROBE_OUTPUT": profile.path("article-probe").path,
        "ARTICLE_PROBE_SCREENSHOT": target,
      ])
    defer { reader.quit(key: nil) }
    guard reader.windowMapped() != nil else {
      throw BenchFailure("article-screenshot: \(app) showed no window; run it under xvfb-run -a")
    }
    // The feeds are subscribed and the last shown, then its first entry clicked: the
    // timeline's first row in the default window (the sidebar is 270 px wide).
    usleep(2_500_000)
    try reader.click(x: 420, y: 100)
    try reader.movePointerAway()
    guard reader.waitForExit(seconds: 30), FileManager.default.fileExists(atPath: target) else {
      throw BenchFailure(
        "article-screenshot: no article was drawn (see \(profile.path("log").path))")
    }
    print("article-screenshot: wrote \(target)")
    return 0
  }
}
