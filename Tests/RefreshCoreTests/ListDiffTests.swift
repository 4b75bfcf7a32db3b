import ListDiffing
import Testing

@Suite struct ListDiffTests {
  let base = (0..<10).map { "id\($0)" }

  @Test func equalListsGiveNoSplices() throws {
    #expect(try ListDiff.splices(from: base, to: base).isEmpty)
    #expect(try ListDiff.splices(from: [String](), to: []).isEmpty)
  }

  @Test func prependIsOneSplice() throws {
    let splices = try ListDiff.splices(from: base, to: ["a", "b"] + base)
    #expect(splices == [ListSplice(position: 0, removed: 0, added: ["a", "b"])])
  }

  @Test func appendIsOneSplice() throws {
    let splices = try ListDiff.splices(from: base, to: base + ["a"])
    #expect(splices == [ListSplice(position: 10, removed: 0, added: ["a"])])
  }

  @Test func blockInsertIsOneSplice() throws {
    let new = Array(base[..<4]) + ["a", "b", "c"] + Array(base[4...])
    let splices = try ListDiff.splices(from: base, to: new)
    #expect(splices == [ListSplice(position: 4, removed: 0, added: ["a", "b", "c"])])
  }

  @Test func blockRemovalIsOneSplice() throws {
    let new = Array(base[..<3]) + Array(base[7...])
    let splices = try ListDiff.splices(from: base, to: new)
    #expect(splices == [ListSplice(position: 3, removed: 4, added: [])])
  }

  @Test func fromAndToEmpty() throws {
    #expect(
      try ListDiff.splices(from: [], to: base) == [ListSplice(position: 0, removed: 0, added: base)]
    )
    #expect(
      try ListDiff.splices(from: base, to: []) == [ListSplice(position: 0, removed: 10, added: [])])
  }

  @Test func replacingEverythingIsOneSplice() throws {
    let splices = try ListDiff.splices(from: base, to: ["x", "y"])
    #expect(splices == [ListSplice(position: 0, removed: 10, added: ["x", "y"])])
  }

  @Test func moveToFrontKeepsTheRest() throws {
    // Moving one row must not rebuild the nine others.
    let new = ["id7"] + base.filter { $0 != "id7" }
    let splices = try ListDiff.splices(from: base, to: new)
    #expect(
      splices == [
        ListSplice(position: 0, removed: 0, added: ["id7"]),
        ListSplice(position: 8, removed: 1, added: []),
      ])
    #expect(ListDiff.apply(splices, to: base) == new)
  }

  @Test func splicesAreInApplicationOrder() throws {
    let new = ["a"] + base[..<5] + ["b"] + base[6...] + ["c"]
    let splices = try ListDiff.splices(from: base, to: Array(new))
    #expect(splices.map(\.position) == [0, 6, 11])
    #expect(ListDiff.apply(splices, to: base) == Array(new))
  }

  @Test func applyMutatesInPlace() {
    var list = ["a", "b", "c"]
    ListSplice(position: 1, removed: 1, added: ["x", "y"]).apply(to: &list)
    #expect(list == ["a", "x", "y", "c"])
  }

  @Test func duplicateInOldNamesTheID() {
    #expect(
      throws: ListDiffError.duplicateID(id: "b", list: .old, firstPosition: 1, secondPosition: 3)
    ) {
      try ListDiff.splices(from: ["a", "b", "c", "b"], to: ["a"])
    }
  }

  @Test func duplicateInNewMiddleNamesTheID() {
    #expect(
      throws: ListDiffError.duplicateID(id: "x", list: .new, firstPosition: 1, secondPosition: 2)
    ) {
      try ListDiff.splices(from: ["a", "z"], to: ["a", "x", "x", "z"])
    }
  }

  @Test func duplicateOfAKeptIDIsCaught() {
    // "a" survives in the common prefix; a second "a" in the middle of new must still be refused.
    #expect(
      throws: ListDiffError.duplicateID(id: "a", list: .new, firstPosition: 0, secondPosition: 1)
    ) {
      try ListDiff.splices(from: ["a", "b", "z"], to: ["a", "a", "z"])
    }
    #expect(
      throws: ListDiffError.duplicateID(id: "z", list: .new, firstPosition: 1, secondPosition: 2)
    ) {
      try ListDiff.splices(from: ["a", "b", "z"], to: ["a", "z", "z"])
    }
  }

  @Test func duplicateOfAMovedIDIsCaught() {
    #expect(
      throws: ListDiffError.duplicateID(id: "b", list: .new, firstPosition: 1, secondPosition: 3)
    ) {
      try ListDiff.splices(from: ["a", "b", "c", "z"], to: ["a", "b", "c", "b", "z"])
    }
  }

  @Test func duplicateInAnUnchangedListIsCaught() {
    #expect(throws: ListDiffError.self) {
      try ListDiff.splices(from: ["a", "a"], to: ["a", "a"])
    }
  }

  @Test func errorDescriptionNamesIDAndPositions() {
    let error = ListDiffError.duplicateID(
      id: "post-7", list: .new, firstPosition: 2, secondPosition: 9)
    #expect(error.description.contains("\"post-7\""))
    #expect(error.description.contains("new list"))
    #expect(error.description.contains("2 and 9"))
  }

  @Test func integerIDsWork() throws {
    let splices = try ListDiff.splices(from: [1, 2, 3], to: [0, 1, 3])
    #expect(ListDiff.apply(splices, to: [1, 2, 3]) == [0, 1, 3])
  }
}

@Suite struct ListDiffContentTests {
  struct Entry: Identifiable, Equatable {
    var id: String
    var title: String
  }

  @Test func reportsOnlyChangedContent() throws {
    let old = [Entry(id: "a", title: "A"), Entry(id: "b", title: "B"), Entry(id: "c", title: "C")]
    let new = [
      Entry(id: "n", title: "N"), Entry(id: "a", title: "A"), Entry(id: "b", title: "B2"),
      Entry(id: "c", title: "C"),
    ]
    let changes = try ListDiff.changes(from: old, to: new)
    #expect(changes.splices == [ListSplice(position: 0, removed: 0, added: ["n"])])
    #expect(changes.contentChanged == [ListContentChange(id: "b", position: 2)])
  }

  @Test func contentChangesInPrefixMiddleAndSuffix() throws {
    let old = (0..<6).map { Entry(id: "e\($0)", title: "v1") }
    var new = old
    new.swapAt(2, 3)  // a move makes a middle
    new[0].title = "v2"
    new[2].title = "v2"
    new[5].title = "v2"
    let changes = try ListDiff.changes(from: old, to: new)
    #expect(changes.contentChanged.map(\.id) == ["e0", "e3", "e5"])
    #expect(changes.contentChanged.map(\.position) == [0, 2, 5])
    #expect(ListDiff.apply(changes.splices, to: old.map(\.id)) == new.map(\.id))
  }

  @Test func versionComparisonAndNoChanges() throws {
    let old = [("a", 1), ("b", 1)]
    let same = try ListDiff.changes(from: old, to: old, id: \.0, contentEqual: { $0.1 == $1.1 })
    #expect(same.isEmpty)
    let bumped = try ListDiff.changes(
      from: old, to: [("a", 1), ("b", 2)], id: \.0, contentEqual: { $0.1 == $1.1 })
    #expect(bumped.splices.isEmpty)
    #expect(bumped.contentChanged == [ListContentChange(id: "b", position: 1)])
  }

  @Test func duplicatesAreRefusedToo() {
    #expect(throws: ListDiffError.self) {
      try ListDiff.changes(
        from: [Entry(id: "a", title: "")],
        to: [Entry(id: "a", title: ""), Entry(id: "a", title: "")])
    }
  }
}
