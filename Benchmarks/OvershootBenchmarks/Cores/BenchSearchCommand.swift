import ArgumentParser
import FeedCore
import Foundation

/// `overshoot-benchmarks cores search`: stores N generated entries through the merge (so the index is
/// built by its triggers), then types words one keystroke at a time and times each search, against
/// the same keystrokes answered by a `LIKE` scan over the same store (the in-run baseline).
struct BenchSearchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "search",
    abstract:
      "Time search per keystroke on N stored entries; print the ratio to an unindexed LIKE scan.")

  @Option(help: "Entries to store (spread over 100 feeds).")
  var entries: Int = 100_000

  @Option(help: "Entries each search returns (the first page of the timeline).")
  var page: Int = 500

  @Option(help: "Keep the generated store in this file and reuse it when it already holds them.")
  var store: String?

  @Flag(help: "Also print every keystroke's time.")
  var each = false

  func run() async throws {
    guard entries >= 100 else { throw ValidationError("--entries must be at least 100.") }
    guard page > 0 else { throw ValidationError("--page must be at least 1.") }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("overshoot-bench-search-\(getpid())", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url =
      store.map { URL(fileURLWithPath: $0) } ?? folder.appendingPathComponent("bench.sqlite")
    let feedStore: FeedStore
    let stored: Int
    do {
      feedStore = try FeedStore(url: url)
      // Never fill someone's own store with generated feeds, nor top up a smaller bench store
      // (its entry ids would collide with the new ones).
      let feeds = try await feedStore.subscriptions()
      if feeds.contains(where: { $0.url.host?.hasPrefix("bench-") != true }) {
        throw BenchFailure("\(url.path) holds feeds of its own; give --store a new file.")
      }
      stored = try await feedStore.entryCount()
      if stored > 0 && stored < entries {
        throw BenchFailure(
          "\(url.path) holds \(stored) generated entries, fewer than \(entries); remove it first.")
      }
    } catch let error as StoreError {
      throw BenchFailure(error.description)
    }
    if stored == 0 {
      let seconds = try await BenchSearchCorpus.fill(feedStore, entries: entries)
      print(String(format: "stored %d entries through the merge in %.1f s", entries, seconds))
    } else {
      print("reusing \(stored) stored entries in \(url.path)")
    }
    let typed = BenchSearchCorpus.typedWords
    print("typing \(typed.map { "\"\($0)\"" }.joined(separator: ", ")); first \(page) results each")
    let baseline = try LikeScanBaseline(url: url)
    for scope in [EntryScope.all, .unread] {
      let indexed = try await keystrokeTimes(typed) { query in
        try await feedStore.search(query, in: scope, limit: page).count
      }
      let scanned = try await keystrokeTimes(typed) { query in
        try baseline.search(query, in: scope, limit: page)
      }
      print("scope \(scope == .all ? "all" : "unread"):")
      print("  FTS5 index: \(indexed.summary)")
      print("  LIKE scan:  \(scanned.summary)")
      if each { print(indexed.table(against: scanned)) }
      print(
        String(
          format:
            "  ratio LIKE / FTS5 (CPU): median %.1fx, worst keystroke %.1fx; goal < 50 ms: %@",
          scanned.median / indexed.median, scanned.worst / indexed.worst,
          indexed.worst < 0.050 ? "met" : "NOT met"))
    }
  }

  /// Times one search per keystroke of each word ("g", "go", "gov", …).
  private func keystrokeTimes(
    _ words: [String], _ search: (SearchQuery) async throws -> Int
  ) async throws -> KeystrokeTimes {
    var times = KeystrokeTimes()
    for word in words {
      for length in 1...word.count {
        let typed = String(word.prefix(length))
        let query = SearchQuery(typed)
        if query.isEmpty || typed.hasSuffix(" ") { continue }
        let start = DispatchTime.now().uptimeNanoseconds
        let cpuStart = KeystrokeTimes.processCPUTime()
        let found = try await search(query)
        times.record(
          typed, wall: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9,
          cpu: KeystrokeTimes.processCPUTime() - cpuStart, found: found)
      }
    }
    return times
  }
}

/// Per-keystroke search times: wall clock, and the process's CPU time, which other programs on
/// a busy machine cannot inflate (nothing else runs in this process while a search does).
struct KeystrokeTimes {
  private var typed: [String] = []
  private var wall: [Double] = []
  private var cpu: [Double] = []
  private var found: [Int] = []

  mutating func record(
    _ text: String, wall seconds: Double, cpu cpuSeconds: Double, found count: Int
  ) {
    typed.append(text)
    wall.append(seconds)
    cpu.append(cpuSeconds)
    found.append(count)
  }

  var median: Double { Self.percentile(cpu, 0.5) }
  var worst: Double { cpu.max() ?? 0 }

  static func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
  }

  /// One line: keystrokes, then median, 95th percentile and worst CPU and wall time, in ms.
  var summary: String {
    String(
      format: "%d keystrokes; CPU median %.1f ms, p95 %.1f ms, worst %.1f ms; "
        + "wall median %.1f ms, worst %.1f ms (%d rows)",
      cpu.count, median * 1000, Self.percentile(cpu, 0.95) * 1000, worst * 1000,
      Self.percentile(wall, 0.5) * 1000, (wall.max() ?? 0) * 1000, found.reduce(0, +))
  }

  /// Every keystroke's CPU time beside the baseline's.
  func table(against baseline: KeystrokeTimes) -> String {
    zip(typed.indices, baseline.typed.indices).map { index, other in
      let quoted = "\"\(typed[index])\"".padding(toLength: 14, withPad: " ", startingAt: 0)
      return String(
        format: "    %@ %4d rows  FTS5 %6.1f ms  LIKE %6.1f ms", quoted, found[index],
        cpu[index] * 1000, baseline.cpu[other] * 1000)
    }.joined(separator: "\n")
  }

  /// CPU seconds this process has used (user and system).
  static func processCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
