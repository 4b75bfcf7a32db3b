import Foundation
import TestSupport
import Testing

@testable import FeedCore

@Suite struct FeedStoreTests {
  let directory: TemporaryDirectory
  let store: FeedStore
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  init() throws {
    directory = try TemporaryDirectory()
    store = try FeedStore(url: directory.file("feeds.sqlite"))
  }

  func feed() async throws -> Subscription {
    try await store.addFeed(url: URL(string: "https://example.org/feed")!, at: now)
  }

  @Test func mergeIsIdempotent() async throws {
    let feed = try await feed()
    let parsed = try rssFeed(items: 0..<10)
    let first = try await store.merge(parsed, into: feed.id, etag: "\"a\"", at: now)
    let before = try await store.entries(in: .all)
    let second = try await store.merge(parsed, into: feed.id, etag: "\"a\"", at: now)
    #expect(first.inserted == 10)
    #expect(second == MergeResult(unchanged: 10))
    #expect(try await store.entries(in: .all) == before)
    #expect(try await store.subscription(feed.id).etag == "\"a\"")
    #expect(try await store.subscription(feed.id).title == "Test feed")
  }

  @Test func updatesKeepReadAndStarredStateAndPosition() async throws {
    let feed = try await feed()
    try await store.merge(rssFeed(items: 0..<3), into: feed.id, at: now)
    let entries = try await store.entries(in: .all)
    try await store.setRead([entries[0].id], true)
    try await store.setStarred(entries[1].id, true)
    let result = try await store.merge(rssFeed(items: 0..<4, revision: 2), into: feed.id, at: now)
    #expect(result.inserted == 1)
    #expect(result.updated == 3)
    let after = try await store.entries(in: .all)
    #expect(after.map(\.entry.id) == ["id-3", "id-2", "id-1", "id-0"])
    #expect(after.first { $0.id == entries[0].id }?.isRead == true)
    #expect(after.first { $0.id == entries[1].id }?.isStarred == true)
    #expect(after.allSatisfy { $0.entry.title?.hasSuffix("r2") == true })
  }

  @Test func scopesAndCounts() async throws {
    let a = try await feed()
    let b = try await store.addFeed(url: URL(string: "https://b.example/feed")!)
    try await store.merge(rssFeed(items: 0..<5), into: a.id, at: now)
    try await store.merge(rssFeed(items: 10..<12), into: b.id, at: now)
    let all = try await store.entries(in: .all)
    #expect(all.count == 7)
    #expect(all.map(\.sortDate) == all.map(\.sortDate).sorted(by: >))
    try await store.setRead([all[0].id, all[1].id], true)
    try await store.setStarred(all[2].id, true)
    #expect(try await store.entries(in: .unread).count == 5)
    #expect(try await store.entries(in: .starred).map(\.id) == [all[2].id])
    #expect(try await store.entries(in: .feed(a.id)).count == 5)
    let counts = try await store.unreadCounts()
    #expect(counts.all == 5)
    #expect(counts.starred == 1)
    #expect(counts.byFeed[a.id] == 5)
    #expect(counts.byFeed[b.id] == nil)
    #expect(try await store.subscription(a.id).unreadCount == 5)
    // Paging: the second page starts right after the first.
    let page = try await store.entries(in: .all, limit: 3)
    let next = try await store.entries(in: .all, limit: 10, before: page.last)
    #expect((page + next).map(\.id) == all.map(\.id))
  }

  @Test func retentionNeverDeletesStarredOrStillListedEntries() async throws {
    let feed = try await feed()
    try await store.setRetention(Retention(maxAgeDays: nil, maxEntriesPerFeed: 2))
    try await store.merge(rssFeed(items: 0..<5), into: feed.id, at: now)
    // All five are still in the feed: none may go, or the next refresh would bring them back.
    #expect(try await store.entryCount(feed: feed.id) == 5)
    let oldest = try #require(try await store.entries(in: .all).last)
    try await store.setStarred(oldest.id, true)
    // The feed moves on: the old five are no longer listed.
    let result = try await store.merge(
      rssFeed(items: 5..<7), into: feed.id, at: now.addingTimeInterval(60))
    #expect(result.removed == 4)
    let remaining = try await store.entries(in: .all).map(\.entry.id)
    #expect(remaining == ["id-6", "id-5", "id-0"])
    #expect(try await store.retention() == Retention(maxEntriesPerFeed: 2))
  }

  @Test func ageRetention() async throws {
    let feed = try await feed()
    try await store.setRetention(Retention(maxAgeDays: 30))
    try await store.merge(rssFeed(items: 0..<3), into: feed.id, at: now)
    try await store.merge(rssFeed(items: 3..<4), into: feed.id, at: now.addingTimeInterval(1))
    // The entries are dated 2023, the clock says 2027: only the one still listed stays.
    #expect(try await store.entries(in: .all).map(\.entry.id) == ["id-3"])
  }

  @Test func failureIsRecordedAndKeepsEntries() async throws {
    let feed = try await feed()
    try await store.merge(rssFeed(items: 0..<3), into: feed.id, at: now)
    try await store.recordFailure(feed.id, message: "HTTP 500 Internal Server Error")
    let after = try await store.subscription(feed.id)
    #expect(after.lastError == "HTTP 500 Internal Server Error")
    #expect(after.lastSuccess == now)
    #expect(try await store.entryCount() == 3)
    try await store.recordNotModified(feed.id, at: now.addingTimeInterval(5))
    #expect(try await store.subscription(feed.id).lastError == nil)
  }

  @Test func refresherIsolatesFailures() async throws {
    let good = try await store.addFeed(url: Fixture.url("rss2.xml"))
    let bad = try await store.addFeed(url: URL(fileURLWithPath: "/nonexistent.xml"))
    let html = try await store.addFeed(url: Fixture.url("notafeed.html"))
    let progress = ProgressLog()
    let results = await FeedRefresher(store: store).refresh { await progress.add($0) }
    #expect(results.count == 3)
    #expect(await progress.steps.map(\.completed) == [1, 2, 3])
    #expect(await progress.steps.allSatisfy { $0.total == 3 })
    #expect(try await store.entryCount(feed: good.id) == 4)
    #expect(try await store.subscription(bad.id).lastError == "No such file: /nonexistent.xml")
    #expect(try await store.subscription(html.id).lastError?.hasPrefix("Not a feed") == true)
    #expect(try await store.subscription(good.id).lastError == nil)
    // The file did not change: the second refresh is "not modified".
    let again = await FeedRefresher(store: store).refresh(feedIDs: [good.id])
    #expect(again.map(\.outcome) == [.notModified])
  }

  @Test func removingAFeedRemovesItsEntries() async throws {
    let feed = try await feed()
    try await store.merge(rssFeed(items: 0..<3), into: feed.id, at: now)
    try await store.removeFeed(feed.id)
    #expect(try await store.subscriptions().isEmpty)
    #expect(try await store.entryCount() == 0)
  }

  @Test func fullDiskRollsBackAndKeepsEverything() async throws {
    let feed = try await feed()
    try await store.merge(rssFeed(items: 0..<5), into: feed.id, at: now)
    let before = try await store.entries(in: .all)
    // SQLite reports SQLITE_FULL when the page limit is reached, as it does on a full disk.
    try await store.limitPages()
    let big = try FeedParser().parse(
      Data(
        ("<rss><channel>"
          + (0..<400).map {
            "<item><guid>\($0)</guid><title>\(String(repeating: "x", count: 2000))</title></item>"
          }.joined()
          + "</channel></rss>").utf8))
    await #expect(throws: StoreError.diskFull(path: store.url.path)) {
      try await store.merge(big, into: feed.id, at: now)
    }
    #expect(try await store.entries(in: .all) == before)
  }

  @Test func unwritableLocationFailsClearly() throws {
    let blocker = directory.file("not-a-folder")
    #expect(FileManager.default.createFile(atPath: blocker.path, contents: Data()))
    #expect(throws: StoreError.self) {
      try FeedStore(url: blocker.appendingPathComponent("feeds.sqlite"))
    }
  }

  @Test(.enabled(if: SearchCLITests.cli != nil, "needs the built overshoot-cli"))
  func theCLIKeepsItsDatabaseWhereGLibSaysTheUserDataIs() throws {
    let cli = try #require(SearchCLITests.cli)
    let data = directory.file("data")
    for (name, value, expected) in [
      ("XDG_DATA_HOME", data.path, data.appendingPathComponent("overshoot/feeds.sqlite")),
      ("HOME", directory.url.path, directory.file(".local/share/overshoot/feeds.sqlite")),
    ] {
      let result = try DeadlineProcess.run(
        cli.path, ["list"], environment: ["PATH": "/usr/bin:/bin", name: value], seconds: 30)
      #expect(result.status == 0, "\(name): \(result.stderr)")
      #expect(FileManager.default.fileExists(atPath: expected.path), "\(name)=\(value)")
    }
  }
}

extension FeedStore {
  /// Caps the file at its current size, so the next growth fails like a full disk.
  func limitPages() throws {
    let count = try db.prepare("PRAGMA page_count")
    _ = try count.step()
    try db.execute("PRAGMA max_page_count = \(count.int(0) + 1)")
  }
}

/// Records progress reports in order.
actor ProgressLog {
  var steps: [RefreshProgress] = []
  func add(_ step: RefreshProgress) { steps.append(step) }
}
