import Foundation
import Testing

@testable import FeedCore

/// Version 13 drops the Demo feed earlier builds subscribed at a first run (its address cannot
/// be fetched any more); the reader's own feeds and entries stay as they were.
@Suite struct DemoFeedMigrationTests {
  @Test func theDemoFeedAndItsEntriesGoAndEverythingElseStays() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("v12.sqlite")
    do {
      let db = try SQLiteDatabase(path: path.path)
      try db.execute("PRAGMA foreign_keys = ON")
      try Schema.migrate(db, upTo: 12)
      try db.execute(
        """
        INSERT INTO settings (key, value) VALUES ('demo-offered', '1');
        INSERT INTO feeds (id, url, title, added)
          VALUES (1, 'demo:overshoot', 'Overshoot Demo (generated offline)', 0),
                 (2, 'https://blog.example/feed', 'Blog', 0);
        INSERT INTO entries (feed_id, entry_id, title, sort_date, first_seen)
          VALUES (1, 'demo:overshoot:0', 'Generated', 0, 0),
                 (2, 'post-1', 'Kept', 0, 0);
        """)
    }
    let store = try FeedStore(url: path)
    #expect(try await store.schemaVersion() == Schema.latest)
    let feeds = try await store.subscriptions()
    #expect(feeds.map(\.url.absoluteString) == ["https://blog.example/feed"])
    let entries = try await store.entries(in: .all, limit: 10)
    #expect(entries.map(\.entry.title) == ["Kept"])
    // Nor can a search find the generated entry.
    #expect(try await store.searchCount("Generated") == 0)
    #expect(try await store.searchCount("Kept") == 1)
  }
}
