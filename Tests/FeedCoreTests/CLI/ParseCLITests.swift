import Foundation
import Testing

/// Runs the built `overshoot-cli parse` and checks the JSON contract and the failure line.
@Suite struct ParseCLITests {
  static var cli: URL? { InterruptedMergeTests.cli }

  func run(_ arguments: [String]) throws -> (status: Int32, stdout: Data, stderr: String) {
    let process = Process()
    process.executableURL = Self.cli
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, stdout, String(decoding: stderr, as: UTF8.self))
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
