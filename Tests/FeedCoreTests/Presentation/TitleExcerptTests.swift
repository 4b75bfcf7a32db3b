import FeedCore
import Testing

/// The excerpt that stands in for a missing title is clean plain text of a sensible length,
/// whatever the feed wrote: markup, entities, one long word, text without spaces, emoji.
@Suite struct TitleExcerptTests {
  @Test func markupIsStrippedAndEntitiesDecoded() {
    #expect(
      TitleExcerpt.of("<p>Fish &amp; chips<br/>at <a href=\"x\">Joe&#8217;s</a></p>")
        == "Fish & chips at Joe’s")
    #expect(TitleExcerpt.of("<style>p { color: red }</style><p>Hi&nbsp;there</p>") == "Hi there")
  }

  @Test func whitespaceIsCollapsed() {
    #expect(TitleExcerpt.of("  New\n\n\trelease   today  ") == "New release today")
  }

  @Test func aLongTextIsCutAtAWordWithAnEllipsis() throws {
    let text = String(repeating: "lorem ipsum ", count: 30)
    let excerpt = try #require(TitleExcerpt.of(text))
    #expect(excerpt.hasSuffix("…"))
    #expect(excerpt.count <= TitleExcerpt.length + 1)
    let words = excerpt.dropLast().split(separator: " ")
    #expect(words.allSatisfy { $0 == "lorem" || $0 == "ipsum" }, "no word cut: \(excerpt)")
  }

  @Test func aWordLongerThanTheLimitIsCutWhereTheLimitEnds() {
    let word = String(repeating: "a", count: 200)
    #expect(TitleExcerpt.of(word) == String(repeating: "a", count: TitleExcerpt.length) + "…")
  }

  @Test func textWithoutSpacesIsCutByCharacters() throws {
    let chinese = String(repeating: "这是一个没有空格的很长的句子", count: 10)
    let excerpt = try #require(TitleExcerpt.of(chinese))
    #expect(excerpt == String(chinese.prefix(TitleExcerpt.length)) + "…")
    #expect(TitleExcerpt.of("今日は晴れ。明日は雨") == "今日は晴れ。")
  }

  @Test func anEmojiIsNeverCutInHalf() throws {
    let family = "👨‍👩‍👧‍👦"
    let text = String(repeating: "x", count: TitleExcerpt.length - 1) + family + family + "yyy"
    let excerpt = try #require(TitleExcerpt.of(text))
    #expect(excerpt == String(repeating: "x", count: TitleExcerpt.length - 1) + family + "…")
    #expect(excerpt.unicodeScalars.filter { $0 == "\u{200D}" }.count == 3)
  }

  @Test func noTextGivesNoExcerpt() {
    #expect(TitleExcerpt.of("") == nil)
    #expect(TitleExcerpt.of("   \n ") == nil)
    #expect(TitleExcerpt.of("<p> </p><img src=\"a.png\">") == nil)
  }

  @Test func theContentStandsInWhenThereIsNoSummary() {
    let entry = Entry(id: "1", content: "<p>Shipped <b>2.0</b> &mdash; finally</p>")
    #expect(entry.displayTitle == "Shipped 2.0 — finally")
    #expect(Entry(id: "1", summary: " ", content: "<p>Body</p>").displayTitle == "Body")
    #expect(Entry(id: "1", content: "<p></p>").displayTitle == "Untitled")
  }
}
