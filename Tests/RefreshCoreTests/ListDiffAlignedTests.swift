import SeededRandomness
import Testing

@testable import ListDiffing
@testable import RefreshCore

/// The snapshot's aligned walk must find exactly the matching the hashing matcher finds, on the
/// edits a list view sees (scattered removals, small shuffles, moves beyond its lookahead) and
/// must leave every repeated id to the hashing matcher's error.
@Suite struct ListDiffAlignedTests {
  @Test(arguments: 0..<60)
  func alignedWalkGivesTheHashingMatchersSplices(seed: Int) throws {
    var random = SeededRandom(seed: UInt64(seed) &+ 30_000)
    let old = (0..<3000).map { "row\($0)" }
    var new = old
    // Scattered removals, a few insertions, a block moved further than the lookahead, and a
    // shuffle of scattered positions: each a way the walk falls out of step.
    new.removeAll { _ in random.next(below: 50) == 0 }
    for number in 0..<random.next(below: 20) {
      new.insert("fresh\(number)", at: random.next(below: new.count + 1))
    }
    let blockStart = random.next(below: new.count - 40)
    let block = Array(new[blockStart..<(blockStart + 12 + random.next(below: 28))])
    new.removeSubrange(blockStart..<(blockStart + block.count))
    new.insert(contentsOf: block, at: random.next(below: new.count + 1))
    let positions = Array(Set((0..<30).map { _ in random.next(below: new.count) })).sorted()
    var picked = positions.map { new[$0] }
    for index in stride(from: picked.count - 1, to: 0, by: -1) {
      picked.swapAt(index, random.next(below: index + 1))
    }
    for (position, id) in zip(positions, picked) {
      new[position] = id
    }

    let expected = try ListDiff.splices(from: old, to: new)
    var snapshot = try ListSnapshot(old)
    #expect(try snapshot.update(to: new) == expected, "seed \(seed)")
    #expect(ListDiff.apply(expected, to: old) == new, "seed \(seed)")
    #expect(new.allSatisfy(snapshot.contains), "seed \(seed)")
    #expect(Set(old).subtracting(new).allSatisfy { !snapshot.contains($0) }, "seed \(seed)")
  }

  @Test(arguments: 0..<60)
  func repeatedIDsGiveTheHashingMatchersError(seed: Int) throws {
    var random = SeededRandom(seed: UInt64(seed) &+ 40_000)
    let old = (0..<200).map { "row\($0)" }
    var new = old.filter { _ in random.next(below: 10) != 0 } + ["fresh"]
    // Repeat an id that is lined up, left over, new, or in the common prefix or suffix.
    let repeated = new[random.next(below: new.count)]
    new.insert(repeated, at: random.next(below: new.count + 1))
    #expect(ListMatching.aligned(old: old, new: new, oldMembers: Set(old)) == nil, "seed \(seed)")

    var expected: ListDiffError?
    do {
      _ = try ListMatching(old: old, new: new, oldMembers: Set(old))
    } catch {
      expected = error
    }
    var snapshot = try ListSnapshot(old)
    #expect(throws: try #require(expected), "seed \(seed)") {
      try snapshot.update(to: new)
    }
    #expect(snapshot.ids == old, "seed \(seed)")
    #expect(!snapshot.contains("fresh"), "seed \(seed)")
  }

  @Test func removalsOnlyKeepEveryCommonIDWithoutSorting() throws {
    let old = (0..<10_000).map { $0 }
    let new = old.filter { $0 % 97 != 5 }
    let matching = try #require(ListMatching.aligned(old: old, new: new, oldMembers: Set(old)))
    #expect(matching.kept.count == new.count - matching.prefix - matching.suffix)
    #expect(ListDiff.apply(matching.splices(old: old, new: new), to: old) == new)
  }
}
