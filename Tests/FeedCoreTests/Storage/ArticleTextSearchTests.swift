import Foundation
import Testing

@testable import FeedCore

/// Search finds a word that only an article's text holds (issue 46: a word in every
/// `content:encoded` gave "0 matches"), follows the text when the feed changes it, and never
/// matches the article's markup.
@Suite struct ArticleTextSearchTests {
  let directory: TemporaryDirectory
  let store: FeedStore
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  init() throws {
    directory = try TemporaryDirectory()
    store = try FeedStore(url: directory.file("feeds.sqlite"))
  }

  func parsed(_ content: String?) -> ParsedFeed {
    ParsedFeed(
      feed: Feed(title: "F", format: .rss),
      entries: [Entry(id: "e", title: "Title", summary: "Short summary", content: content)])
  }

  @Test func aWordOnlyTheArticleHoldsIsFound() async throws {
    let feed = try await store.addFeed(url: URL(string: "https://example.org/feed")!, at: now)
    try await store.merge(
      parsed(#"<p>The <b>tardigrade</b> survives <img src="vacuum.png" alt="">.</p>"#),
      into: feed.id, at: now)
    #expect(try await store.search("tardigrade").map(\.entry.title) == ["Title"])
    #expect(try await store.search("tardi surv").count == 1, "word prefixes, all required")
    #expect(try await store.searchCount("tardigrade") == 1)
    #expect(try await store.search("img").isEmpty, "markup is not text")
    #expect(try await store.search("vacuum").isEmpty, "nor an attribute's value")
    try await store.checkSearchIndex()
  }

  @Test func theIndexFollowsTheArticleWhenTheFeedChangesIt() async throws {
    let feed = try await store.addFeed(url: URL(string: "https://example.org/feed")!, at: now)
    try await store.merge(parsed("<p>axolotl</p>"), into: feed.id, at: now)
    try await store.merge(parsed("<p>pangolin &amp; friends</p>"), into: feed.id, at: now)
    #expect(try await store.search("axolotl").isEmpty, "the old text no longer matches")
    #expect(try await store.search("pangolin").count == 1)
    #expect(try await store.search("friends").count == 1, "entities decoded")
    try await store.checkSearchIndex()
  }

  @Test func aStoreFromBeforeArticleSearchIndexesItsStoredArticles() async throws {
    let path = directory.file("old.sqlite")
    // A version 11 file (titles and summaries indexed) whose entries have articles.
    do {
      let db = try SQLiteDatabase(path: path.path)
      try db.execute(String(contentsOf: Fixture.url("schema-v1.sql"), encoding: .utf8))
      try Schema.migrate(db, upTo: 11)
      try db.execute("UPDATE entries SET content = '<p>quokka</p>' WHERE title = 'Plain one'")
    }
    let store = try FeedStore(url: path)
    #expect(try await store.schemaVersion() == Schema.latest)
    #expect(try await store.search("quokka").map(\.entry.title) == ["Plain one"])
    #expect(try await store.search("one").count == 3, "titles still found")
    try await store.checkSearchIndex()
  }
}
