import Foundation
import Testing

@testable import FeedCore

@Suite struct SearchTests {
  let directory: TemporaryDirectory
  let store: FeedStore
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  init() throws {
    directory = try TemporaryDirectory()
    store = try FeedStore(url: directory.file("feeds.sqlite"))
  }

  /// A feed whose entries have these titles (and summaries), newest first.
  func feed(_ name: String, _ items: [(title: String, summary: String?)]) async throws
    -> Subscription
  {
    let feed = try await store.addFeed(url: URL(string: "https://\(name).example/feed")!, at: now)
    let entries = items.enumerated().map { index, item in
      Entry(
        id: "\(name)-\(index)", title: item.title,
        published: now.addingTimeInterval(-60 * Double(index)), summary: item.summary)
    }
    try await store.merge(
      ParsedFeed(feed: Feed(title: name, format: .rss), entries: entries), into: feed.id, at: now)
    return feed
  }

  func titles(_ text: String, in scope: EntryScope = .all) async throws -> [String] {
    try await store.search(text, in: scope).map { $0.entry.title ?? "" }
  }

  @Test func everyKeystrokeFindsWordsByTheirStartInTitlesAndSummaries() async throws {
    _ = try await feed(
      "a",
      [
        ("Swift concurrency explained", nil),
        ("GTK 4.8 list views", "Recycling rows with Swift"),
        ("Unrelated", "nothing here"),
      ])
    for typed in ["s", "sw", "swi", "swif", "swift", "SWIFT"] {
      #expect(
        try await titles(typed) == ["Swift concurrency explained", "GTK 4.8 list views"],
        "typed \(typed)")
    }
    #expect(try await titles("swift rows") == ["GTK 4.8 list views"])
    #expect(try await titles("wift").isEmpty, "a word matches from its start, not inside")
    #expect(try await titles("4.8") == ["GTK 4.8 list views"])
  }

  @Test func diacriticsAndCaseAreIgnored() async throws {
    _ = try await feed("a", [("Café Müller reopens", nil), ("Cafeteria menu", nil)])
    #expect(try await titles("cafe") == ["Café Müller reopens", "Cafeteria menu"])
    #expect(try await titles("CAFÉ MULLER") == ["Café Müller reopens"])
  }

  @Test func typedSyntaxIsPlainText() async throws {
    _ = try await feed(
      "a",
      [
        ("Rock AND roll: \"quoted\" (live) NEAR you", "C++ -flag ^caret col:on * star"),
        ("Something else", nil),
      ])
    let hostile = [
      "\"", "\"\"", "\"quoted", "AND", "OR", "NOT", "NEAR", "NEAR(", "roll:", "(live", "live)",
      "^caret", "col:on", "-flag", "c++", "*", "rock AND", "rock OR something", "NOT something",
      "title:rock", "{title}", "'", "a\"b", "\\", "%", "_",
    ]
    for text in hostile {
      // None of them may throw, and the words in them are searched as words.
      let found = try await titles(text)
      #expect(found.allSatisfy { $0.hasPrefix("Rock") }, "\(text) found \(found)")
    }
    #expect(try await titles("rock AND").count == 1)
    #expect(try await titles("rock OR something").isEmpty, "OR is a word to find, not an operator")
    #expect(try await titles("title:rock").isEmpty, "no column filters: 'title' is a word")
  }

  @Test func punctuationAloneSearchesNothing() async throws {
    _ = try await feed("a", [("Anything", nil)])
    for text in ["", "   ", "\"", "*", "-- ++", "(\"*\")"] {
      #expect(SearchQuery(text).isEmpty, "\(text)")
      #expect(try await titles(text).isEmpty)
    }
  }

  @Test func scopesMatchTheTimeline() async throws {
    let a = try await feed("a", [("Rust news", nil), ("Rust tips", nil), ("Go news", nil)])
    let b = try await feed("b", [("Rust in b", nil)])
    let all = try await store.search("rust")
    #expect(all.count == 3)
    try await store.setRead([all[0].id], true)
    try await store.setStarred(all[1].id, true)
    let expected: [(EntryScope, Int)] = [(.all, 3), (.unread, 2), (.starred, 1), (.feed(a.id), 2)]
    for (scope, count) in expected {
      let found = try await store.search("rust", in: scope)
      let timeline = try await store.entries(in: scope).filter {
        $0.entry.title?.hasPrefix("Rust") == true
      }
      #expect(found == timeline, "scope \(scope)")
      #expect(found.count == count, "scope \(scope)")
    }
    #expect(try await store.search("rust", in: .feed(b.id)).map(\.feedID) == [b.id])
  }

  @Test func pagesFollowEachOtherAndBothPlansAgree() async throws {
    let items = (0..<60).map { (title: "Entry \($0) news", summary: $0 % 2 == 0 ? "even" : nil) }
    _ = try await feed("a", items)
    let all = try await store.search("news")
    #expect(all.count == 60)
    #expect(all == (try await store.entries(in: .all)))
    let page = try await store.search("news", limit: 25)
    let next = try await store.search("news", limit: 100, before: page.last)
    #expect((page + next) == all)
    for query in ["news", "even", "entry 1", "n"].map(SearchQuery.init) {
      for scope in [EntryScope.all, .unread] {
        let sparse = try await store.search(
          query, in: scope, limit: 7, before: all[3], denseAt: Int.max)
        let dense = try await store.search(query, in: scope, limit: 7, before: all[3], denseAt: 0)
        #expect(sparse == dense, "\(query.words)")
        #expect(!sparse.isEmpty)
      }
    }
  }
}
