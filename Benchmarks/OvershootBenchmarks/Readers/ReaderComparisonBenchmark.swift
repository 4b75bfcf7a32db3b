import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `overshoot-benchmarks readers`: Overshoot side by side with Liferea and newsboat, the readers
/// people already run, on one set of feeds served from loopback, in alternating rounds of one
/// run, each reader in a fresh profile every round. Per round and reader: the import and
/// refresh of every feed, the memory after it and after reading articles, then a second launch
/// on the filled profile timed to its window. Prints medians with the spread, and the ratios
/// Overshoot/peer round by round.
enum ReaderComparisonBenchmark {
  /// The run's settings.
  struct Settings {
    var feeds: Int
    var entries: Int
    var rounds: Int
    var articles: Int
    var app: String?
  }

  static func run(_ settings: Settings) throws -> Int32 {
    let build = ChildRun.buildDirectory
    let app = settings.app ?? build.appendingPathComponent("overshoot").path
    let cli = URL(fileURLWithPath: app).deletingLastPathComponent()
      .appendingPathComponent("overshoot-cli").path
    for path in [app, cli] where !FileManager.default.fileExists(atPath: path) {
      throw BenchFailure(
        "\(path) is missing; build it first: swift build -c release --static-swift-stdlib")
    }
    for tool in ["liferea", "newsboat", "xev", "xdotool", "gdbus", "dbus-daemon"]
    where (try? ChildRun.run("/usr/bin/env", ["which", tool], deadline: 10))?.status != 0 {
      throw BenchFailure(
        "readers: \(tool) is not installed (apt-get install liferea newsboat x11-utils xdotool "
          + "libglib2.0-bin dbus)")
    }
    guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
      throw BenchFailure("readers: no X display; run it under xvfb-run -a")
    }
    let schemaFolder = FileManager.default.temporaryDirectory
      .appendingPathComponent("overshoot-readers-\(getpid())-schemas")
    defer { try? FileManager.default.removeItem(at: schemaFolder) }
    let schemas = try StartupBenchmark.compileSchema(into: schemaFolder)

    let server = try LoggingFeedServer()
    let feeds = ComparisonFeeds(feeds: settings.feeds, entries: settings.entries, base: server.base)
    server.serve(feeds.routes)
    let overshoot = OvershootUnderBench(app: app, cli: cli, schemas: schemas)
    let windowed: [any ComparedReader] = [overshoot, LifereaUnderBench()]
    let newsboat = NewsboatUnderBench()

    printHeader(settings, feeds: feeds, readers: windowed, newsboat: newsboat)
    var figures = ComparisonFigures()
    for round in 0..<settings.rounds {
      // Alternate the order, so a warm cache or a quiet moment favours none of them.
      var order: [String] = windowed.map(\.name) + [newsboat.name]
      if round % 2 == 1 { order.reverse() }
      print(
        "round \(round + 1)/\(settings.rounds) (\(order.joined(separator: ", "))), load "
          + "average \(loadAverage())")
      for name in order {
        if name == newsboat.name {
          let profile = try ReaderProfile(reader: name, round: round)
          defer { profile.discard() }
          let started = monotonicNanoseconds()
          let result = try newsboat.reload(in: profile, feeds: feeds)
          figures.record(result.seconds, .refresh, reader: name, round: round)
          figures.record(result.peak / 1_048_576, .peakAfterRefresh, reader: name, round: round)
          recordLastFeed(server, since: started, into: &figures, reader: name, round: round)
          print("  newsboat: \(format(result.seconds)) s, \(result.stored ?? 0) items stored")
        } else if let reader = windowed.first(where: { $0.name == name }) {
          try runRound(
            reader, round: round, settings: settings, feeds: feeds, server: server,
            schemas: schemas, figures: &figures)
        }
      }
    }
    printFigures(figures, readers: windowed.map(\.name) + [newsboat.name])
    return 0
  }

  /// One round of a windowed reader: refresh, memory, articles, quit; then the second launch.
  private static func runRound(
    _ reader: any ComparedReader, round: Int, settings: Settings, feeds: ComparisonFeeds,
    server: LoggingFeedServer, schemas: String, figures: inout ComparisonFigures
  ) throws {
    let name = reader.name
    let profile = try ReaderProfile(
      reader: name, round: round, extra: ["GSETTINGS_SCHEMA_DIR": schemas])
    defer { profile.discard() }
    try profile.startBus()
    let total = feeds.totalEntries
    let started = monotonicNanoseconds()
    let running = try reader.startRefresh(in: profile, feeds: feeds)
    let deadline = max(300, Double(total) / 20)
    var stored = 0
    let refreshed = waitUntil(seconds: deadline, interval: name == "overshoot" ? 0.05 : 0.1) {
      stored = reader.storedEntries(in: profile, feeds: feeds) ?? 0
      return stored >= total || !running.process.isRunning
    }
    let seconds = Double(monotonicNanoseconds() - started) / 1e9
    guard refreshed, stored >= total else {
      running.quit(key: nil)
      throw BenchFailure(
        "readers: \(name) stored \(stored) of \(total) entries in \(Int(seconds)) s"
          + (running.process.isRunning ? "" : " and exited") + "; its output: "
          + profile.path("log").path)
    }
    figures.record(seconds, .refresh, reader: name, round: round)
    recordLastFeed(server, since: started, into: &figures, reader: name, round: round)
    // A moment for what follows the last store (the list redrawn), then the memory it holds.
    usleep(1_000_000)
    var memory = running.memory()
    print("  \(name) after the refresh, MB resident/proportional: \(memory.breakdown)")
    figures.record(memory.resident / 1_048_576, .residentAfterRefresh, reader: name, round: round)
    figures.record(
      memory.proportional / 1_048_576, .proportionalAfterRefresh, reader: name, round: round)
    figures.record(memory.peak / 1_048_576, .peakAfterRefresh, reader: name, round: round)
    let readBefore = reader.readEntries(in: profile, feeds: feeds) ?? 0
    try reader.openArticles(settings.articles, in: running, profile: profile, feeds: feeds)
    var read = 0
    let opened = waitUntil(seconds: 60) {
      read = (reader.readEntries(in: profile, feeds: feeds) ?? 0) - readBefore
      return read >= settings.articles
    }
    usleep(1_000_000)
    memory = running.memory()
    print("  \(name) after the articles, MB resident/proportional: \(memory.breakdown)")
    if opened {
      figures.record(
        memory.resident / 1_048_576, .residentAfterArticles, reader: name, round: round)
      figures.record(
        memory.proportional / 1_048_576, .proportionalAfterArticles, reader: name, round: round)
      figures.record(memory.peak / 1_048_576, .peakAfterArticles, reader: name, round: round)
    }
    print(
      "  \(name): refreshed in \(format(seconds)) s; processes: "
        + "\(memory.commands.joined(separator: ", ")); "
        + (opened
          ? "\(read) articles read"
          : "only \(read) of \(settings.articles) articles marked read (memory row left out)"))
    running.quit(key: reader.quitKey)

    let again = try reader.restart(in: profile)
    if let mapped = again.windowMapped(within: 120) {
      figures.record(mapped, .startup, reader: name, round: round)
    } else {
      print("  \(name): no window within 120 s of the second launch")
    }
    again.quit(key: reader.quitKey)
    try measureSearch(reader, round: round, profile: profile, feeds: feeds, figures: &figures)
  }

  /// Row 4: a third launch on the filled profile, with accessibility on (the probe reads the
  /// results over AT-SPI), its search across all entries timed from the last key to the
  /// matches shown.
  private static func measureSearch(
    _ reader: any ComparedReader, round: Int, profile: ReaderProfile, feeds: ComparisonFeeds,
    figures: inout ComparisonFigures
  ) throws {
    profile.isAccessible = true
    defer { profile.isAccessible = false }
    let searching = try reader.restart(in: profile)
    defer { searching.quit(key: reader.quitKey) }
    guard searching.windowMapped(within: 120) != nil else {
      print("  \(reader.name): no window within 120 s of the search launch")
      return
    }
    // Its first screenful drawn and its accessible tree published before the first key.
    usleep(3_000_000)
    try reader.openSearch(in: searching, profile: profile)
    let milliseconds = try ReaderSearchProbe.measure(
      reader.search.mode, application: reader.search.application,
      word: ComparisonFeeds.searchWord, matches: feeds.searchMatches,
      environment: profile.environment)
    figures.record(milliseconds, .search, reader: reader.name, round: round)
    print(
      "  \(reader.name): \(feeds.searchMatches) matches shown \(Int(milliseconds)) ms after the last key"
    )
  }

  private static func recordLastFeed(
    _ server: LoggingFeedServer, since: UInt64, into figures: inout ComparisonFigures,
    reader: String, round: Int
  ) {
    let served = server.requests(since: since).filter { $0.path.hasPrefix("/feeds/") }
    if let last = served.map(\.servedAt).max() {
      figures.record(Double(last - since) / 1e9, .lastFeedServed, reader: reader, round: round)
    }
  }

  private static func printHeader(
    _ settings: Settings, feeds: ComparisonFeeds, readers: [any ComparedReader],
    newsboat: NewsboatUnderBench
  ) {
    print(
      "readers: \(settings.feeds) feeds × \(settings.entries) entries = \(feeds.totalEntries) "
        + "entries (\(format(Double(feeds.feedBytes) / 1_048_576, decimals: 1)) MB of RSS with "
        + "HTML bodies and 2 <img> each, seed \(ComparisonFeeds.seed)) on a loopback server; "
        + "\(settings.rounds) rounds, order alternating, a fresh profile (HOME, XDG_*, its own "
        + "session bus, GSETTINGS_BACKEND=keyfile, accessibility off) each time")
    print("machine: \(machine())")
    for reader in readers {
      print("\(reader.name): \(reader.version)")
      for line in reader.howDriven { print("  - \(line)") }
    }
    print("\(newsboat.name): \(newsboat.version)")
    for line in newsboat.howDriven { print("  - \(line)") }
    print(
      "start-up: the first top-level window mapped on the X display after exec (xev on the "
        + "root window, the same event for GTK 3 and GTK 4; not the first paint, which follows "
        + "within a frame)")
    print(
      "memory: VmRSS and VmHWM (/proc/PID/status) and Pss (/proc/PID/smaps_rollup) summed over "
        + "the reader and its child processes (WebKit's, its sandbox's): VmRSS counts a page "
        + "shared between them in each, Pss once in all; the summed peak is an upper bound of "
        + "the tree's peak. newsboat's peak is its maximum resident set from /usr/bin/time")
    let renderer = ProcessInfo.processInfo.environment["GSK_RENDERER"] ?? "unset (GTK's default)"
    print(
      "renderer: GSK_RENDERER=\(renderer) for Overshoot; Liferea's GTK 3 draws with cairo, its "
        + "WebKit as WebKit decides")
    print(
      "search: the word \"\(ComparisonFeeds.searchWord)\" in \(feeds.searchMatches) entries' "
        + "titles and bodies; a launch of its own with accessibility on (AT-SPI: the probe "
        + "reads the results as a screen reader would), timed from the last key to the "
        + "matches shown; every other row runs with accessibility off")
  }

  private static func printFigures(_ figures: ComparisonFigures, readers: [String]) {
    print("figures, median [min–max] over the rounds:")
    print(pad("", 58) + readers.map { pad($0, 26) }.joined())
    for row in ComparisonRow.allCases {
      let decimals = row == .startup || row == .search || row.title.contains("MB") ? 0 : 2
      print(
        pad(row.title, 58)
          + readers.map { pad(figures.summary(row, reader: $0, decimals: decimals), 26) }
          .joined())
    }
    print("ratios Overshoot/peer, round by round, median [min–max] (below 1.00: Overshoot ahead):")
    for row in ComparisonRow.allCases where row.hasRatio {
      let peers = readers.filter { $0 != "overshoot" }.compactMap { peer -> String? in
        let spread = figures.ratio(row, peer: peer)
        return spread.values.isEmpty ? nil : "/\(peer) \(spread.summary)"
      }
      if !peers.isEmpty { print("  " + pad(row.title, 58) + peers.joined(separator: "   ")) }
    }
    print("load average at the end: \(loadAverage())")
  }

  /// The CPU model, its cores and the kernel, for the figures' context.
  private static func machine() -> String {
    let cpu =
      ((try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? "")
      .split(separator: "\n").first { $0.hasPrefix("model name") }
      .map { $0.split(separator: ":", maxSplits: 1).last.map(String.init) ?? "" }?
      .trimmingCharacters(in: .whitespaces) ?? "unknown CPU"
    var name = utsname()
    uname(&name)
    let release = withUnsafeBytes(of: &name.release) {
      String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
    }
    return "\(cpu), \(ProcessInfo.processInfo.activeProcessorCount) cores, Linux \(release)"
  }
}
