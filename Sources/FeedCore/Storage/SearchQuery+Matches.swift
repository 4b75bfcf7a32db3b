import Foundation

extension SearchQuery {
  /// Where the search matches `text`, for highlighting: each word as the index matches it (a
  /// prefix of a word in the text, case and Latin diacritics ignored, "e-mail" as the adjacent
  /// words "e" and "mail"), the matched prefix only, in text order, overlaps merged.
  public func matchedRanges(in text: String) -> [Range<String.Index>] {
    let tokens = Self.tokens(of: text)
    var ranges: [Range<String.Index>] = []
    for word in words {
      let parts = Self.tokens(of: word).map(\.folded)
      guard let last = parts.last, parts.count <= tokens.count else { continue }
      for start in 0...(tokens.count - parts.count) {
        let candidates = tokens[start..<(start + parts.count)]
        let matches = zip(candidates, parts).enumerated().allSatisfy { offset, pair in
          offset == parts.count - 1
            ? pair.0.folded.starts(with: pair.1) : pair.0.folded == pair.1
        }
        guard matches, let first = candidates.first, let end = candidates.last else { continue }
        let upper = text.index(end.range.lowerBound, offsetBy: last.count)
        ranges.append(first.range.lowerBound..<upper)
      }
    }
    return Self.merged(ranges)
  }

  /// A run of letters and digits (what the index calls a token), with its characters folded.
  private struct Token {
    let range: Range<String.Index>
    let folded: [String]
  }

  /// The text's tokens: the index separates words at everything but letters and digits.
  private static func tokens(of text: String) -> [Token] {
    var tokens: [Token] = []
    var start: String.Index?
    var folded: [String] = []
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if isTokenCharacter(character) {
        if start == nil { start = index }
        folded.append(
          String(character).folding(
            options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        )
      } else if let begun = start {
        tokens.append(Token(range: begun..<index, folded: folded))
        (start, folded) = (nil, [])
      }
      index = text.index(after: index)
    }
    if let begun = start { tokens.append(Token(range: begun..<text.endIndex, folded: folded)) }
    return tokens
  }

  private static func isTokenCharacter(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }

  /// `ranges` sorted, those that overlap or touch made one.
  private static func merged(_ ranges: [Range<String.Index>]) -> [Range<String.Index>] {
    var result: [Range<String.Index>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = result.last, range.lowerBound <= last.upperBound {
        result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        result.append(range)
      }
    }
    return result
  }
}
