import CGtk
import Foundation
import GtkGlue

/// `overshoot-benchmarks`: the bench commands. Each prints its figures and a ratio to a baseline
/// measured in the same run. Build with `swift build -c release`; run the GTK ones under a
/// display (`xvfb-run -a`).
let usage = """
  Usage: overshoot-benchmarks COMMAND [OPTION…]

  Commands (each prints figures and a ratio to a baseline measured in the same run):
    scrolling [--rounds N (45)] [--frames N (100)] [--lists a,b,…] [--rows N] [--tail N]
                 CPU per frame scrolling Swift lists against GTK's C path, rounds alternating;
                 --tail prints each list's N slowest frames
    callgrind [--short N] [--long N] [--lists a,b,…] [--rows N (20,000)]
                 instructions per frame and per scrolled row under valgrind --tool=callgrind
    indicator [--rounds N] [--frames N]
                 CPU per frame while the pull indicator follows and collapses, against rest
    startup [--runs N] [--app PATH] [--against PATH] [--keep-home] [--wayland]
                 exec to the first frame showing its rows: the app on 1,000 stored entries
                 (default: the one built next to this executable) against a minimal C
                 1,000-row GtkListView window; --against times another build of the app in
                 the same runs (an A/B); --keep-home leaves the store for profiling;
                 --wayland runs them in a headless weston (apt-get install weston)
    article-open [--runs N (5)] [--opens N (10)] [--app PATH] [--key KEY (Return)]
                 [--move "KEYS" (Return: "Escape ctrl+Down", else none)]
                 the key that shows an entry to the first frame painted after its article
                 loaded (WebKit), the first article of a launch (the web view made then) and
                 the later ones, --move's keys (untimed) reaching each next entry first; the
                 app on a loopback feed with images, keys sent with xdotool (needs xdotool,
                 xev, dbus-daemon; run under xvfb-run -a)
    article-screenshot FILE.png [--app PATH] [--width N (890)] [--height N (630)] [--feeds FEED…]
                 the window with the first entry's article open, drawn as --screenshot draws
                 it, on a first run opening the feed files given (the last shown), the window
                 opened at the saved size given (for data/screenshots; under GSK_RENDERER=cairo)
    readers [--feeds N (200)] [--entries N (100)] [--rounds N (5)] [--articles N (20)] [--app PATH]
                 Overshoot against Liferea and newsboat on one loopback feed set, rounds
                 alternating, fresh profiles: refresh of every feed, start-up to the window,
                 memory after the refresh and after reading articles (needs liferea,
                 newsboat, xev, xdotool; run under xvfb-run -a)
    range-list [--rows N (16,777,216)] [--runs N (3)]
                 List(0..<N, id: \\.self) { Text("Row \\($0)") }: making it to its window
                 mapped and painted, and resident memory, against the same list of 10 rows
    composed-rows [--rounds N (45)] [--frames N (100)] [--rows N] [--tail N]
                 scrolling List(0..<N) { ComposedRow(index: $0) }, a row with a body (an
                 image, two texts, a star button), against the same widgets bound by a C
                 GtkSignalListItemFactory (c-composed): median and p95 frame CPU and ratios
    state-fanout [--cells N (1,000)]
                 a window of N composed cells; one @State change and one @Observable change,
                 each read by one body in ten: the bodies run, labels set, GTK properties
                 notified and widgets freed, counted, against what the change touches
    leaf-changes [--labels N (1,000)] [--rounds N (15)] [--changes N (10)]
                 N Text strings changed in one frame (N @Observable items) against
                 gtk_label_set_text on the same N labels in C: CPU to the frame painted
    if-flip [--rows N (16)] [--rounds N (15)] [--changes N (10)]
                 an if over a VStack of N composed rows flipped on and off against making,
                 appending and removing the same widgets in C: CPU to the frame painted
    memory [--rows N]
                 resident bytes per row: the timeline against a GtkStringList of its titles
    search [--entries N (100,000)] [--page N (250)]
                 per keystroke: the store's first page, applied and shown, against the store alone
    sync-scale [--feeds N (500)] [--entries M (100)]
                 sync against a real Miniflux loaded by a loopback feed server with N feeds of
                 M entries: a first sync into a fresh store and an incremental sync after 100
                 new entries (wall time, requests, bytes, peak RSS), the server's own time apart;
                 run it through `sudo bash .ci/miniflux bench [--feeds N] [--entries M]`
    sync-scale-one DB
                 one sync of that bench, measured in a child
    scroll-one LIST --frames N
                 scroll one list (what callgrind runs)
    memory-one timeline|c-titles --rows N
                 one side of the memory bench
    cores diff|pull|parse|refresh|fetch|search [OPTION…]
                 the GTK-free cores, no display needed (`cores --help`, `cores help diff`):
                 list diff, pull state machine, feed parser, refresh, hostile fetches, and
                 search against an unindexed LIKE scan

  Lists: \(BenchList.allCases.map(\.rawValue).joined(separator: ", "))
  """

/// The value after `name` in the arguments, or `fallback`.
func option(_ name: String, _ fallback: Int, allowZero: Bool = false) -> Int {
  guard let index = CommandLine.arguments.firstIndex(of: name),
    index + 1 < CommandLine.arguments.count
  else { return fallback }
  guard let value = Int(CommandLine.arguments[index + 1]), value > 0 || (allowZero && value == 0)
  else {
    FileHandle.standardError.write(
      Data("overshoot-benchmarks: \(name) needs a positive number\n".utf8))
    exit(64)
  }
  return value
}

/// The arguments after `name` up to the next option (`--…`); empty when `name` is not given.
func valuesAfter(_ name: String) -> [String] {
  guard let index = CommandLine.arguments.firstIndex(of: name) else { return [] }
  return Array(CommandLine.arguments[(index + 1)...].prefix { !$0.hasPrefix("--") })
}

/// The value after `name` in the arguments, or nil when `name` is absent.
func stringOption(_ name: String) -> String? {
  guard let index = CommandLine.arguments.firstIndex(of: name) else { return nil }
  guard index + 1 < CommandLine.arguments.count else {
    FileHandle.standardError.write(Data("overshoot-benchmarks: \(name) needs a value\n".utf8))
    exit(64)
  }
  return CommandLine.arguments[index + 1]
}

/// The lists named by `--lists`, or all of them.
func listsOption() -> [BenchList] {
  guard let index = CommandLine.arguments.firstIndex(of: "--lists"),
    index + 1 < CommandLine.arguments.count
  else { return BenchList.allCases }
  return CommandLine.arguments[index + 1].split(separator: ",").map { name in
    guard let list = BenchList(rawValue: String(name)) else {
      FileHandle.standardError.write(
        Data("overshoot-benchmarks: no list named \(name)\n\(usage)\n".utf8))
      exit(64)
    }
    return list
  }
}

/// Starts GTK and the main-queue bridge, or exits saying a display is needed.
@MainActor
func startGtk() {
  guard DisplayCheck.initializeGtk() else {
    FileHandle.standardError.write(
      Data("overshoot-benchmarks: no display; run it under xvfb-run -a\n".utf8))
    exit(2)
  }
  MainLoopBridge.install()
}

let command = CommandLine.arguments.dropFirst().first ?? "--help"
if command == "cores" {
  CoreBenchmarksCommand.runAndExit(Array(CommandLine.arguments.dropFirst(2)))
}
ScrollingBenchmark.rows = option("--rows", command == "callgrind" ? 20_000 : 100_000)
do {
  switch command {
  case "scrolling":
    startGtk()
    // Many short rounds: this machine's slow periods last seconds, and lists that take turns
    // every 100 frames share them (rounds of 300 frames put one build's medians anywhere from
    // 0.98 to 1.21 of the C list under GL, in runs minutes apart).
    exit(
      ScrollingBenchmark.run(
        rounds: option("--rounds", 45), frames: option("--frames", 100), lists: listsOption(),
        tail: option("--tail", 0, allowZero: true)))
  case "callgrind":
    exit(
      try CallgrindBenchmark.run(
        short: option("--short", 10), long: option("--long", 40), lists: listsOption(),
        deadline: Double(option("--deadline", 600))))
  case "indicator":
    startGtk()
    exit(IndicatorBenchmark.run(rounds: option("--rounds", 5), frames: option("--frames", 120)))
  case "startup":
    exit(
      try StartupBenchmark.run(
        runs: option("--runs", 7), appPath: stringOption("--app"),
        otherApp: stringOption("--against"),
        keepHome: CommandLine.arguments.contains("--keep-home"),
        wayland: CommandLine.arguments.contains("--wayland")))
  case "readers":
    exit(
      try ReaderComparisonBenchmark.run(
        .init(
          feeds: option("--feeds", 200), entries: option("--entries", 100),
          rounds: option("--rounds", 5), articles: option("--articles", 20),
          app: stringOption("--app"))))
  case "article-open":
    // Enter leaves the focus in the article: back to the row, then on to the next, unselected.
    let key = stringOption("--key") ?? "Return"
    let moves = stringOption("--move") ?? (key == "Return" ? "Escape ctrl+Down" : "")
    exit(
      try ArticleOpenBenchmark.run(
        .init(
          runs: option("--runs", 5), opens: option("--opens", 10), app: stringOption("--app"),
          key: key, moves: moves.split(separator: " ").map(String.init))))
  case "article-screenshot":
    guard let path = CommandLine.arguments.dropFirst(2).first, !path.hasPrefix("-") else {
      FileHandle.standardError.write(
        Data("overshoot-benchmarks: article-screenshot needs a FILE.png\n".utf8))
      exit(64)
    }
    exit(
      try ArticleScreenshot.run(
        path: path, app: stringOption("--app"), feeds: valuesAfter("--feeds"),
        windowSize: (option("--width", 890), option("--height", 630))))
  case "memory":
    exit(try MemoryBenchmark.run(rows: option("--rows", 1_000_000)))
  case "search":
    startGtk()
    exit(SearchBenchmark.run(entries: option("--entries", 100_000), page: option("--page", 250)))
  case "sync-scale":
    exit(
      try SyncScaleBenchmark.run(feeds: option("--feeds", 500), entries: option("--entries", 100)))
  case "sync-scale-one":
    guard CommandLine.arguments.count > 2 else {
      FileHandle.standardError.write(
        Data("overshoot-benchmarks: sync-scale-one needs a database path\n\(usage)\n".utf8))
      exit(64)
    }
    exit(SyncScaleChild.run(database: CommandLine.arguments[2]))
  case "scroll-one":
    guard CommandLine.arguments.count > 2, let list = BenchList(rawValue: CommandLine.arguments[2])
    else {
      FileHandle.standardError.write(
        Data("overshoot-benchmarks: scroll-one needs a list name\n\(usage)\n".utf8))
      exit(64)
    }
    startGtk()
    exit(ScrollingBenchmark.runOne(list, frames: option("--frames", 40)))
  case "range-list":
    exit(try RangeListBenchmark.run(rows: option("--rows", 16_777_216), runs: option("--runs", 3)))
  case "composed-rows":
    startGtk()
    exit(
      ScrollingBenchmark.run(
        rounds: option("--rounds", 45), frames: option("--frames", 100),
        lists: [.cComposed, .composedList], tail: option("--tail", 0, allowZero: true)))
  case "state-fanout":
    startGtk()
    exit(StateFanoutBenchmark.run(count: option("--cells", 1_000)))
  case "leaf-changes":
    startGtk()
    exit(
      LeafChangesBenchmark.run(
        count: option("--labels", 1_000), rounds: option("--rounds", 15),
        changes: option("--changes", 10)))
  case "if-flip":
    startGtk()
    exit(
      IfFlipBenchmark.run(
        rows: option("--rows", 16), rounds: option("--rounds", 15),
        changes: option("--changes", 10)))
  case "range-list-one":
    let rows = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 10 : 10
    startGtk()
    exit(RangeListBenchmark.measureOne(rows: rows))
  case "memory-one":
    startGtk()
    let side = CommandLine.arguments.count > 2 ? CommandLine.arguments[2] : "timeline"
    exit(MemoryBenchmark.measureOne(side: side, rows: option("--rows", 1_000_000)))
  case "-h", "--help", "help":
    print(usage)
  default:
    FileHandle.standardError.write(
      Data("overshoot-benchmarks: unknown command \(command)\n\(usage)\n".utf8))
    exit(64)
  }
} catch {
  FileHandle.standardError.write(Data("overshoot-benchmarks: \(error)\n".utf8))
  exit(1)
}
