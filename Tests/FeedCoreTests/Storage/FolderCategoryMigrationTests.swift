import Foundation
import Testing

@testable import FeedCore

/// Version 4 adds folders and categories to a store made by version 3 without losing anything.
@Suite struct FolderCategoryMigrationTests {
  /// A store as version 3 of the schema left it: two feeds, entries with reading state, and the
  /// search index the version 3 triggers filled.
  static func makeVersion3Store(at path: URL) throws {
    let db = try SQLiteDatabase(path: path.path)
    try Schema.migrate(db, upTo: 3)
    try db.execute(
      """
      INSERT INTO feeds (id, url, title, etag, added) VALUES
        (1, 'https://one.example/feed', 'One', '"v3"', 1700000000),
        (2, 'https://two.example/feed', 'Two', NULL, 1700000000);
      INSERT INTO entries (feed_id, entry_id, title, summary, sort_date, first_seen, last_seen,
        is_read, is_starred) VALUES
        (1, 'a', 'Kept unread', 'about gardens', 1700000300, 1700000000, 1700000000, 0, 0),
        (1, 'b', 'Kept starred', 'about rivers', 1700000200, 1700000000, 1700000000, 0, 1),
        (2, 'c', 'Kept read', 'about gardens too', 1700000100, 1700000000, 1700000000, 1, 0);
      """)
    #expect(try Schema.version(of: db) == 3)
  }

  @Test func version3StoreKeepsEverySubscriptionEntryStateAndSearch() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("v3.sqlite")
    try Self.makeVersion3Store(at: path)
    let store = try FeedStore(url: path)
    #expect(try await store.schemaVersion() == Schema.latest)
    let feeds = try await store.subscriptions()
    #expect(feeds.map(\.title) == ["One", "Two"])
    #expect(feeds.map(\.folder) == [nil, nil])
    #expect(feeds.first?.etag == "\"v3\"")
    let entries = try await store.entries(in: .all)
    #expect(entries.map(\.entry.title) == ["Kept unread", "Kept starred", "Kept read"])
    #expect(entries.map(\.isRead) == [false, false, true])
    #expect(entries.map(\.isStarred) == [false, true, false])
    #expect(entries.allSatisfy { $0.entry.categories.isEmpty })
    #expect(try await store.search("gardens").map(\.entry.title) == ["Kept unread", "Kept read"])
    // The migrated store takes the new fields.
    try await store.moveFeed(feeds[0].id, toFolder: "News")
    #expect(try await store.subscription(feeds[0].id).folder == "News")
    let parsed = ParsedFeed(
      feed: Feed(title: "One", format: .rss),
      entries: [Entry(id: "a", title: "Kept unread", summary: "about gardens", categories: ["x"])])
    #expect(try await store.merge(parsed, into: feeds[0].id).updated == 1)
    let updated = try await store.entries(in: .feed(feeds[0].id))
    #expect(updated.first { $0.entry.id == "a" }?.entry.categories == ["x"])
    #expect(updated.first { $0.entry.id == "a" }?.isRead == false)
  }

  @Test func firstSchemaReachesFoldersAndCategoriesToo() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("v1.sqlite")
    do {
      let db = try SQLiteDatabase(path: path.path)
      try db.execute(String(contentsOf: Fixture.url("schema-v1.sql"), encoding: .utf8))
    }
    let store = try FeedStore(url: path)
    #expect(try await store.schemaVersion() == Schema.latest)
    #expect(try await store.entries(in: .all).count == 3)
    #expect(try await store.subscriptions().allSatisfy { $0.folder == nil })
  }
}
