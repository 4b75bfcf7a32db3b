import Foundation
import TestSupport
import Testing

/// Runs the built `overshoot-cli parse` and checks the JSON contract and the failure line.
@Suite struct ParseCLITests {
  static var cli: URL? { InterruptedMergeTests.cli }

  /// Runs the CLI under a deadline, so a hang fails naming this test and the command.
  func run(_ arguments: [String], test: String = #function) throws -> (
    status: Int32, stdout: Data, stderr: String
  ) {
    let cli = try #require(Self.cli)
    let result = try DeadlineProcess.run(cli.path, arguments, seconds: 30, test: test)
    return (result.status, result.stdout, result.stderr)
  }

  @Test(.enabled(if: cli != nil)) func printsTheFeedAsJSON() throws {
    let result = try run(["parse", Fixture.url("rss2.xml").path])
    #expect(result.status == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    let feed = try #require(json["feed"] as? [String: Any])
    #expect(feed["title"] as? String == "Example & Friends")
    #expect(feed["updated"] as? String == "2002-09-07T09:42:31Z")
    let entries = try #require(json["entries"] as? [[String: Any]])
    #expect(entries.count == 4)
    #expect(entries[1]["title"] as? String == "Café red news")
    #expect(entries[1]["published"] as? String == "2002-09-08T15:00:00Z")
    // Missing fields are omitted, not null.
    #expect(entries[2]["link"] == nil)
    #expect(entries[2].keys.sorted() == ["id", "summary", "title"])
  }

  @Test(.enabled(if: cli != nil)) func warningsGoToStderr() throws {
    let result = try run(["parse", Fixture.url("truncated.xml").path])
    #expect(result.status == 0)
    #expect(result.stderr.hasPrefix("warning: The feed is not well-formed"))
    #expect((try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]) != nil)
  }

  @Test(.enabled(if: cli != nil)) func failureIsOneLine() throws {
    let result = try run(["parse", Fixture.url("notafeed.html").path])
    #expect(result.status != 0)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "error: Not a feed: the document is <html>, not RSS or Atom\n")
  }
}
