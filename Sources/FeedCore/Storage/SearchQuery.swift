/// What the user typed into a search field, as an FTS5 query that cannot be malformed.
///
/// Every word becomes a quoted phrase matched as a prefix (`"swi"*`), so the results follow the
/// user as they type and nothing they type is read as FTS5 syntax: quotes, `AND`/`OR`/`NOT`/`NEAR`,
/// `*`, `^`, `:`, `-`, `+` and parentheses are just text. Words must all match (in the title or the
/// summary); case and diacritics are ignored ("cafe" finds "Café").
public struct SearchQuery: Sendable, Hashable {
  /// The words as typed, without the ones that hold no letter or digit.
  public let words: [String]

  /// Splits `text` into words at whitespace.
  public init(_ text: String) {
    words = text.split(whereSeparator: \.isWhitespace).map(String.init).filter { word in
      // The index tokenizes at everything but letters and digits; a word of punctuation alone
      // would be an empty phrase, which matches nothing on its own.
      word.unicodeScalars.contains {
        $0.properties.isAlphabetic || $0.properties.numericType != nil
      }
    }
  }

  /// True when there is nothing to search for (empty text, or punctuation alone).
  public var isEmpty: Bool { words.isEmpty }

  /// The FTS5 `MATCH` expression: each word a quoted prefix phrase, all of them required.
  public var matchExpression: String {
    words.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"*" }
      .joined(separator: " ")
  }
}
