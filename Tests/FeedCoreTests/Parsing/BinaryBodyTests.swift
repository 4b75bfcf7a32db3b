import FeedCore
import Foundation
import Testing

/// A body that is not text at all reads "Not a feed (binary data)", not an XML error (issue 11).
@Suite struct BinaryBodyTests {
  static let bodies: [(name: String, bytes: [UInt8])] = [
    (
      "PNG",
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52]
    ),
    ("NULs", [UInt8](repeating: 0, count: 4096)),
    ("gzip", [0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03]),
    ("invalid UTF-8", (0..<512).map { UInt8(0x80 + $0 % 0x40) }),
    ("JPEG", [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46]),
  ]

  @Test(arguments: bodies.map(\.name)) func binaryBodyIsNamedAsSuch(_ name: String) throws {
    let bytes = try #require(Self.bodies.first { $0.name == name }?.bytes)
    #expect(throws: FeedParseError.binary) { try FeedParser().parse(Data(bytes)) }
    #expect(FeedParseError.binary.description == "Not a feed (binary data)")
  }

  @Test func textThatIsNotXMLIsNotBinary() {
    #expect(throws: FeedParseError.notXML("the document does not start with an XML tag")) {
      try FeedParser().parse(Data("this is { not xml".utf8))
    }
    #expect(throws: FeedParseError.notXML("the document does not start with an XML tag")) {
      try FeedParser().parse(Data("Grüße, plain text".utf8))
    }
  }

  @Test func blankIsEmptyNotBinary() {
    #expect(throws: FeedParseError.empty) { try FeedParser().parse(Data(" \n\t\r ".utf8)) }
  }
}

/// A subscribed feed that starts serving binary data keeps every stored entry (issue 11).
@Suite struct BinaryRefreshTests {
  @Test func aFeedTurnedBinaryKeepsItsEntriesAndSaysSo() async throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("feed.xml")
    try Fixture.data("rss2.xml").write(to: file)
    let store = try FeedStore(url: directory.file("feeds.sqlite"))
    let feed = try await store.addFeed(url: file)
    _ = await FeedRefresher(store: store).refresh()
    #expect(try await store.entryCount(feed: feed.id) == 4)

    try Data(BinaryBodyTests.bodies[0].bytes).write(to: file)
    _ = await FeedRefresher(store: store).refresh()
    #expect(try await store.subscription(feed.id).lastError == "Not a feed (binary data)")
    #expect(try await store.entryCount(feed: feed.id) == 4)
  }
}
