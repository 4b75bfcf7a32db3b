import FeedCore
import Foundation
import Testing

@Suite struct RobustnessTests {
  @Test func truncatedFeedKeepsRecoveredEntriesAndWarns() throws {
    let parsed = try Fixture.parse("truncated.xml")
    #expect(parsed.entries.prefix(2).map(\.id) == ["1", "2"])
    #expect(parsed.entries.count >= 2)
    #expect(parsed.warnings.contains { $0.contains("not well-formed") })
  }

  @Test func entitiesAreNeverExpanded() throws {
    let parsed = try Fixture.parse("entities.xml")
    #expect(parsed.feed.title == "Entities — © AT&T")
    let entry = try #require(parsed.entries.first)
    #expect(entry.title == "Laughs: &lol3;")
    #expect(entry.summary?.contains("root:") == false)
    #expect(entry.summary == "Secret: &xxe; …")
    #expect(parsed.warnings.contains { $0.contains("DOCTYPE") })
  }

  @Test func htmlIsNotAFeed() {
    #expect(throws: FeedParseError.notAFeed(root: "html")) {
      try Fixture.parse("notafeed.html")
    }
  }

  @Test func garbageIsNotXML() {
    #expect(throws: FeedParseError.self) {
      try Fixture.parse(xml: "this is { not xml")
    }
    #expect(throws: FeedParseError.empty) { try Fixture.parse(xml: "  \n ") }
  }

  @Test func sizeLimit() {
    let parser = FeedParser(limits: ParseLimits(maxBytes: 100, maxEntries: 10))
    let big = Data(repeating: 0x20, count: 101)
    #expect(throws: FeedParseError.tooLarge(bytes: 101, limit: 100)) {
      try parser.parse(big)
    }
  }

  @Test func entryLimitKeepsTheFirstAndWarns() throws {
    let items = (1...20).map { "<item><guid>\($0)</guid></item>" }.joined()
    let xml = "<rss version=\"2.0\"><channel><title>t</title>\(items)</channel></rss>"
    let parser = FeedParser(limits: ParseLimits(maxBytes: 1 << 20, maxEntries: 5))
    let parsed = try parser.parse(Data(xml.utf8))
    #expect(parsed.entries.map(\.id) == ["1", "2", "3", "4", "5"])
    #expect(parsed.warnings.contains { $0.contains("more than 5 entries") })
  }

  @Test func bareAmpersandAndHTMLEntitiesAreRepaired() throws {
    let parsed = try Fixture.parse(
      xml: "<rss><channel><title>Tom & Jerry&nbsp;&copy;</title></channel></rss>")
    #expect(parsed.feed.title == "Tom & Jerry ©")
    #expect(parsed.warnings.isEmpty)
  }
}
