import ListDiffing
import RefreshCore
import SeededRandomness
import Testing

/// Random old/new id lists built by prepends, appends, moves, removals and shuffles, from fixed
/// seeds so a failure names the seed that reproduces it.
@Suite struct ListDiffPropertyTests {
  @Test(arguments: 0..<400)
  func splicesTurnOldIntoNew(seed: Int) throws {
    var random = DiffRandom(seed: UInt64(seed))
    let old = random.list()
    let new = random.edited(old, steps: 1 + random.below(4))
    let splices = try ListDiff.splices(from: old, to: new)
    #expect(ListDiff.apply(splices, to: old) == new, "seed \(seed)")

    // Each splice starts at or after where the previous one's insertion ended.
    var end = 0
    for splice in splices {
      #expect(splice.position >= end, "seed \(seed)")
      #expect(splice.removed > 0 || !splice.added.isEmpty, "seed \(seed): empty splice")
      end = splice.position + splice.added.count
    }

    // For unique ids the kept rows must be a longest common subsequence: nothing needlessly moved.
    let kept = old.count - splices.reduce(0) { $0 + $1.removed }
    #expect(kept == longestCommonSubsequence(old, new), "seed \(seed)")

    var snapshot = try ListSnapshot(old)
    let updateSplices = try snapshot.update(to: new)
    #expect(updateSplices == splices, "seed \(seed)")
    #expect(snapshot.ids == new)
  }

  @Test(arguments: 0..<100)
  func singleEditsGiveOneSplice(seed: Int) throws {
    var random = DiffRandom(seed: UInt64(seed) &+ 10_000)
    let old = random.list(atLeast: 1)
    let block = random.fresh(1 + random.below(5))
    let at = random.below(old.count + 1)
    let cut = random.below(old.count)
    let cutEnd = cut + 1 + random.below(old.count - cut)
    let edits = [
      block + old,
      old + block,
      Array(old[..<at]) + block + Array(old[at...]),
      Array(old[..<cut]) + Array(old[cutEnd...]),
    ]
    for new in edits {
      #expect(try ListDiff.splices(from: old, to: new).count == 1, "seed \(seed): \(new)")
    }
  }

  @Test(arguments: 0..<50)
  func duplicatesAnywhereAreRefused(seed: Int) {
    var random = DiffRandom(seed: UInt64(seed) &+ 20_000)
    let old = random.list(atLeast: 2)
    var new = random.edited(old, steps: 2)
    guard !new.isEmpty else { return }
    let repeated = new[random.below(new.count)]
    new.insert(repeated, at: random.below(new.count + 1))
    #expect(throws: ListDiffError.self, "seed \(seed)") {
      try ListDiff.splices(from: old, to: new)
    }
    #expect(throws: ListDiffError.self, "seed \(seed)") {
      try ListDiff.splices(from: new, to: old)
    }
  }

  @Test func largeShuffleStillReproducesNew() throws {
    var random = DiffRandom(seed: 7)
    let old = (0..<20_000).map { "row\($0)" }
    var new = old
    // Shuffle 1% of positions among themselves, as `overshoot-benchmarks cores diff` does.
    let positions = Array(Set((0..<200).map { _ in random.below(old.count) })).sorted()
    var picked = positions.map { new[$0] }
    random.shuffle(&picked)
    for (position, id) in zip(positions, picked) {
      new[position] = id
    }
    let splices = try ListDiff.splices(from: old, to: new)
    #expect(ListDiff.apply(splices, to: old) == new)
  }

  /// Length of a longest common subsequence, by dynamic programming: the optimum to compare to.
  private func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
    var row = [Int](repeating: 0, count: b.count + 1)
    for x in a {
      var diagonal = 0
      for (j, y) in b.enumerated() {
        let above = row[j + 1]
        row[j + 1] = x == y ? diagonal + 1 : Swift.max(row[j + 1], row[j])
        diagonal = above
      }
    }
    return row[b.count]
  }
}

/// SplitMix64 plus the list edits the property tests draw from.
private struct DiffRandom {
  private var random: SeededRandom
  private var nextID = 0

  init(seed: UInt64) {
    random = SeededRandom(seed: seed)
  }

  mutating func next() -> UInt64 { random.next() }

  mutating func below(_ bound: Int) -> Int {
    bound <= 0 ? 0 : Int(next() % UInt64(bound))
  }

  /// `count` ids never drawn before.
  mutating func fresh(_ count: Int) -> [String] {
    defer { nextID += count }
    return (nextID..<(nextID + count)).map { "id\($0)" }
  }

  mutating func list(atLeast minimum: Int = 0) -> [String] {
    fresh(minimum + below(60))
  }

  mutating func shuffle(_ items: inout [String]) {
    guard items.count > 1 else { return }
    for index in stride(from: items.count - 1, to: 0, by: -1) {
      items.swapAt(index, below(index + 1))
    }
  }

  /// `list` after `steps` random edits.
  mutating func edited(_ list: [String], steps: Int) -> [String] {
    var list = list
    for _ in 0..<steps {
      let at = below(list.count + 1)
      let length = below(list.count - at + 1)
      switch below(8) {
      case 0: list = fresh(1 + below(10)) + list
      case 1: list += fresh(1 + below(10))
      case 2: list.insert(contentsOf: fresh(1 + below(5)), at: at)
      case 3: list.removeSubrange(at..<(at + length))
      case 4:
        // Move a block elsewhere.
        let block = Array(list[at..<(at + length)])
        list.removeSubrange(at..<(at + length))
        list.insert(contentsOf: block, at: below(list.count + 1))
      case 5:
        // Scattered removals.
        list = list.filter { _ in below(4) != 0 }
      case 6:
        var part = Array(list[at..<(at + length)])
        shuffle(&part)
        list.replaceSubrange(at..<(at + length), with: part)
      default: shuffle(&list)
      }
    }
    return list
  }
}
