import Foundation
import Testing

@testable import FeedCore

/// Stores from before search get their index on open, with every entry; a migration that fails
/// midway (here: the disk fills while the index is built) leaves the store as it was.
@Suite struct SearchMigrationTests {
  let directory: TemporaryDirectory
  let path: URL

  init() throws {
    directory = try TemporaryDirectory()
    path = directory.file("old.sqlite")
  }

  @Test func firstSchemaStoresBecomeSearchable() async throws {
    do {
      let db = try SQLiteDatabase(path: path.path)
      try db.execute(String(contentsOf: Fixture.url("schema-v1.sql"), encoding: .utf8))
    }
    let store = try FeedStore(url: path)
    #expect(try await store.schemaVersion() == Schema.latest)
    #expect(
      try await store.search("one").map { $0.entry.title ?? "" } == [
        "Plain one", "Starred one", "Read one",
      ])
    #expect(try await store.search("starred", in: .starred).count == 1)
    try await store.checkSearchIndex()
  }

  @Test func aMigrationInterruptedByAFullDiskLosesNothing() async throws {
    try makeVersion2Store(entries: 3000)
    let before = try snapshot()
    do {
      let db = try SQLiteDatabase(path: path.path)
      // Room for a few pages more than the file has: the index build cannot fit.
      let pages = try db.prepare("PRAGMA page_count")
      _ = try pages.step()
      try db.execute("PRAGMA max_page_count = \(pages.int(0) + 8)")
      #expect(throws: StoreError.diskFull(path: path.path)) { try Schema.migrate(db) }
    }
    #expect(try snapshot() == before)
    let check = try SQLiteDatabase(path: path.path)
    #expect(try Schema.version(of: check) == 2)
    let leftovers = try check.prepare(
      "SELECT COUNT(*) FROM sqlite_master WHERE name LIKE 'entries_search%'")
    #expect(try leftovers.step() && leftovers.int(0) == 0, "no half-built index remains")

    // With room again, the next open finishes the job.
    let store = try FeedStore(url: path)
    #expect(try await store.schemaVersion() == Schema.latest)
    #expect(try await store.search("entry", limit: 5000).count == 3000)
    #expect(try await store.search("number 2999").map(\.entry.id) == ["e2999"])
    #expect(try await store.entries(in: .unread, limit: 5000).count == 2000)
    try await store.checkSearchIndex()
  }

  @Test(.enabled(if: InterruptedMergeTests.cli != nil, "needs the built overshoot-cli"))
  func aMigrationKilledMidwayLosesNothing() async throws {
    try makeVersion2Store(entries: 30_000)
    let before = try snapshot()
    let wal = URL(fileURLWithPath: path.path + "-wal")
    let walBefore = (try? wal.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
    let cli = try #require(InterruptedMergeTests.cli)
    let process = Process()
    process.executableURL = cli
    process.arguments = ["search", "entry", "--db", path.path]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // The index build spills pages into the WAL before it commits: kill once it has started.
    let deadline = Date().addingTimeInterval(30)
    var sawMigration = false
    while process.isRunning && Date() < deadline {
      let size = (try? wal.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
      if size > walBefore + 1 << 20 {
        sawMigration = true
        break
      }
      usleep(2000)
    }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(try snapshot() == before)
    #expect(sawMigration, "the CLI ended before its index build reached the WAL")
    #expect(try Schema.version(of: SQLiteDatabase(path: path.path)) == 2, "killed before commit")
    let store = try FeedStore(url: path)
    #expect(try await store.schemaVersion() == Schema.latest)
    #expect(try await store.search("number 29999").map(\.entry.id) == ["e29999"])
    try await store.checkSearchIndex()
  }

  /// A version-2 file (as the previous release left it, in WAL mode) with one feed and `count`
  /// entries, every third read.
  func makeVersion2Store(entries count: Int) throws {
    let db = try SQLiteDatabase(path: path.path)
    try db.execute("PRAGMA journal_mode = WAL")
    try Schema.migrate(db, upTo: 2)
    try db.execute(
      """
      INSERT INTO feeds (id, url, title, added) VALUES (1, 'https://old.example/feed', 'Old', 0);
      WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < \(count - 1))
      INSERT INTO entries (feed_id, entry_id, title, summary, sort_date, first_seen, last_seen,
        is_read)
      SELECT 1, 'e' || i, 'Entry number ' || i,
        'A summary long enough to take some room in the index, about entry ' || i || '.',
        1600000000 + i, 1600000000, 1600000000, i % 3 = 0
      FROM n;
      """)
  }

  /// Every stored entry row, as text, in id order.
  func snapshot() throws -> [String] {
    let db = try SQLiteDatabase(path: path.path)
    let rows = try db.prepare(
      """
      SELECT quote(id) || ',' || quote(feed_id) || ',' || quote(entry_id) || ',' || quote(title)
        || ',' || quote(summary) || ',' || quote(sort_date) || ',' || quote(is_read) || ','
        || quote(is_starred) || ',' || quote(last_seen)
      FROM entries ORDER BY id
      """)
    var result: [String] = []
    while try rows.step() { result.append(rows.text(0) ?? "") }
    return result
  }
}
