import Foundation
import Testing

@testable import FeedCore

/// The store keeps each entry's categories and returns them wherever it returns entries.
@Suite struct EntryCategoryStoreTests {
  let directory: TemporaryDirectory
  let store: FeedStore

  init() throws {
    directory = try TemporaryDirectory()
    store = try FeedStore(url: directory.file("feeds.sqlite"))
  }

  func parsed(_ entries: [Entry]) -> ParsedFeed {
    ParsedFeed(feed: Feed(title: "Categorised", format: .rss), entries: entries)
  }

  @Test func categoriesRoundTripThroughTimelineAndSearch() async throws {
    let feed = try await store.addFeed(url: URL(string: "https://c.example/feed")!)
    try await store.merge(
      parsed([
        Entry(id: "1", title: "Tagged", categories: ["Swift", "GTK 4", "Café"]),
        Entry(id: "2", title: "Untagged"),
      ]), into: feed.id)
    let entries = try await store.entries(in: .all)
    #expect(Set(entries.map(\.entry.categories)) == [["Swift", "GTK 4", "Café"], []])
    #expect(try await store.search("tagged").first?.entry.categories == ["Swift", "GTK 4", "Café"])
  }

  @Test func parsedCategoriesReachTheStore() async throws {
    let feed = try await store.addFeed(url: URL(string: "https://d.example/feed")!)
    let document = """
      <rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>T</title>
      <item><guid>own</guid><title>Own</title><category>News</category><category>Local</category>
      </item>
      <item><guid>dc</guid><title>DC</title><dc:subject>Science</dc:subject></item>
      </channel></rss>
      """
    let feedURL = URL(string: "https://d.example/feed")!
    try await store.merge(FeedParser().parse(Data(document.utf8), url: feedURL), into: feed.id)
    let byID = Dictionary(
      uniqueKeysWithValues: try await store.entries(in: .all).map {
        ($0.entry.id, $0.entry.categories)
      })
    #expect(byID == ["own": ["News", "Local"], "dc": ["Science"]])
  }

  @Test func changedCategoriesUpdateTheEntryAndKeepItsState() async throws {
    let feed = try await store.addFeed(url: URL(string: "https://e.example/feed")!)
    try await store.merge(parsed([Entry(id: "1", title: "T", categories: ["Old"])]), into: feed.id)
    let stored = try #require(try await store.entries(in: .all).first)
    try await store.setRead([stored.id], true)
    let same = try await store.merge(
      parsed([Entry(id: "1", title: "T", categories: ["Old"])]), into: feed.id)
    #expect(same == MergeResult(unchanged: 1))
    let changed = try await store.merge(
      parsed([Entry(id: "1", title: "T", categories: ["New", "Other"])]), into: feed.id)
    #expect(changed.updated == 1)
    let after = try #require(try await store.entries(in: .all).first)
    #expect(after.entry.categories == ["New", "Other"])
    #expect(after.isRead)
    #expect(after.id == stored.id)
  }

  @Test func encodingKeepsNamesAndFoldsLineBreaks() {
    #expect(CategoryList.encode([]) == nil)
    #expect(CategoryList.decode(nil) == [])
    #expect(CategoryList.decode(CategoryList.encode(["a b", "c\nd", ""])) == ["a b", "c d"])
  }
}
