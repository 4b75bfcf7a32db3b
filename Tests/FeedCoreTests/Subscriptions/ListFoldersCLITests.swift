import Foundation
import TestSupport
import Testing

@testable import FeedCore

/// `overshoot-cli list` shows folders, and `list --opml` exports them.
@Suite struct ListFoldersCLITests {
  static var cli: URL? { InterruptedMergeTests.cli }

  @Test(.enabled(if: cli != nil, "needs the built overshoot-cli"))
  func listGroupsFeedsUnderTheirFoldersAndExportsThem() async throws {
    let directory = try TemporaryDirectory()
    let database = directory.file("feeds.sqlite")
    do {
      let store = try FeedStore(url: database)
      try await store.addFeed(url: URL(string: "https://loose.example/feed")!, title: "Loose")
      try await store.addFeed(
        url: URL(string: "https://swift.example/feed")!, title: "Swift", folder: "Tech / Swift")
      try await store.addFeed(
        url: URL(string: "https://paper.example/feed")!, title: "Paper", folder: "News")
    }
    let cli = try #require(Self.cli)
    let listed = try DeadlineProcess.run(cli.path, ["list", "--db", database.path], seconds: 30)
    #expect(listed.status == 0)
    let lines = listed.stdoutText.split(separator: "\n").map(String.init)
    #expect(lines.count == 5)
    #expect(lines[0].hasPrefix("1\t") && lines[0].contains("Loose"))
    #expect(lines[1] == "News:")
    #expect(lines[2].hasPrefix("  3\t") && lines[2].contains("Paper"))
    #expect(lines[3] == "Tech / Swift:")
    #expect(lines[4].hasPrefix("  2\t") && lines[4].contains("Swift"))

    let exported = try DeadlineProcess.run(
      cli.path, ["list", "--opml", "--db", database.path], seconds: 30)
    #expect(exported.status == 0)
    let outlines = try OPML.parse(Data(exported.stdoutText.utf8))
    #expect(
      Set(outlines.map { [$0.title, $0.folder] })
        == [["Loose", nil], ["Swift", "Tech / Swift"], ["Paper", "News"]])
  }
}
