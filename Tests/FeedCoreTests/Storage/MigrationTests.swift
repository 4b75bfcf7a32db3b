import Foundation
import Testing

@testable import FeedCore

@Suite struct MigrationTests {
  @Test func firstSchemaMigratesWithEveryEntryAndState() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("v1.sqlite")
    do {
      let db = try SQLiteDatabase(path: path.path)
      try db.execute(String(contentsOf: Fixture.url("schema-v1.sql"), encoding: .utf8))
      #expect(try Schema.version(of: db) == 1)
    }
    let store = try FeedStore(url: path)
    #expect(try await store.schemaVersion() == Schema.latest)
    let entries = try await store.entries(in: .all)
    #expect(entries.map(\.entry.title) == ["Plain one", "Starred one", "Read one"])
    #expect(entries.map(\.isRead) == [false, false, true])
    #expect(entries.map(\.isStarred) == [false, true, false])
    let feed = try #require(try await store.subscriptions().first)
    #expect(feed.etag == "\"e1\"")
    // The migrated rows behave like new ones: a merge updates them by id.
    let parsed = ParsedFeed(
      feed: Feed(title: "Old feed", format: .rss),
      entries: [Entry(id: "old-1", title: "Read one, edited")])
    let result = try await store.merge(parsed, into: feed.id)
    #expect(result.updated == 1)
    #expect(try await store.entries(in: .starred).count == 1)
  }

  @Test func migrationIsAppliedOnceAndNewerFilesAreRefused() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("db.sqlite")
    _ = try FeedStore(url: path)
    _ = try FeedStore(url: path)  // reopening must not re-run migrations
    do {
      let db = try SQLiteDatabase(path: path.path)
      try db.execute("PRAGMA user_version = 99")
    }
    #expect(throws: StoreError.tooNew(version: 99, supported: Schema.latest)) {
      try FeedStore(url: path)
    }
  }
}
