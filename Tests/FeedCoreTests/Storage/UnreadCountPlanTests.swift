import Foundation
import Testing

@testable import FeedCore

/// The sidebar's unread counts, read at every start-up: SQLite answers them from each feed's
/// unread entries in `entries_unread_by_feed` (migration 10), not by walking every unread entry
/// of every feed and reading its row, which made 200 feeds × 100 unread entries take seconds.
@Suite struct UnreadCountPlanTests {
  /// The `EXPLAIN QUERY PLAN` lines of `sql` on the store at `path`.
  func plan(of sql: String, at path: URL) throws -> [String] {
    let db = try SQLiteDatabase(path: path.path)
    let statement = try db.prepare("EXPLAIN QUERY PLAN " + sql)
    var lines: [String] = []
    while try statement.step() { lines.append(statement.text(3) ?? "") }
    return lines
  }

  /// Whether a plan line is `operation` on `entries_unread_by_feed`: SQLite 3.40 (Debian 12)
  /// says `USING INDEX` for this partial index, later versions `USING COVERING INDEX`.
  func readsIndex(_ line: String, _ operation: String, suffix: String = "") -> Bool {
    ["INDEX", "COVERING INDEX"].contains {
      line == "\(operation) USING \($0) entries_unread_by_feed\(suffix)"
    }
  }

  @Test func eachFeedsCountReadsOnlyThatFeedsUnreadEntriesFromTheIndex() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("feeds.sqlite")
    _ = try FeedStore(url: path)
    let lines = try plan(of: FeedStore.allSubscriptions, at: path)
    #expect(
      lines.contains { readsIndex($0, "SEARCH e", suffix: " (feed_id=?)") },
      "the per-feed count: \(lines)")
    #expect(!lines.contains { $0.contains("entries_unread (") }, "\(lines)")
  }

  @Test func theTotalsScanTheIndexAloneInFeedOrder() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("feeds.sqlite")
    _ = try FeedStore(url: path)
    let lines = try plan(of: FeedStore.unreadCountsByFeed, at: path)
    #expect(lines.count == 1 && readsIndex(lines[0], "SCAN entries"), "\(lines)")
    // No row is read: every column the query uses is in the index (a deferred seek that no
    // column needs is never made).
    let db = try SQLiteDatabase(path: path.path)
    let program = try db.prepare("EXPLAIN " + FeedStore.unreadCountsByFeed)
    let indexRoot = try db.prepare(
      "SELECT rootpage FROM sqlite_schema WHERE name = 'entries_unread_by_feed'")
    #expect(try indexRoot.step())
    var indexCursor: Int64?
    var readCursors: Set<Int64> = []
    while try program.step() {
      switch program.text(1) {
      // Columns: addr, opcode, p1 (the cursor), p2 (OpenRead's root page), …
      case "OpenRead" where program.int(3) == indexRoot.int(0): indexCursor = program.int(2)
      case "Column": readCursors.insert(program.int(2))
      default: break
      }
    }
    #expect(indexCursor != nil && readCursors == [indexCursor!], "columns read only from the index")
  }

  @Test func anOlderFileGetsTheIndexAndItsCountsStayRight() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("v9.sqlite")
    do {
      let db = try SQLiteDatabase(path: path.path)
      try Schema.migrate(db, upTo: 9)
      try db.execute(
        """
        INSERT INTO feeds (id, url, title, added) VALUES (1, 'https://a.example/f', 'A', 0),
          (2, 'https://b.example/f', 'B', 0), (3, 'https://c.example/f', 'C', 0);
        INSERT INTO entries (feed_id, entry_id, sort_date, first_seen, is_read, is_starred)
        VALUES (1, 'a1', 1, 1, 0, 0), (1, 'a2', 2, 2, 0, 1), (1, 'a3', 3, 3, 1, 1),
          (2, 'b1', 4, 4, 0, 1), (2, 'b2', 5, 5, 1, 0), (3, 'c1', 6, 6, 1, 0);
        """)
    }
    let store = try FeedStore(url: path)
    #expect(try await store.schemaVersion() == Schema.latest)
    let counts = try await store.unreadCounts()
    #expect(counts == UnreadCounts(all: 3, starred: 2, byFeed: [1: 2, 2: 1]))
    #expect(try await store.subscriptions().map(\.unreadCount) == [2, 1, 0])
    // Reading and starring move entries in and out of the index as they change.
    let b1 = try #require(try await store.entries(in: .feed(2)).first { $0.entry.id == "b1" })
    try await store.setRead([b1.id], true)
    let a1 = try #require(try await store.entries(in: .feed(1)).first { $0.entry.id == "a1" })
    try await store.setStarred(a1.id, true)
    #expect(
      try await store.unreadCounts() == UnreadCounts(all: 2, starred: 2, byFeed: [1: 2]))
    #expect(try await store.subscriptions().map(\.unreadCount) == [2, 0, 0])
  }
}
