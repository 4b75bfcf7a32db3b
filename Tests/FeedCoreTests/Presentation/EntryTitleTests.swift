import FeedCore
import Testing

/// Untitled entries (microblogs, JSON Feed notes) read as a clean excerpt, not "(untitled)".
@Suite struct EntryTitleTests {
  @Test func anOwnTitleWins() {
    #expect(Entry(id: "1", title: "Hello", summary: "Body").displayTitle == "Hello")
  }

  @Test func theFirstSentenceStandsInForAMissingTitle() {
    #expect(
      Entry(id: "1", summary: "Cats are neat.  More later. https://example.org").displayTitle
        == "Cats are neat.")
    #expect(Entry(id: "1", title: "", summary: "v1.2 is out").displayTitle == "v1.2 is out")
  }

  @Test func aLongSentenceIsCutAtAWord() {
    let long = String(repeating: "word ", count: 40)
    let title = Entry(id: "1", summary: long).displayTitle
    #expect(title.hasSuffix("word…"))
    #expect(title.count <= 81)
  }

  @Test func thenTheLinkThenUntitled() {
    #expect(
      Entry(id: "1", link: "https://blog.example/2024/note").displayTitle
        == "blog.example/2024/note")
    #expect(Entry(id: "1", link: "https://blog.example/").displayTitle == "blog.example")
    #expect(Entry(id: "1").displayTitle == "Untitled")
  }
}
