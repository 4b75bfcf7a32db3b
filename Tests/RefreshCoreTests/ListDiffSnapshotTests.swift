import Testing

@testable import ListDiffing

@Suite struct ListDiffSnapshotTests {
  @Test func updateGivesTheSameSplicesAsTheOneShotDiff() throws {
    let old = (0..<50).map { "id\($0)" }
    let new = ["x"] + old[..<20] + old[25...] + ["y"]
    var snapshot = try ListSnapshot(old)
    let splices = try snapshot.update(to: Array(new))
    #expect(splices == (try ListDiff.splices(from: old, to: Array(new))))
    #expect(snapshot.ids == Array(new))
    #expect(snapshot.contains("x") && !snapshot.contains("id21") && snapshot.contains("id30"))
  }

  @Test func membershipFollowsMovesRemovalsAndInsertions() throws {
    var snapshot = try ListSnapshot(["a", "b", "c", "d"])
    _ = try snapshot.update(to: ["d", "a", "e"])
    #expect(["d", "a", "e"].allSatisfy(snapshot.contains))
    #expect(!snapshot.contains("b") && !snapshot.contains("c"))
    // A removed id may come back later.
    let updateSplices = try snapshot.update(to: ["b", "d", "a", "e"])
    #expect(updateSplices == [ListSplice(position: 0, removed: 0, added: ["b"])])
  }

  @Test func duplicateInitialIDsAreRefused() {
    #expect(
      throws: ListDiffError.duplicateID(id: "a", list: .old, firstPosition: 0, secondPosition: 2)
    ) {
      try ListSnapshot(["a", "b", "a"])
    }
  }

  @Test func duplicateInUpdateLeavesSnapshotUnchanged() throws {
    var snapshot = try ListSnapshot(["a", "b", "c"])
    // "c" is in the kept suffix; the new "c" in the middle repeats it.
    #expect(
      throws: ListDiffError.duplicateID(id: "c", list: .new, firstPosition: 1, secondPosition: 2)
    ) {
      try snapshot.update(to: ["a", "c", "c"])
    }
    #expect(
      throws: ListDiffError.duplicateID(id: "n", list: .new, firstPosition: 0, secondPosition: 1)
    ) {
      try snapshot.update(to: ["n", "n", "a", "b", "c"])
    }
    #expect(snapshot.ids == ["a", "b", "c"])
    #expect(snapshot.contains("b") && !snapshot.contains("n"))
  }

  @Test func largePrependIsOneSplice() throws {
    let old = (0..<100_000).map { $0 }
    let new = Array(-1000..<0) + old
    var snapshot = try ListSnapshot(old)
    let updateSplices = try snapshot.update(to: new)
    #expect(updateSplices == [ListSplice(position: 0, removed: 0, added: Array(-1000..<0))])
    #expect(try ListDiff.splices(from: old, to: new).count == 1)
  }

  @Test func indexFindsEveryIDAndNothingElse() throws {
    // Enough ids for several buckets, so bucketing and in-bucket probing are both exercised.
    let ids = (0..<5000).map { "k\($0)" }
    let index = try IDIndex(ids)
    #expect(index.bucketBits > 0)
    for (position, id) in ids.enumerated() {
      #expect(index.position(of: id) == position)
    }
    #expect(index.position(of: "k5000") == nil)
    #expect(try IDIndex([String]()).position(of: "a") == nil)
  }

  @Test func indexReportsDuplicatePositions() {
    var ids = (0..<3000).map { $0 }
    ids[2500] = 17
    #expect {
      _ = try IDIndex(ids)
    } throws: { error in
      guard let duplicate = error as? IDIndex<Int>.Duplicate else { return false }
      return duplicate.first == 17 && duplicate.second == 2500
    }
  }

  @Test func longestIncreasingRun() {
    #expect(LongestIncreasingRun.indices(in: []) == [])
    #expect(LongestIncreasingRun.indices(in: [1, 2, 3]) == [0, 1, 2])
    #expect(LongestIncreasingRun.indices(in: [3, 2, 1]).count == 1)
    let values = [5, 1, 6, 2, 7, 3, 8]
    let run = LongestIncreasingRun.indices(in: values)
    #expect(run.count == 4)
    #expect(zip(run, run.dropFirst()).allSatisfy { values[$0] < values[$1] && $0 < $1 })
  }
}
