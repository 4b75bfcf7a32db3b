import Foundation
import Testing

@testable import FeedCore

/// Version 11 adds the outbox's attempts; every change queued before stays, due and untried.
@Suite struct OutboxMigrationTests {
  @Test func queuedChangesSurviveTheMigrationAsUntried() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("v10.sqlite")
    do {
      let db = try SQLiteDatabase(path: path.path)
      try Schema.migrate(db, upTo: 10)
      try db.execute(
        """
        INSERT INTO accounts (id, server, user, added) VALUES (1, 'http://a.test/', 'ann', 0);
        INSERT INTO sync_outbox (account_id, change, created)
          VALUES (1, '{"setStarred":{"items":["i1"],"starred":true}}', 0);
        """)
    }
    let store = try FeedStore(url: path)
    #expect(try await store.schemaVersion() == Schema.latest)
    let rows = try await store.pendingChanges(account: 1)
    #expect(rows.map(\.change) == [.setStarred(items: ["i1"], starred: true)])
    #expect(rows.first?.attempts == 0 && rows.first?.nextAttempt == nil)
    #expect(rows.first?.isParked == false && rows.first?.lastStatus == nil)
  }
}
