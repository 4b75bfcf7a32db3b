import Foundation
import TestSupport
import Testing

@testable import FeedCore

/// Runs the built `overshoot-cli search` against a store made here.
@Suite struct SearchCLITests {
  static var cli: URL? { InterruptedMergeTests.cli }

  let directory: TemporaryDirectory
  let database: URL

  init() async throws {
    directory = try TemporaryDirectory()
    database = directory.file("feeds.sqlite")
    let store = try FeedStore(url: database)
    let feed = try await store.addFeed(url: URL(string: "https://example.org/feed")!)
    try await store.merge(rssFeed(items: 0..<12), into: feed.id)
    let stored = try await store.search("entry 1")
    try await store.setRead([stored[0].id], true)
  }

  func search(_ arguments: [String]) throws -> DeadlineProcess.Result {
    let cli = try #require(Self.cli)
    return try DeadlineProcess.run(
      cli.path, ["search"] + arguments + ["--db", database.path], seconds: 30)
  }

  @Test(.enabled(if: cli != nil, "needs the built overshoot-cli"))
  func printsMatchesNewestFirst() throws {
    let result = try search(["entry", "1"])
    #expect(result.status == 0)
    let lines = result.stdoutText.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines.map { $0.hasSuffix("Test feed: Entry 11 r1") } == [true, false, false])
    #expect(lines[0].hasPrefix("  "), "the newest match was read")
    #expect(lines[1].hasPrefix("* "), "unread entries are marked")
    let unread = try search(["entry 1", "--scope", "unread"])
    #expect(unread.stdoutText.split(separator: "\n").count == 2)
  }

  @Test(.enabled(if: cli != nil, "needs the built overshoot-cli"))
  func typedSyntaxAndNoMatchesAreNotErrors() throws {
    let hostile = try search(["\"entry", "(1*"])
    #expect(hostile.status == 0)
    #expect(hostile.stdoutText.split(separator: "\n").count == 3)
    let operators = try search(["entry", "NEAR(", "OR"])
    #expect(operators.status == 0)
    #expect(operators.stdoutText == "No entries match entry NEAR( OR.\n", "they are words to find")
    let none = try search(["zebra"])
    #expect(none.status == 0)
    #expect(none.stdoutText == "No entries match zebra.\n")
  }

  @Test(.enabled(if: cli != nil, "needs the built overshoot-cli"))
  func nothingToSearchForSaysSo() throws {
    let result = try search(["\"*\""])
    #expect(result.status == 64)
    #expect(result.stderr.contains("Nothing to search for"))
  }
}
