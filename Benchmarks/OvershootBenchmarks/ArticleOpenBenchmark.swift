import FeedCore
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `overshoot-benchmarks article-open`: the time from the key that opens an entry to the first
/// frame painted after its article has loaded, for the first article (the web view and
/// WebKit's processes are made then) and the later ones, in the release app as a user runs it.
///
/// The app runs in a fresh profile (``ReaderProfile``) on a store holding one of the `readers`
/// bench's feeds (``ComparisonFeeds``: HTML bodies of 4–8 paragraphs with two images each, the
/// images served by a loopback server that stays up, remote images on as by default), with
/// `libFirstFrameProbe.so` preloaded in its article mode (`article_paint_probe.c`): it notes each
/// key press as the window's surface receives it, the app's `webkit_web_view_load_html`, WebKit's
/// `load-changed` FINISHED and the frame clock's next `after-paint`. Keys are real X key
/// presses (xdotool, XTest), each sent once the last article is painted.
///
/// The timed key is Enter, which reads the focused entry in the app. Enter leaves the focus in
/// the article, so before each later one the bench moves to the next entry without showing it:
/// Escape (the focus back to the row shown) and Ctrl+Down (the focus on the next row, not
/// selected), untimed, as `--move` says; with `--key j` (which shows the next entry from the
/// row or the article) nothing is sent between.
enum ArticleOpenBenchmark {
  /// What to run.
  struct Options {
    /// Launches of the app, each opening `opens` articles.
    var runs: Int
    /// Articles opened per launch: the first, then `opens - 1` later ones.
    var opens: Int
    /// The app to time (default: the one built next to this executable).
    var app: String?
    /// The xdotool key that shows the focused (or next) entry's article; the timed key.
    var key: String
    /// The xdotool keys sent before each later `key`, untimed, to reach the next entry.
    var moves: [String]
  }

  /// One article opened: the probe's moments, CLOCK_MONOTONIC ns, and the bench's own.
  struct Opened {
    /// The bench started `xdotool key`.
    var sent: UInt64
    /// The window received the key press.
    var press: UInt64
    /// The app asked WebKit to load the article.
    var load: UInt64
    /// WebKit reported the load finished.
    var finished: UInt64
    /// The first frame after that was painted.
    var painted: UInt64
    /// The app process's CPU time (all its threads, not WebKit's processes) from press to paint.
    var cpu: UInt64

    /// Milliseconds from `from` to `to`.
    static func ms(_ from: UInt64, _ to: UInt64) -> Double {
      to > from ? Double(to - from) / 1e6 : 0
    }
  }

  /// Runs the bench and prints the figures.
  static func run(_ options: Options) throws -> Int32 {
    let build = ChildRun.buildDirectory
    let app = options.app ?? build.appendingPathComponent("overshoot").path
    let probe = build.appendingPathComponent("libFirstFrameProbe.so").path
    for path in [app, probe] where !FileManager.default.fileExists(atPath: path) {
      throw BenchFailure(
        "\(path) is missing; build it first: swift build -c release --static-swift-stdlib "
          + "--product overshoot and --product StartupBaseline (which builds the probe)")
    }
    let server = try LoggingFeedServer()
    let feeds = ComparisonFeeds(feeds: 1, entries: options.opens + 5, base: server.base)
    server.serve(feeds.routes)
    let work = FileManager.default.temporaryDirectory
      .appendingPathComponent("overshoot-article-open-\(getpid())")
    defer { try? FileManager.default.removeItem(at: work) }
    let schemas = try StartupBenchmark.compileSchema(into: work.appendingPathComponent("schemas"))
    let renderer = ProcessInfo.processInfo.environment["GSK_RENDERER"] ?? "default"
    print(
      "article-open: key `\(options.key)` to the first frame painted after the article's load "
        + "finished, \(options.runs) launches of \(options.opens) articles, renderer \(renderer); "
        + "before each later key (untimed): "
        + (options.moves.isEmpty ? "nothing" : options.moves.joined(separator: " "))
        + "; load average \(loadAverage())")
    print("app: \(app)")
    var firsts: [Opened] = []
    var laters: [Opened] = []
    for run in 0..<options.runs {
      let opened = try launchAndOpen(
        app: app, probe: probe, schemas: schemas, feeds: feeds, run: run, options: options)
      firsts.append(opened[0])
      laters += opened.dropFirst()
    }
    print(pad("", 34) + pad("press → painted ms", 30) + pad("sent → painted", 30) + "app CPU ms")
    for (title, values) in [("first article (web view made)", firsts), ("later articles", laters)] {
      print(
        pad(title, 34) + pad(spread(values.map { Opened.ms($0.press, $0.painted) }), 30)
          + pad(spread(values.map { Opened.ms($0.sent, $0.painted) }), 30)
          + spread(values.map { Double($0.cpu) / 1e6 }))
    }
    print("where the time goes, median ms (press → load asked → load finished → painted):")
    for (title, values) in [("first article", firsts), ("later articles", laters)] {
      let median = { (part: (Opened) -> Double) in
        format(FrameStatistics.percentile(0.5, of: values.map(part)), decimals: 1)
      }
      print(
        "  " + pad(title, 32) + median { Opened.ms($0.press, $0.load) } + " → "
          + median { Opened.ms($0.load, $0.finished) } + " → "
          + median { Opened.ms($0.finished, $0.painted) })
    }
    print("load average at the end: \(loadAverage())")
    return 0
  }

  /// "median [min–max] (n)" in milliseconds.
  private static func spread(_ values: [Double]) -> String {
    "\(format(FrameStatistics.percentile(0.5, of: values), decimals: 1)) "
      + "[\(format(values.min() ?? 0, decimals: 1))–\(format(values.max() ?? 0, decimals: 1))]"
      + " (\(values.count))"
  }

  /// One launch: the app on a fresh store, `options.opens` articles opened one key at a time.
  private static func launchAndOpen(
    app: String, probe: String, schemas: String, feeds: ComparisonFeeds, run: Int,
    options: Options
  ) throws -> [Opened] {
    let profile = try ReaderProfile(reader: "article-open", round: run)
    defer { profile.discard() }
    let output = profile.path("article-probe").path
    _ = FileManager.default.createFile(atPath: output, contents: nil)
    try profile.startBus()
    try fillStore(profile.path("data/overshoot/feeds.sqlite"), feeds: feeds)
    // Only the articles' work while they are timed: no refresh at start-up.
    try profile.setSettings("io/github/overshoot/Overshoot", ["refresh-at-start-up": "false"])
    let reader = try LaunchedReader(
      app, [], in: profile,
      extra: [
        "GSETTINGS_SCHEMA_DIR": schemas, "LD_PRELOAD": probe, "ARTICLE_PROBE_OUTPUT": output,
      ])
    defer { reader.quit(key: "ctrl+q") }
    guard reader.windowMapped() != nil else {
      throw BenchFailure("article-open: \(app) showed no window; run it under xvfb-run -a")
    }
    // The window settles (its first page, the sidebar's counts); it opens with the focus on the
    // shown feed in the sidebar, and Tab takes it on to the entries, where the key reads on (a
    // second Tab would go on to the article column).
    usleep(1_500_000)
    try reader.press(["Tab"], gap: 0.5)
    var opened: [Opened] = []
    for index in 0..<options.opens {
      if index > 0, !options.moves.isEmpty {
        // To the next entry, without showing it; the probe times from the last key pressed,
        // so these are done before the timed key goes.
        try reader.press(options.moves, gap: 0.3, focus: false)
      }
      let before = lines(output).count
      let sent = monotonicNanoseconds()
      // The window has the focus since the Tabs: only the key is sent, so `sent` is xdotool's
      // start and the key's way through the X server.
      try reader.press([options.key], gap: 0, focus: false)
      guard waitUntil(seconds: 20, interval: 0.01, { lines(output).count > before }),
        let fields = lines(output).last, fields.count == 6
      else {
        throw BenchFailure(
          "article-open: no article painted after key \(index + 1) of run \(run + 1) "
            + "(see \(profile.path("log").path))")
      }
      opened.append(
        Opened(
          sent: sent, press: fields[0], load: fields[1], finished: fields[2], painted: fields[3],
          cpu: fields[5] > fields[4] ? fields[5] - fields[4] : 0))
      // The entry is marked read and its row drawn again before the next key, as a reader
      // pauses on an article.
      usleep(400_000)
    }
    return opened
  }

  /// The probe's lines so far, each its six numbers.
  private static func lines(_ path: String) -> [[UInt64]] {
    ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map {
      $0.split(separator: " ").compactMap { UInt64($0) }
    }
  }

  /// A store at `url` holding the bench feed, parsed and merged as a refresh stores it.
  private static func fillStore(_ url: URL, feeds: ComparisonFeeds) throws {
    guard let address = feeds.feedURLs.first, let feedURL = URL(string: address),
      let body = feeds.routes[feedURL.path]?.body
    else { throw BenchFailure("article-open: no feed to store") }
    let parsed = try FeedParser().parse(body, url: feedURL)
    let failure = StoreFailure()
    let done = DispatchSemaphore(value: 0)
    // The store is an actor, not main-actor bound, so blocking this thread while it works is safe.
    Task.detached {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let store = try FeedStore(url: url)
        let feedID = try await store.addFeed(url: feedURL, title: parsed.feed.title).id
        try await store.merge(parsed, into: feedID, at: Date())
      } catch {
        failure.error = error
      }
      done.signal()
    }
    done.wait()
    if let error = failure.error { throw error }
  }
}

/// What filling the store ended with, handed from its task to the waiting thread.
private final class StoreFailure: @unchecked Sendable {
  var error: (any Error)?
}
