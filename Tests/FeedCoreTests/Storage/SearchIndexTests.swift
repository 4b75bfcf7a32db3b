import Foundation
import Testing

@testable import FeedCore

/// The index follows every way entries change: the merge's inserts and edits, retention,
/// unsubscribing, and deleting a feed row directly (the foreign key's cascade).
@Suite struct SearchIndexTests {
  let directory: TemporaryDirectory
  let store: FeedStore
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  init() throws {
    directory = try TemporaryDirectory()
    store = try FeedStore(url: directory.file("feeds.sqlite"))
  }

  func feed(_ name: String = "example") async throws -> Subscription {
    try await store.addFeed(url: URL(string: "https://\(name).example/feed")!, at: now)
  }

  func titles(_ text: String) async throws -> [String] {
    try await store.search(text).map { $0.entry.title ?? "" }
  }

  /// FTS5's own check that the index holds exactly what `entries` holds.
  func expectIndexInStep() async throws {
    try await store.checkSearchIndex()
  }

  @Test func mergeInsertsAndEditsAreSearchableAtOnce() async throws {
    let feed = try await feed()
    try await store.merge(rssFeed(items: 0..<3), into: feed.id, at: now)
    #expect(try await titles("r1").count == 3)
    // Revision 2 edits all three titles and adds one entry.
    try await store.merge(rssFeed(items: 0..<4, revision: 2), into: feed.id, at: now)
    #expect(try await titles("r1").isEmpty, "edited titles no longer match their old text")
    #expect(try await titles("r2").count == 4)
    #expect(try await titles("entry 3") == ["Entry 3 r2"])
    try await expectIndexInStep()
  }

  @Test func readingStateChangesKeepTheIndex() async throws {
    let feed = try await feed()
    try await store.merge(rssFeed(items: 0..<3), into: feed.id, at: now)
    let stored = try await store.entries(in: .all)
    try await store.setRead(stored.map(\.id), true)
    try await store.setStarred(stored[0].id, true)
    #expect(try await titles("entry").count == 3)
    try await expectIndexInStep()
  }

  @Test func retentionRemovesFromTheIndex() async throws {
    let feed = try await feed()
    try await store.setRetention(Retention(maxAgeDays: nil, maxEntriesPerFeed: 2))
    try await store.merge(rssFeed(items: 0..<5), into: feed.id, at: now)
    // The feed now lists only the newest two; the three older ones may go.
    try await store.merge(rssFeed(items: 3..<5), into: feed.id, at: now.addingTimeInterval(60))
    #expect(try await store.entryCount() == 2)
    #expect(Set(try await titles("entry")) == ["Entry 3 r1", "Entry 4 r1"])
    #expect(try await titles("entry 0").isEmpty)
    try await expectIndexInStep()
  }

  @Test func unsubscribingAndCascadesRemoveFromTheIndex() async throws {
    let a = try await feed("a")
    let b = try await feed("b")
    let c = try await feed("c")
    try await store.merge(rssFeed(items: 0..<3), into: a.id, at: now)
    try await store.merge(rssFeed(items: 10..<12), into: b.id, at: now)
    try await store.merge(rssFeed(items: 20..<22), into: c.id, at: now)
    try await store.removeFeed(a.id)
    #expect(try await titles("entry").count == 4)
    // Deleting the feed row alone leaves its entries to the foreign key's ON DELETE CASCADE.
    try await store.executeForTesting("DELETE FROM feeds WHERE id = \(b.id)")
    #expect(try await titles("entry") == ["Entry 21 r1", "Entry 20 r1"])
    try await expectIndexInStep()
  }

  @Test func theCheckCatchesAnIndexOutOfStep() async throws {
    let feed = try await feed()
    try await store.merge(rssFeed(items: 0..<3), into: feed.id, at: now)
    try await store.executeForTesting(
      "DROP TRIGGER entries_search_update; UPDATE entries SET title = 'changed behind its back'")
    await #expect(throws: StoreError.self) { try await store.checkSearchIndex() }
  }
}

extension FeedStore {
  /// Runs FTS5's integrity check, then checks that the index holds one row per entry with the
  /// entry's title, summary and article text; throws if either disagrees.
  func checkSearchIndex() throws(StoreError) {
    try db.execute("INSERT INTO entries_search (entries_search) VALUES ('integrity-check')")
    let outOfStep = try db.prepare(
      """
      SELECT (SELECT COUNT(*) FROM entries) != (SELECT COUNT(*) FROM entries_search)
        OR EXISTS (SELECT 1 FROM entries e LEFT JOIN entries_search s ON s.rowid = e.id
          WHERE s.rowid IS NULL OR s.title IS NOT e.title OR s.summary IS NOT e.summary
            OR s.body IS NOT overshoot_plain_text(e.content))
      """)
    guard try outOfStep.step(), outOfStep.int(0) == 0 else {
      throw .sqlite(code: 0, message: "the search index is out of step with the entries")
    }
  }

  /// Runs SQL on the store's own connection.
  func executeForTesting(_ sql: String) throws(StoreError) {
    try db.execute(sql)
  }
}
