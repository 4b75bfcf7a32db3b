import ArgumentParser
import FeedCore
import Foundation

/// `overshoot-cli bench search`: stores N generated entries through the merge (so the index is
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

  func run() async throws {
    guard entries >= 100 else { throw ValidationError("--entries must be at least 100.") }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("overshoot-bench-search-\(getpid())", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url =
      store.map { URL(fileURLWithPath: $0) } ?? folder.appendingPathComponent("bench.sqlite")
    let feedStore = try FeedStore(url: url)
    let stored = try await feedStore.entryCount()
    if stored < entries {
      let seconds = try await BenchSearchCorpus.fill(feedStore, entries: entries - stored)
      print(String(format: "stored %d entries through the merge in %.1f s", entries, seconds))
    } else {
      print("reusing \(stored) stored entries in \(url.path)")
    }
    let typed = BenchSearchCorpus.typedWords
    print("typing \(typed.map { "\"\($0)\"" }.joined(separator: ", ")); first \(page) results each")
    for scope in [EntryScope.all, .unread] {
      let indexed = try await keystrokeTimes(typed) { query throws(StoreError) in
        try await feedStore.search(query, in: scope, limit: page).count
      }
      let scanned = try await keystrokeTimes(typed) { query throws(StoreError) in
        try await feedStore.searchByScanning(query, in: scope, limit: page).count
      }
      print("scope \(scope == .all ? "all" : "unread"):")
      print("  FTS5 index:      \(indexed.summary)")
      print("  LIKE scan:       \(scanned.summary)")
      print(
        String(
          format: "  ratio LIKE / FTS5: median %.1fx, worst keystroke %.1fx; goal < 50 ms: %@",
          scanned.median / indexed.median, scanned.worst / indexed.worst,
          indexed.worst < 0.050 ? "met" : "NOT met"))
    }
  }

  /// Times one search per keystroke of each word ("g", "go", "gov", …).
  private func keystrokeTimes(
    _ words: [String], _ search: (SearchQuery) async throws(StoreError) -> Int
  ) async throws(StoreError) -> KeystrokeTimes {
    var times = KeystrokeTimes()
    for word in words {
      for length in 1...word.count {
        let query = SearchQuery(String(word.prefix(length)))
        if query.isEmpty { continue }
        let start = DispatchTime.now().uptimeNanoseconds
        let found = try await search(query)
        times.record(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, found: found)
      }
    }
    return times
  }
}

/// Per-keystroke search times.
struct KeystrokeTimes {
  private var seconds: [Double] = []
  private var found = 0

  mutating func record(_ duration: Double, found count: Int) {
    seconds.append(duration)
    found += count
  }

  var median: Double { percentile(0.5) }
  var worst: Double { seconds.max() ?? 0 }

  func percentile(_ fraction: Double) -> Double {
    let sorted = seconds.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
  }

  /// One line: keystrokes, median, 95th percentile and worst, in milliseconds.
  var summary: String {
    String(
      format: "%d keystrokes, median %.1f ms, p95 %.1f ms, worst %.1f ms (%d rows)",
      seconds.count, median * 1000, percentile(0.95) * 1000, worst * 1000, found)
  }
}
