import Testing

@testable import FeedCore

/// `SearchQuery.matchedRanges(in:)`: what the timeline highlights is what the index matched.
@Suite struct SearchMatchedRangesTests {
  /// The highlighted parts of `text` for `query`.
  private func highlighted(_ query: String, in text: String) -> [String] {
    SearchQuery(query).matchedRanges(in: text).map { String(text[$0]) }
  }

  @Test func aWordMatchesTheStartOfWordsCaseIgnored() {
    #expect(highlighted("radi", in: "Radish and radio, not paradise") == ["Radi", "radi"])
  }

  @Test func diacriticsAreIgnoredBothWays() {
    #expect(highlighted("cafe", in: "Le Café du coin") == ["Caf\u{E9}"])
    #expect(highlighted("café", in: "Cafe society") == ["Cafe"])
    #expect(highlighted("uber", in: "Über alles") == ["Über"])
  }

  @Test func everyWordIsHighlightedInTextOrder() {
    #expect(highlighted("bed radish", in: "Notes on a radish bed") == ["radish", "bed"])
  }

  @Test func punctuationInsideAWordMatchesAdjacentWords() {
    #expect(
      highlighted("e-mail", in: "Send an e-mail or an e mail, not email") == ["e-mail", "e mail"])
  }

  @Test func overlappingMatchesAreOneRange() {
    #expect(highlighted("rad radish", in: "radish") == ["radish"])
  }

  @Test func noMatchAndAnEmptyQueryHighlightNothing() {
    #expect(highlighted("turnip", in: "Radish harvest").isEmpty)
    #expect(highlighted("  ", in: "Radish harvest").isEmpty)
    #expect(highlighted("radish", in: "").isEmpty)
  }
}
