import Foundation
import TestSupport
import Testing

@testable import FeedCore

/// Kills a real `overshoot-cli refresh` in the middle of a merge and checks that the database
/// opens afterwards with every entry it had before, unchanged.
@Suite struct InterruptedMergeTests {
  /// The CLI built next to this test bundle.
  static var cli: URL? {
    let url = Bundle.module.bundleURL.deletingLastPathComponent()
      .appendingPathComponent("overshoot-cli")
    return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
  }

  @Test(.enabled(if: cli != nil, "needs the built overshoot-cli"))
  func killedRefreshKeepsEveryStoredEntry() async throws {
    let directory = try TemporaryDirectory()
    let feedFile = directory.file("feed.xml")
    let database = directory.file("feeds.sqlite")
    try rssDocument(items: 0..<5).write(to: feedFile, atomically: true, encoding: .utf8)
    do {
      let store = try FeedStore(url: database)
      _ = try await store.addFeed(url: feedFile)
      _ = await FeedRefresher(store: store).refresh()
      let stored = try await store.entries(in: .all)
      try await store.setRead([stored[0].id], true)
      try await store.setStarred(stored[1].id, true)
    }
    let before = try await FeedStore(url: database).entries(in: .all)
    #expect(before.count == 5)

    // The feed changes: new titles for the old five, and fifty new entries.
    try rssDocument(items: 0..<55, revision: 2).write(
      to: feedFile, atomically: true, encoding: .utf8)
    let cli = try #require(Self.cli)
    let run = try DeadlineProcess.run(
      cli.path, ["refresh", "--db", database.path, "--kill-after-writes", "20"], seconds: 30)
    #expect(run.signaled)
    #expect(run.status == SIGKILL)

    let store = try FeedStore(url: database)
    #expect(try await store.entries(in: .all) == before)
    // And the next refresh completes the job.
    _ = await FeedRefresher(store: store).refresh()
    #expect(try await store.entryCount() == 55)
    let after = try await store.entries(in: .all)
    #expect(after.first { $0.id == before[0].id }?.isRead == true)
    #expect(after.first { $0.id == before[1].id }?.isStarred == true)
  }
}
