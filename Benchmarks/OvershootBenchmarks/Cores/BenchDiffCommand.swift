import ArgumentParser
import ListDiffing
import SeededRandomness

#if canImport(Glibc)
  import Glibc
#endif

/// `overshoot-benchmarks cores diff`: list-diff time against the cost of hashing the same ids once.
struct BenchDiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Time the list diff on 100,000 and 1,000,000 ids against an in-run hashing baseline.",
    discussion: """
      Cases: 1,000 ids prepended; 1 id in 1,000 removed at scattered places; 1% of positions \
      shuffled among themselves. The baseline builds a Set of the new ids, the hashing any \
      duplicate check must pay; hashing each new id once is the floor. Figures are the median \
      of --runs runs, in CPU time of this thread (wall time on a shared machine measures the \
      other users too). Build with `-c release`; a debug build is many times slower.
      """
  )

  @Option(help: "Timed runs per case; the median is printed.")
  var runs = 5

  @Option(help: "Seed of the random removals and shuffles, so runs can be compared.")
  var seed: UInt64 = 42

  @Option(help: "List sizes to time.")
  var sizes = [100_000, 1_000_000]

  @Flag(
    name: .customLong("long-ids"),
    help: "Use 40-byte URL-like ids (heap strings) instead of short ones (inline strings).")
  var longIDs = false

  func run() throws {
    print(
      "list diff, median CPU ms of \(runs) runs, \(longIDs ? "URL-like" : "short") string ids")
    print(
      """
      ListDiff: one-shot ListDiff.splices, hashes both lists to reject duplicates.
      ListSnapshot: ListSnapshot.update, the list view's path; the old ids are known unique.
      Set: baseline, building a Set of the new ids. hash: hashing each new id once, the floor.
      Snap/hash: the list view's path against the floor (goal: at most 3).
      """)
    print(
      pad("ids", 9) + pad("case", 18) + pad("ListDiff", 10) + pad("ListSnapshot", 14)
        + pad("Set", 9) + pad("hash", 8) + pad("Diff/Set", 10) + pad("Snap/Set", 10)
        + pad("Snap/hash", 11) + "splices")
    for count in sizes {
      let old = (0..<count).map(makeID)
      var random = BenchRandom(seed: seed)
      for benchCase in BenchDiffCase.allCases {
        let new = benchCase.edit(old, count: count, makeID: makeID, random: &random)
        var spliceCount = 0
        let diff = try median {
          spliceCount = try ListDiff.splices(from: old, to: new).count
        }
        // A fresh snapshot per run, built outside the clock, so each update mutates in place.
        var snapshot = try ListSnapshot(old)
        let incremental = try median(
          prepare: { snapshot = try ListSnapshot(old) },
          {
            let splices = try snapshot.update(to: new)
            precondition(splices.count == spliceCount, "both APIs must give the same splices")
          })
        let set = try median {
          var seen = Set<String>(minimumCapacity: new.count)
          for id in new {
            seen.insert(id)
          }
          precondition(seen.count == new.count, "bench ids must be unique")
        }
        var hashSum = 0
        let hash = try median {
          for id in new {
            hashSum &+= id.hashValue
          }
        }
        print(
          pad(String(count), 9) + pad(benchCase.rawValue, 18) + pad(format(diff), 10)
            + pad(format(incremental), 14) + pad(format(set), 9) + pad(format(hash), 8)
            + pad(format(diff / set), 10) + pad(format(incremental / set), 10)
            + pad(format(incremental / hash), 11)
            + String(spliceCount) + (hashSum == 42 ? " " : ""))
      }
    }
  }

  /// The id for row `index`: short ids fit Swift's inline small strings, long ones need the heap.
  private func makeID(_ index: Int) -> String {
    longIDs ? "https://example.org/2025/entries/\(index)" : "entry-\(index)"
  }

  /// Median CPU time of `body` over `runs` runs, in milliseconds; `prepare` runs untimed first.
  private func median(
    prepare: () throws -> Void = {}, _ body: () throws -> Void
  ) throws -> Double {
    var times: [Double] = []
    for _ in 0..<Swift.max(1, runs) {
      try prepare()
      let start = threadCPUMilliseconds()
      try body()
      times.append(threadCPUMilliseconds() - start)
    }
    return times.sorted()[times.count / 2]
  }

  /// This thread's CPU time in milliseconds.
  private func threadCPUMilliseconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Double(now.tv_sec) * 1e3 + Double(now.tv_nsec) / 1e6
  }

  private func format(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return String(rounded)
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}

/// The edits `cores diff` times, named as the issue names them.
enum BenchDiffCase: String, CaseIterable {
  case prepend = "prepend 1000"
  case scatteredRemovals = "remove 1 in 1000"
  case shuffle = "shuffle 1%"

  /// `old` after this edit; new ids are numbered past `count` so they never collide.
  func edit(
    _ old: [String], count: Int, makeID: (Int) -> String, random: inout BenchRandom
  ) -> [String] {
    switch self {
    case .prepend:
      return (count..<(count + 1000)).map(makeID) + old
    case .scatteredRemovals:
      var removed = Set<Int>()
      while removed.count < count / 1000 {
        removed.insert(random.next(below: count))
      }
      return old.indices.filter { !removed.contains($0) }.map { old[$0] }
    case .shuffle:
      var positions = Array(Set((0..<(count / 100)).map { _ in random.next(below: count) }))
      positions.sort()
      var ids = positions.map { old[$0] }
      random.shuffle(&ids)
      var new = old
      for (position, id) in zip(positions, ids) {
        new[position] = id
      }
      return new
    }
  }
}

/// The seeded generator with the shuffles the bench needs, so a run can be repeated exactly.
struct BenchRandom {
  private var random: SeededRandom

  init(seed: UInt64) {
    random = SeededRandom(seed: seed)
  }

  mutating func next() -> UInt64 { random.next() }

  mutating func next(below bound: Int) -> Int { random.next(below: bound) }

  mutating func shuffle<T>(_ items: inout [T]) {
    guard items.count > 1 else { return }
    for index in stride(from: items.count - 1, to: 0, by: -1) {
      items.swapAt(index, next(below: index + 1))
    }
  }
}
